// A sheet's events applied to the sheet a phone holds: the sheet as a read of it would be after
// them, without that read. Each event names the version it leads to; one that does not follow the
// version held (a gap: an event missed), or lacks what it changes (an event from before events
// carried the round), cannot be applied, and the caller reads the sheet instead.

const byName = (rows, key) => Object.fromEntries(rows.map((row) => [row[key], row.total]));

/** Later rounds' running totals after round n's points changed by `delta` ({player: n}). */
function shifted(round, delta) {
  const players = round.players.map((p) => ({ ...p, total: p.total + (delta[p.player] || 0) }));
  const teams = (round.teams || []).map((tm) => ({
    ...tm, total: tm.total + tm.players.reduce((sum, name) => sum + (delta[name] || 0), 0) }));
  return { ...round, players, teams };
}

/** The rounds after one event, or null when it cannot be applied to them. */
function roundsAfter(rounds, event) {
  if (event.type === "round_added") {
    if (!event.summary || event.summary.number !== rounds.length + 1) return null;
    return [...rounds, event.summary];
  }
  if (event.type === "round_undone") {
    if (event.round !== rounds.length) return null;
    return rounds.slice(0, -1);
  }
  if (event.type === "round_corrected") {
    const old = rounds.find((r) => r.number === event.round);
    if (!event.summary || !old) return null;
    const before = byName(old.players, "player");
    const after = byName(event.summary.players, "player");
    const delta = Object.fromEntries(Object.keys(after).map((name) => [name, after[name] - (before[name] || 0)]));
    return rounds.map((r) => (r.number < event.round ? r : r.number === event.round ? event.summary : shifted(r, delta)));
  }
  return null;
}

/** The sheet after `events` (objects as the stream sends them, any order, some perhaps already
 *  held), or null when one of them cannot be applied. The sheet held is not changed. */
export function sheetAfter(sheet, events) {
  if (events.some((e) => !e || typeof e.version !== "number")) return null;
  let now = sheet;
  for (const event of events.slice().sort((a, b) => a.seq - b.seq)) {
    if (event.version <= now.version) continue; // held already (game_won shares its round's version)
    if (event.version !== now.version + 1 || !Array.isArray(event.players) || !Array.isArray(event.leaders)) return null;
    const rounds = roundsAfter(now.rounds, event);
    if (!rounds || rounds.length !== event.round_count) return null;
    const totals = byName(event.players, "name");
    if (now.players.some((p) => typeof totals[p.name] !== "number")) return null;
    now = {
      ...now,
      rounds,
      round_count: event.round_count,
      version: event.version,
      players: now.players.map((p) => ({ ...p, total: totals[p.name] })),
      teams: (now.teams || []).map((tm) => ({ ...tm, total: tm.players.reduce((sum, name) => sum + totals[name], 0) })),
      leaders: event.leaders,
      winner: event.winner ?? null,
      tie_at_target: Boolean(event.tie_at_target),
    };
  }
  return now;
}

/** The ETag of a sheet's version, as the server words it. */
export const etagOf = (version) => `"${version}"`;
