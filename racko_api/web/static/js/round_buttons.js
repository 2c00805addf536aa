// The round screen's buttons, the same for Rack-O and Super Rack-O rounds: submit sends the body
// (or says what is missing), cancel asks before a typed round is thrown away.

import { $, say, show } from "./dom.js";
import { t } from "./i18n.js";

/**
 * body(): the round to send, or {missing: text} to say beside the button instead.
 * typedAnything(): whether cancelling would lose something typed.
 */
export function wireRoundButtons({ body, typedAnything, onSubmit, onCancel }) {
  show($("round-error"), false);
  show($("discard-ask"), false);
  $("round-submit").onclick = async () => {
    const round = body();
    if (round.missing) {
      say($("round-error"), round.missing, "info");
      return;
    }
    show($("round-error"), false);
    // Said on the button until the answer (the result, or the sheet) takes its place.
    const button = $("round-submit");
    const label = button.textContent;
    button.disabled = true;
    button.classList.add("sending");
    button.setAttribute("aria-busy", "true");
    button.textContent = t("entry.sending");
    try {
      await onSubmit(round);
    } finally {
      button.disabled = false;
      button.classList.remove("sending");
      button.removeAttribute("aria-busy");
      if (button.textContent === t("entry.sending")) button.textContent = label;
    }
  };
  $("round-cancel").onclick = () => {
    if (!typedAnything()) return onCancel();
    show($("discard-ask"), true);
    $("discard-no").focus();
  };
  $("discard-yes").onclick = () => {
    show($("discard-ask"), false);
    onCancel();
  };
  $("discard-no").onclick = () => show($("discard-ask"), false);
}
