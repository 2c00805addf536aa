// The number pad: a rack of 10 slots labelled #5..#50 and a grid of cards to tap.
// It only shows what it is given; which cards score and which are refused is the API's answer.

import { h } from "./dom.js";

export const SLOT_LABELS = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50];
const CARDS = Array.from({ length: 60 }, (_, i) => i + 1);

/**
 * The rack: slots [{card, scored, state}] where card is a number, null (an empty slot) or
 * undefined (not typed yet); state is "checking", "unchecked" (no answer yet) or "ok".
 */
export function rackView(slots, { cursor = -1, onSelect = null, caption = "" } = {}) {
  return h("div", { class: "rack", role: "group", "aria-label": caption || "Rack, slot #5 first" },
    slots.map((slot, i) => {
      const typed = slot.card !== undefined;
      const shown = slot.card === null ? "–" : typed ? String(slot.card) : "";
      const status = slot.scored ? "scores" : slot.state === "unchecked" ? "not checked yet" : "";
      return h("button", {
        type: "button",
        class: ["slot", i === cursor && "current", slot.scored && "scored", typed && "typed",
                slot.state === "checking" && "checking", slot.state === "unchecked" && "unchecked",
                slot.state === "refused" && "refused"],
        "aria-label": `slot #${SLOT_LABELS[i]}: ${typed ? (slot.card === null ? "empty" : slot.card) : "not typed"}${status ? `, ${status}` : ""}`,
        "aria-current": i === cursor ? "true" : null,
        dataset: { slot: SLOT_LABELS[i] },
        disabled: onSelect ? null : true,
        onclick: onSelect ? () => onSelect(i) : null,
      }, h("span", { class: "label", text: `#${SLOT_LABELS[i]}` }), h("span", { class: "card-no", text: shown }));
    }));
}

/**
 * The cards 1-60 to tap. `marks` maps a card to a short note (e.g. the rack it is already in);
 * the pad still sends the tap, so the API gives the verdict.
 */
export function cardGrid({ onCard, onBack, onEmpty = null, marks = new Map(), here = new Set() }) {
  return h("div", { class: "pad", role: "group", "aria-label": "Cards" },
    h("div", { class: "pad-cards" },
      CARDS.map((card) => {
        const note = marks.get(card);
        return h("button", {
          type: "button",
          class: ["key", here.has(card) && "in-rack", note && "elsewhere", Math.floor((card - 1) / 10) % 2 && "alt"],
          "aria-label": note ? `card ${card} (${note})` : `card ${card}`,
          dataset: { card },
          onclick: () => onCard(card),
        }, String(card), note ? h("small", { text: note }) : null);
      })),
    h("div", { class: "pad-tools" },
      onEmpty ? h("button", { type: "button", class: "key tool", dataset: { key: "empty" }, onclick: onEmpty,
                             "aria-label": "empty slot" }, "Empty slot") : null,
      h("button", { type: "button", class: "key tool", dataset: { key: "back" }, onclick: onBack,
                    "aria-label": "clear the last card" }, "⌫ Clear")));
}
