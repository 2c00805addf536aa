// The table this phone keeps score for: the friends who play together. A game started with names
// makes the table (POST /v1/tables) the first evening; later games are made for it with players
// picked by id, newcomers added, a renamed player keeping their id (and so their games and
// statistics). The table and its statistics are kept on the phone to be read offline.

import { ApiError, api, newKey } from "./api.js";
import { cacheStats, cacheTable, cachedStats, cachedTable, forgetTable, myTable, rememberTable } from "./store.js";

const NAME_MAX = 60;
const keys = new Map(); // one Idempotency-Key a body: a retried Start never makes two of anything

function keyFor(what, body) {
  const signature = `${what}:${JSON.stringify(body)}`;
  if (!keys.has(signature)) keys.set(signature, newKey());
  return keys.get(signature);
}

/** The names as the table calls itself: "Ann, Bo, Cy", cut to the API's 60 characters. */
function tableName(names) {
  const whole = names.join(", ");
  return Array.from(whole).length <= NAME_MAX ? whole : `${Array.from(whole).slice(0, NAME_MAX - 1).join("")}…`;
}

/** Read a copy kept on the phone, or ask the server (sending the ETag held): {data, fresh, seen}.
 *  Offline or with no answer, the copy kept is the answer; with none, the error is thrown. */
async function readKept(id, kept, ask, keep) {
  try {
    const { status, data, etag } = await ask(id, kept ? kept.etag : null);
    if (status === 304 && kept) {
      keep(id, kept.data, kept.etag);
      return { data: kept.data, fresh: true, seen: Date.now() };
    }
    keep(id, data, etag);
    return { data, fresh: true, seen: Date.now() };
  } catch (err) {
    if (err instanceof ApiError || !kept) throw err;
    return { data: kept.data, fresh: false, seen: kept.seen };
  }
}

export const readTable = (id) => readKept(id, cachedTable(id), api.table, cacheTable);
export const readStats = (id) => readKept(id, cachedStats(id), api.tableStats, cacheStats);

/** The table as this phone last saw it (no request): {id, players, sheets, ...} or null. */
export function keptTable() {
  const mine = myTable();
  const kept = mine && cachedTable(mine.id);
  return kept ? kept.data : null;
}

const same = (a, b) => a.normalize("NFC") === b.normalize("NFC");
const alike = (a, b) => same(a.toLocaleLowerCase(), b.toLocaleLowerCase());

/** Each seat's table player id: the player the field was filled with (renamed if asked), else the
 *  player of that name (case aside), else null (a newcomer). */
function pick(seats, players) {
  return seats.map((seat) => {
    const bound = seat.player ? players.find((p) => p.id === seat.player) : null;
    if (bound && (seat.rename || same(bound.name, seat.name))) return bound.id;
    const named = players.find((p) => same(p.name, seat.name)) || players.find((p) => alike(p.name, seat.name));
    return named ? named.id : null;
  });
}

/** A refusal about the names sent, told by seat ("players/2" is the third seat). */
function bySeat(err, seatOf) {
  if (!(err instanceof ApiError)) return err;
  for (const e of err.problem.errors || []) {
    const hit = /^players\/(\d+)$/.exec(e.field || "");
    if (hit && seatOf(Number(hit[1])) !== undefined) e.field = `players/${seatOf(Number(hit[1]))}`;
  }
  return err;
}

async function newTable(seats) {
  const names = seats.map((s) => s.name);
  const body = { name: tableName(names), players: names };
  const { data } = await api.createTable(body, keyFor("table", body));
  rememberTable(data.id, data.edit_token);
  cacheTable(data.id, data, null);
  return data;
}

/** The table to start at: this phone's, read now; a new one when there is none (or it is gone). */
async function tableFor(seats) {
  const mine = myTable();
  if (mine && mine.token) {
    try {
      return { table: (await readTable(mine.id)).data, made: false };
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
      forgetTable();
    }
  }
  try {
    return { table: await newTable(seats), made: true };
  } catch (err) {
    throw bySeat(err, (k) => k);
  }
}

/** Renames asked for on the start screen: the player keeps their id, and with it their games. */
async function renames(table, token, seats) {
  let players = table.players;
  for (const seat of seats) {
    const bound = seat.player && seat.rename ? players.find((p) => p.id === seat.player) : null;
    if (!bound || same(bound.name, seat.name)) continue;
    try {
      players = (await api.renamePlayer(table.id, token, bound.id, seat.name)).data.players;
    } catch (err) {
      // A name another player has, or one the API refuses: said under the field that asked for it.
      if (err instanceof ApiError) err.problem = { ...err.problem, errors: [{ field: `players/${seats.indexOf(seat)}`, message: err.message }] };
      throw err;
    }
  }
  return players;
}

/** Newcomers join the table with the next ids; a retry that finds them there already picks them. */
async function join(table, token, seats, players) {
  const ids = pick(seats, players);
  const newcomers = seats.map((s, k) => [s, k]).filter(([, k]) => ids[k] === null);
  if (!newcomers.length) return ids;
  try {
    players = (await api.addPlayers(table.id, token, newcomers.map(([s]) => s.name))).data.players;
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 409)) throw bySeat(err, (k) => newcomers[k] && newcomers[k][1]);
    players = (await readTable(table.id)).data.players;
  }
  return pick(seats, players);
}

/**
 * Start a game at this phone's table: seats [{name, player (table id or null), rename}] in seat
 * order, and the sheet's body as for POST /v1/scoresheets (ruleset, options, target, teams by
 * name). Returns the new sheet (with its edit token) and the table's id.
 */
export async function startAtTable(seats, body) {
  const { table, made } = await tableFor(seats);
  const token = myTable().token;
  const players = made ? table.players : await renames(table, token, seats);
  const ids = made ? pick(seats, players) : await join(table, token, seats, players);
  const idOf = (name) => ids[seats.findIndex((s) => s.name === name)];
  const sheetBody = { ...body, players: ids };
  if (body.teams) sheetBody.teams = body.teams.map((team) => team.map(idOf));
  try {
    const { data } = await api.createTableSheet(table.id, token, sheetBody, keyFor("sheet", [table.id, sheetBody]));
    readTable(table.id).catch(() => {}); // the new sheet in the copy kept for the start screen
    return { sheet: data, table: table.id };
  } catch (err) {
    throw bySeat(err, (k) => k);
  }
}

/** "New game, same players" for a sheet of this phone's table: the same players by id. */
export async function againAtTable(sheet, body, key) {
  const mine = myTable();
  if (!sheet.table || !mine || mine.id !== sheet.table.id || !mine.token) return null;
  const ids = sheet.table.player_ids;
  const idOf = (name) => ids[sheet.players.findIndex((p) => p.name === name)];
  const sheetBody = { ...body, players: ids };
  if (body.teams) sheetBody.teams = body.teams.map((team) => team.map(idOf));
  const { data } = await api.createTableSheet(mine.id, mine.token, sheetBody, key);
  readTable(mine.id).catch(() => {});
  return data;
}
