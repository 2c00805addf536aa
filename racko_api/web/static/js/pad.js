// The number pad: a rack of 10 slots labelled #5..#50 and a grid of the sheet's cards to tap.
// It only shows what it is given; which cards score and which are refused is the API's answer.

import { h } from "./dom.js";
import { t } from "./i18n.js";

export const SLOT_LABELS = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50];
// A second tap this soon after the first is one finger bouncing: it never types a card twice.
// Taps are timed by their events' own time (when the finger lifted), not by when the page handled
// them: a busy phone may hand over a bounce's second tap well after the window.
export const DOUBLE_TAP_MS = 300;

/**
 * The rack: slots [{card, scored, state}] where card is a number, null (an empty slot) or
 * undefined (not typed yet); state is "unchecked" (no answer yet), "refused", "twin" (its card is
 * refused in another rack: one of the two is misread) or "ok". A refused or twin slot is described
 * by the element `noteId` (the reason, shown right under the rack).
 */
export function rackView(slots, { cursor = -1, onSelect = null, caption = "", noteId = null } = {}) {
  const rack = h("div", { class: "rack", role: "group", "aria-label": caption || t("entry.rack", { name: "" }) },
    slots.map((_, i) => h("button", {
      type: "button", dataset: { slot: SLOT_LABELS[i] }, disabled: onSelect ? null : true,
      onclick: onSelect ? () => onSelect(i) : null,
    }, h("span", { class: "label", text: `#${SLOT_LABELS[i]}` }), h("span", { class: "card-no" }))));
  return paintRack(rack, slots, { cursor, noteId });
}

/** Show new slots in a rack made by rackView, in place (a rack being typed is never rebuilt). */
export function paintRack(rack, slots, { cursor = -1, noteId = null } = {}) {
  slots.forEach((slot, i) => {
    const button = rack.children[i];
    const typed = slot.card !== undefined;
    const status = slot.state === "refused" ? t("slot.refused") : slot.state === "twin" ? t("slot.twin")
      : slot.scored ? t("slot.scores")
      : slot.state === "unchecked" ? t("slot.unchecked") : "";
    const card = typed ? (slot.card === null ? t("slot.empty") : slot.card) : t("slot.untyped");
    const look = ["slot", i === cursor && "current", slot.scored && "scored", typed && "typed",
                  slot.state === "unchecked" && "unchecked", slot.state === "refused" && "refused",
                  slot.state === "twin" && "twin"].filter(Boolean).join(" ");
    if (button.className !== look) button.className = look;
    button.setAttribute("aria-label", `${t("slot.label", { label: SLOT_LABELS[i], card })}${status ? `, ${status}` : ""}`);
    button.toggleAttribute("aria-current", i === cursor);
    if (i === cursor) button.setAttribute("aria-current", "true");
    if ((slot.state === "refused" || slot.state === "twin") && noteId) button.setAttribute("aria-describedby", noteId);
    else button.removeAttribute("aria-describedby");
    const shown = slot.card === null ? "–" : typed ? String(slot.card) : "";
    const number = button.lastChild;
    if (number.textContent !== shown) number.textContent = shown;
  });
  return rack;
}

/** Show a press on a key the moment the finger lands, for a moment after it lifts: a tap that
 *  counted is seen to count, at arm's length too. */
function pressFeedback(button) {
  let timer = 0;
  button.addEventListener("pointerdown", () => {
    clearTimeout(timer);
    button.classList.add("pressed");
    timer = setTimeout(() => button.classList.remove("pressed"), 220);
  });
  return button;
}

/** The pad's tools: "Empty slot" (where racks are dealt short) and "Clear". */
export function padTools({ onBack, onEmpty = null }) {
  return h("div", { class: "pad-tools" },
    onEmpty ? pressFeedback(h("button", { type: "button", class: "key tool", dataset: { key: "empty" }, onclick: onEmpty },
                              t("pad.empty"))) : null,
    pressFeedback(h("button", { type: "button", class: "key tool", dataset: { key: "back" }, onclick: onBack,
                                "aria-label": t("pad.clear.label") }, t("pad.clear"))));
}

/**
 * The cards 1..top to tap, ten a row; paintPad marks them afterwards, so the grid is built once
 * per rack and the button under a finger is never replaced. With `tools: false` the tools are
 * left for the caller to place (padTools).
 */
export function cardGrid({ top = 60, onCard, onBack, onEmpty = null, marks = new Map(), here = new Set(), tools = true }) {
  const cards = Array.from({ length: top }, (_, i) => i + 1);
  const pad = h("div", { class: "pad", role: "group", "aria-label": t("pad.cards"), dataset: { top } },
    h("div", { class: "pad-cards" },
      cards.map((card) => pressFeedback(h("button", {
        type: "button", class: ["key", Math.floor((card - 1) / 10) % 2 && "alt"], "aria-label": t("pad.card", { n: card }),
        dataset: { card }, onclick: (event) => onCard(card, event),
      }, String(card))))),
    tools ? padTools({ onBack, onEmpty }) : null);
  paintPad(pad, { marks, here });
  return pad;
}

/** `marks` maps a card to the player whose rack holds it (shown, still tappable: a card typed
 *  twice is refused where it was typed); `here` are the cards in this rack. */
export function paintPad(pad, { marks = new Map(), here = new Set() }) {
  for (const key of pad.querySelectorAll(".pad-cards .key")) {
    const card = Number(key.dataset.card);
    const owner = marks.get(card);
    key.classList.toggle("in-rack", here.has(card));
    key.classList.toggle("elsewhere", Boolean(owner));
    const label = owner ? t("pad.card_in", { n: card, name: owner }) : t("pad.card", { n: card });
    if (key.getAttribute("aria-label") !== label) key.setAttribute("aria-label", label);
  }
}
