// A line chart of each total after every round, drawn as SVG by the page (no library).

import { h, s } from "./dom.js";
import { formatNumber, t } from "./i18n.js";

// Drawn 320 units wide and never shown narrower than 300 px or wider than 480 px (the stylesheet),
// so the 15-unit labels are at least 14 px on a phone.
const W = 320;
const H = 210;
const PAD = { left: 40, right: 12, top: 40, bottom: 30 };
const DIGIT = 9; // a 15-unit label's widest character, with room to spare

/** The left margin that holds the widest axis label ("10 000") whole: never clipped. */
function leftFor(labels) {
  return Math.max(PAD.left, Math.ceil(Math.max(...labels.map((l) => l.length)) * DIGIT + 10));
}

function niceMax(value) {
  const steps = [50, 100, 200, 250, 500, 1000, 2000, 5000];
  const step = steps.find((st) => value / st <= 6) || 10000;
  return Math.max(step, Math.ceil(value / step) * step);
}

/**
 * series: [{name, points: [total after round 1, after round 2, ...]}]; target: a number.
 * The colours come from the stylesheet (.c0 .. .c3); a legend names them in text.
 */
export function lineChart(series, target, { wins = false } = {}) {
  const rounds = Math.max(1, ...series.map((x) => x.points.length));
  // Super Rack-O counts won rounds: a whole-number axis up to the wins needed, not points.
  const top = wins ? Math.max(target || 1, ...series.flatMap((x) => x.points), 1)
    : niceMax(Math.max(target || 0, ...series.flatMap((x) => x.points), 1));
  const ticks = wins ? Array.from({ length: top + 1 }, (_, i) => i).filter((i) => top <= 5 || i % Math.ceil(top / 5) === 0 || i === top)
    : [0, top / 2, top];
  const left = leftFor(ticks.map((v) => formatNumber(v)));
  const x = (i) => left + (i / rounds) * (W - left - PAD.right);
  const y = (v) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const unit = wins ? t("super.wins_axis") : t("chart.pts");
  const label = series.map((x) => `${x.name}: ${formatNumber(x.points.length ? x.points[x.points.length - 1] : 0)} ${unit}`).join(", ");
  const title = wins ? `${t("sheet.chart.wins")}. ${label}` : t("chart.label", { summary: label });

  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": title, dataset: { unit: wins ? "wins" : "points" } },
    s("title", {}, title),
    s("text", { class: "grid-text unit", x: 2, y: 14 }, unit),
    ticks.map((t) => [
      s("line", { class: "axis", x1: left, x2: W - PAD.right, y1: y(t), y2: y(t) }),
      s("text", { class: "grid-text", x: left - 6, y: y(t) + 4, "text-anchor": "end" }, formatNumber(t)),
    ]),
    target && !wins ? [
      s("line", { class: "target", x1: left, x2: W - PAD.right, y1: y(target), y2: y(target) }),
      // At the left, where every line starts from 0: at the right the leader's last round
      // crosses the target, and its dot sat on the label.
      s("text", { class: "grid-text", x: left + 6, y: y(target) - 6, "text-anchor": "start" }, t("chart.target", { n: formatNumber(target) })),
    ] : null,
    Array.from({ length: rounds + 1 }, (_, i) => (rounds <= 10 || i % Math.ceil(rounds / 10) === 0
      ? s("text", { class: "grid-text", x: x(i), y: H - 8, "text-anchor": "middle" }, formatNumber(i)) : null)),
    series.map((line, k) => {
      const pts = [[x(0), y(0)], ...line.points.map((v, i) => [x(i + 1), y(v)])];
      return s("g", { class: `c${k % 4}`, "data-series": line.name },
        s("polyline", { class: `series c${k % 4}`, points: pts.map((p) => p.join(",")).join(" ") }),
        pts.slice(1).map(([cx, cy]) => s("circle", { class: `dot c${k % 4}`, cx, cy, r: 3.5 })));
    }));

  const legend = h("div", { class: "legend" }, series.map((line, k) => h("span", {},
    h("i", { class: `swatch c${k % 4}`, "aria-hidden": "true" }), line.name)));
  return h("div", { class: "chart-inner" }, svg, legend);
}

/**
 * Bars side by side: groups: ["5 Dec", ...] (the x labels); series: [{name, values: [one a group]}].
 * Whole numbers (games won) on the axis, in the page's language's numbers; a legend names the colours.
 */
export function barChart(groups, series, title) {
  const most = Math.max(1, ...series.flatMap((x) => x.values));
  const step = Math.max(1, Math.ceil(most / 4));
  const top = Math.ceil(most / step) * step;
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const left = leftFor(ticks.map((v) => formatNumber(v)));
  const width = (W - left - PAD.right) / Math.max(1, groups.length);
  const bar = Math.min(18, (width - 6) / Math.max(1, series.length));
  const y = (v) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": title },
    s("title", {}, title),
    ticks.map((v) => [
      s("line", { class: "axis", x1: left, x2: W - PAD.right, y1: y(v), y2: y(v) }),
      s("text", { class: "grid-text", x: left - 6, y: y(v) + 4, "text-anchor": "end" }, formatNumber(v)),
    ]),
    groups.map((label, i) => {
      const start = left + i * width + (width - bar * series.length) / 2;
      return s("g", { class: "group", "data-group": label },
        series.map((line, k) => s("rect", { class: `bar c${k % 4}`, "data-series": line.name, "data-value": line.values[i],
                                            x: start + k * bar, y: y(line.values[i]), width: Math.max(1, bar - 2),
                                            height: Math.max(0, y(0) - y(line.values[i])) })),
        s("text", { class: "grid-text", x: left + i * width + width / 2, y: H - 8, "text-anchor": "middle" }, label));
    }));
  const legend = h("div", { class: "legend" }, series.map((line, k) => h("span", {},
    h("i", { class: `swatch c${k % 4}`, "aria-hidden": "true" }), line.name)));
  return h("div", { class: "chart-inner" }, svg, legend);
}
