// What a phone user needs from every screen: no sideways scrolling, finger-sized targets (44 px),
// and text readable in sunlight (WCAG AA: 4.5:1, or 3:1 for large text). Returns the problems found.
(vw) => {
  // vw: the phone's screen width; a mobile browser widens its layout viewport to fit wide content.
  const problems = [];
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}` +
    `${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}` +
    ` "${(el.textContent || el.value || '').trim().slice(0, 24)}"`;
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden]');
  };
  if (document.documentElement.scrollWidth > vw) {
    problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${vw}px screen`);
  }
  // Content past the right edge, unless a box of the page clips it on purpose (an ellipsis).
  const clipped = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || el.getBoundingClientRect().right <= vw + 1 || clipped(el)) continue;
    problems.push(`${name(el)} reaches ${Math.round(el.getBoundingClientRect().right)}px on a ${vw}px screen`);
  }
  for (const el of document.querySelectorAll('button, a[href], input, select, summary, [role=tab]')) {
    if (!shown(el)) continue;
    const target = el.type === 'radio' || el.type === 'checkbox' ? el.closest('label') || el : el;
    const r = target.getBoundingClientRect();
    // The number pad (ten cards a row) and Super Rack-O's double rack (eight slots a row) fit one
    // screen: each target at least 44 px tall and, as WCAG 2.5.8 asks, 24 px wide; every other
    // target is 44 x 44.
    const minWidth = el.closest('.pad-cards, .double-rack') ? 24 : 44;
    if (r.height < 44 || r.width < minWidth) problems.push(`tap target ${name(el)} is ${Math.round(r.width)}x${Math.round(r.height)}`);
    if (r.right > vw + 0.5 || r.left < -0.5) problems.push(`${name(el)} sticks out of the screen`);
  }
  const rgba = (text) => {
    const m = text.match(/rgba?\(([^)]+)\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, bottom) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const background = (el) => {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const c = rgba(getComputedStyle(node).backgroundColor);
      if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let colour = [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || seen.has(el) || !shown(el)) continue;
    seen.add(el);
    if (el.closest('button:disabled, noscript, title')) continue;  // WCAG leaves disabled controls out
    const style = getComputedStyle(el);
    const svg = el instanceof SVGElement;
    const fg = rgba(svg ? style.fill : style.color);
    const bg = background(svg ? el.closest('svg') : el);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const got = ratio(over(fg, bg), bg);
    if (got < (large ? 3 : 4.5)) problems.push(`contrast ${got.toFixed(2)} for ${name(el)}`);
  }
  return problems;
}
