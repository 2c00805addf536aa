// A finished game's result to share: a picture of the final sheet (names, each round's points,
// totals, the winner, the edition) drawn on a canvas, and a short text in the page's language.
// Shared through the phone's share sheet where it takes files, else its text; else the picture
// is saved on the phone. A person closing the share sheet is no problem to report.

import { formatNumber, locale, t } from "./i18n.js";

const W = 720;
const MARGIN = 32;
const ROW = 44;
const FIRST = 120; // the round numbers' column
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const INK = "#111827";
const MUTED = "#4b5563";
const LINE = "#d1d5db";
const GOOD = "#166534";
const WASH = "#eef2ff";

/** The sides that score (the teams where partners play, else the players): [{name, total,
 *  rounds: [points each round]}], from the sheet's running totals after every round. */
export function resultSides(sheet) {
  const team = Boolean(sheet.teams && sheet.teams.length);
  const sides = team ? sheet.teams : sheet.players;
  return sides.map((side) => {
    let before = 0;
    const rounds = sheet.rounds.map((r) => {
      const row = (team ? r.teams || [] : r.players).find((x) => (team ? x.name : x.player) === side.name);
      const total = row ? row.total : before;
      const points = total - before;
      before = total;
      return points;
    });
    return { name: side.name, total: side.total, rounds };
  });
}

/** "Ann won Rack-O (Hasbro) 512 to 431." and, below, every side's total. */
export function resultText(sheet, edition, wins) {
  const sides = resultSides(sheet);
  const winner = sides.find((s) => s.name === sheet.winner) || sides[0];
  const others = sides.filter((s) => s !== winner).sort((a, b) => b.total - a.total);
  const list = new Intl.ListFormat(locale(), { type: "conjunction" }).format(others.map((s) => formatNumber(s.total)));
  const line = t(wins ? "share.text.wins" : "share.text",
    { name: winner.name, edition, n: winner.total, total: formatNumber(winner.total), others: list });
  const board = [...sides].sort((a, b) => b.total - a.total).map((s) => `${s.name} ${formatNumber(s.total)}`).join(" · ");
  return `${line}\n${board}`;
}

function fit(ctx, text, width) {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The words of `text` in lines no wider than `width`, at most `most` lines (the last one cut). */
function wrap(ctx, text, width, most) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const longer = line ? `${line} ${word}` : word;
    if (!line || ctx.measureText(longer).width <= width) line = longer;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  const kept = lines.slice(0, most);
  if (lines.length > most) kept[most - 1] = fit(ctx, lines.slice(most - 1).join(" "), width);
  return kept.map((l) => fit(ctx, l, width));
}

/** The final sheet drawn on a canvas, as a PNG blob. */
export function resultImage(sheet, edition, winnerLine) {
  const sides = resultSides(sheet);
  const rounds = sheet.rounds.length;
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d");
  ctx.font = `700 34px ${FONT}`;
  const heading = wrap(ctx, edition, W - 2 * MARGIN, 2); // a long edition's name on two lines
  const top = 110 + 44 * heading.length;
  const height = top + ROW * (rounds + 2) + 80;
  canvas.width = W;
  canvas.height = height;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, W, height);
  ctx.textBaseline = "middle";

  ctx.fillStyle = INK;
  ctx.font = `700 34px ${FONT}`;
  heading.forEach((line, i) => ctx.fillText(line, MARGIN, 52 + 44 * i));
  ctx.fillStyle = GOOD;
  ctx.font = `700 28px ${FONT}`;
  ctx.fillText(fit(ctx, winnerLine, W - 2 * MARGIN), MARGIN, 56 + 44 * heading.length);

  const col = (W - 2 * MARGIN - FIRST) / Math.max(1, sides.length);
  const centre = (k) => MARGIN + FIRST + col * k + col / 2;
  const rowY = (i) => top + ROW * i + ROW / 2;
  // The head: the sides' names.
  ctx.fillStyle = WASH;
  ctx.fillRect(MARGIN, top, W - 2 * MARGIN, ROW);
  ctx.fillStyle = INK;
  ctx.font = `700 24px ${FONT}`;
  ctx.textAlign = "left";
  ctx.fillText(fit(ctx, t("share.image.round"), FIRST - 8), MARGIN + 8, rowY(0));
  ctx.textAlign = "center";
  sides.forEach((s, k) => ctx.fillText(fit(ctx, s.name, col - 8), centre(k), rowY(0)));
  // One row a round.
  ctx.font = `24px ${FONT}`;
  for (let i = 0; i < rounds; i += 1) {
    ctx.fillStyle = MUTED;
    ctx.textAlign = "left";
    ctx.fillText(formatNumber(i + 1), MARGIN + 8, rowY(i + 1));
    ctx.fillStyle = INK;
    ctx.textAlign = "center";
    sides.forEach((s, k) => ctx.fillText(formatNumber(s.rounds[i]), centre(k), rowY(i + 1)));
    ctx.strokeStyle = LINE;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(MARGIN, top + ROW * (i + 2));
    ctx.lineTo(W - MARGIN, top + ROW * (i + 2));
    ctx.stroke();
  }
  // The totals, the winner's marked.
  const last = rounds + 1;
  ctx.strokeStyle = INK;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(MARGIN, top + ROW * last);
  ctx.lineTo(W - MARGIN, top + ROW * last);
  ctx.stroke();
  ctx.font = `700 26px ${FONT}`;
  ctx.textAlign = "left";
  ctx.fillText(fit(ctx, t("share.image.total"), FIRST - 8), MARGIN + 8, rowY(last));
  ctx.textAlign = "center";
  sides.forEach((s, k) => {
    ctx.fillStyle = s.name === sheet.winner ? GOOD : INK;
    ctx.fillText(formatNumber(s.total), centre(k), rowY(last));
  });
  ctx.fillStyle = MUTED;
  ctx.font = `20px ${FONT}`;
  ctx.textAlign = "left";
  ctx.fillText(t("title.app"), MARGIN, height - 36);

  return new Promise((resolve, reject) => canvas.toBlob(
    (blob) => (blob ? resolve(blob) : reject(new Error(t("share.failed")))), "image/png"));
}

function save(file) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement("a"), { href: url, download: file.name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** Share the picture and the text: "shared", "cancelled" (closed by the person) or "saved". */
export async function shareResult(file, text, title) {
  try {
    if (navigator.share && navigator.canShare && navigator.canShare({ files: [file] })) {
      await navigator.share({ files: [file], text, title });
      return "shared";
    }
    if (navigator.share) {
      await navigator.share({ text, title });
      return "shared";
    }
  } catch (err) {
    if (err && err.name === "AbortError") return "cancelled";
    // The share sheet failed for another reason: the picture is saved instead.
  }
  save(file);
  return "saved";
}
