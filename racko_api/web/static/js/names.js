// Players' names where space is short: whole where they fit, else a short form no other name at
// the table shares ("Marga…" and "Margh…", never "Marg…" twice).

/** How many leading characters tell `name` apart from every other name at the table. */
function distinctLength(name, others) {
  const mine = Array.from(name);
  let longest = 0;
  for (const other of others) {
    const theirs = Array.from(other);
    let k = 0;
    while (k < mine.length && k < theirs.length && mine[k] === theirs[k]) k += 1;
    longest = Math.max(longest, k);
  }
  return Math.min(mine.length, longest + 1);
}

const overflows = (el) => el.scrollWidth > el.clientWidth + 0.5;

/**
 * Fit each element's name into its box (elements: [[el, name, prefix]], the prefix drawn before
 * the name, such as "★ "): the whole name where it fits on one line; else the longest prefix
 * ending in "…" that fits and still tells it apart from the other names; where even that does not
 * fit, the whole name wraps (class "wrap"). Returns Map(name -> {text, wrap}) to draw again with.
 */
export function tableShortNames(elements) {
  const names = elements.map(([, name]) => name);
  const out = new Map();
  for (const [el, name, prefix] of elements) {
    const whole = `${prefix}${name}`;
    el.classList.remove("wrap");
    el.textContent = whole;
    let text = whole;
    let wrap = false;
    if (overflows(el)) {
      const chars = Array.from(name);
      const least = distinctLength(name, names.filter((other) => other !== name));
      text = null;
      for (let k = chars.length - 1; k >= least; k -= 1) {
        el.textContent = `${prefix}${chars.slice(0, k).join("")}…`;
        if (!overflows(el)) {
          text = el.textContent;
          break;
        }
      }
      if (text === null) {
        text = whole;
        wrap = true;
        el.textContent = whole;
        el.classList.add("wrap");
      }
    }
    out.set(name, { text, wrap });
  }
  return out;
}

/** Shrink a name drawn in large letters a step at a time (classes "long", "longer") until it
 *  fits its line; at the last step it may take two lines, whole. */
export function fitName(el) {
  el.classList.remove("long", "longer");
  if (!overflows(el)) return;
  el.classList.add("long");
  if (!overflows(el)) return;
  el.classList.remove("long");
  el.classList.add("longer");
}
