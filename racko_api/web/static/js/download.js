// A CSV the server writes (Accept: text/csv), saved on the phone under the server's file name.

import { NetworkError, csv } from "./api.js";
import { say } from "./dom.js";
import { t } from "./i18n.js";

/** Save the CSV at `path` (a sheet's or a table's address); a failure is said in `box`. */
export async function downloadCsv(path, fallbackName, button, box) {
  button.disabled = true;
  say(box, "");
  try {
    const { blob, filename } = await csv(path, fallbackName);
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement("a"), { href: url, download: filename, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  } catch (err) {
    say(box, err instanceof NetworkError ? t("csv.offline") : err.message, "error");
  } finally {
    button.disabled = false;
  }
}
