// Tiny DOM helpers: build elements from data (text only, never HTML strings).

const SVG_NS = "http://www.w3.org/2000/svg";

function apply(el, attrs) {
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") el.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    else if (name === "text") el.textContent = value;
    else if (name === "dataset") Object.assign(el.dataset, value);
    else if (name.startsWith("on") && typeof value === "function") el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** h("button", {class: "btn", onclick: f}, "Tap") -> an HTML element. */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** The same for SVG elements. */
export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

export const $ = (id) => document.getElementById(id);

/** Replace an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

export function show(el, visible = true) {
  el.hidden = !visible;
  return el;
}

/** Say something in the box next to what caused it (never over the rack): kind is "info",
 *  "good" or "error"; an empty message hides the box. */
export function say(el, message, kind = "info") {
  el.textContent = message || "";
  el.dataset.kind = kind;
  el.hidden = !message;
  return el;
}

/** A title ending in a number ("Correct round 12", "Rätta runda 2"): when it wraps, the number
 *  goes down with its word, never alone on a line (the two are one unbreakable span). */
export function numberedTitle(el, text) {
  const end = /^([\s\S]*?)(\S+ \d\S*)$/.exec(text);
  if (end) fill(el, end[1], h("span", { class: "kept", text: end[2] }));
  else el.textContent = text;
}
