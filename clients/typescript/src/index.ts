// A thin layer over openapi-fetch, typed by src/schema.d.ts (generated from openapi.yaml by
// `make client-ts`): typed errors from problem+json, retries after Retry-After, one
// Idempotency-Key a logical write, actions from legal_actions, streams resumed with Last-Event-ID.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
export type View = Schemas["RackOViewOut"] | Schemas["SuperViewOut"];
export type Table = Schemas["RackOTableOut"] | Schemas["SuperTableOut"];
export type Action = NonNullable<paths["/v1/games/{game_id}/actions"]["post"]["requestBody"]>["content"]["application/json"];
export type GameForm = Schemas["RackOGameIn"] | Schemas["SuperGameIn"];
export type GameCreated = Schemas["GameCreatedOut"];
export type Joined = Schemas["JoinedOut"];
export type GameEvent = Schemas["EventsOut"]["events"][number];
export type SheetForm = Schemas["SheetIn"];
export type RoundForm = Schemas["RoundIn"] | Schemas["WonRoundIn"];
export type SheetEvent = Schemas["SheetEventOut"];
export type SheetRead = Schemas["SheetOut"];
export type Advice = Schemas["GameAdviceOut"] | Schemas["SuperGameAdviceOut"];
export type Problem = Schemas["Problem"];

/** An answer that is not a success, as its problem+json states it. */
export class RackoError extends Error {
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly rule: string | undefined;
  readonly errors: { field: string; message: string; rule?: string | null }[];
  readonly errorsNotListed: number; // faults found beyond those `errors` lists
  constructor(readonly status: number, problem: Partial<Problem>, readonly retryAfter?: number) {
    super(`${status} ${problem.title ?? ""}: ${problem.detail ?? ""}`);
    this.type = problem.type ?? "about:blank";
    this.title = problem.title ?? "";
    this.detail = problem.detail ?? undefined;
    this.rule = problem.rule ?? undefined;
    this.errors = (problem.errors ?? []) as RackoError["errors"];
    this.errorsNotListed = problem.errors_not_listed ?? 0;
  }
}

export interface Retrying {
  attempts: number; // in all
  longestWait: number; // seconds: a longer Retry-After is thrown instead
  sleep: (seconds: number) => Promise<void>;
}

const AGAIN = new Set([429, 503]);
const pause = (seconds: number) => new Promise<void>((done) => setTimeout(done, seconds * 1000));

function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get("Retry-After"));
  return Number.isFinite(value) && response.headers.has("Retry-After") ? Math.max(0, value) : undefined;
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** Send `call` until it succeeds: a 429 or 503 after its Retry-After, a lost answer again
 * (a write with the same key, which `call` is given: the caller's, else a fresh one). */
async function run<T>(retrying: Retrying, call: (key: string) => Promise<Answer<T>>,
                      key: string = crypto.randomUUID()): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let answer: Answer<T>;
    try {
      answer = await call(key);
    } catch (lost) {
      // no answer came: it may or may not have been done, so send the same again
      if (attempt >= retrying.attempts) throw lost;
      await retrying.sleep(Math.min(retrying.longestWait, 0.25 * 2 ** attempt));
      continue;
    }
    const { data, error, response } = answer;
    if (response.ok && data !== undefined) return data;
    const problem = (error ?? {}) as Partial<Problem>;
    const wait = retryAfter(response);
    const failed = new RackoError(response.status, problem, wait);
    if (!AGAIN.has(response.status) || attempt >= retrying.attempts || (wait ?? 1) > retrying.longestWait) {
      throw failed;
    }
    await retrying.sleep(wait ?? 1);
  }
}

/** The events of a stream after number `after`, resumed with Last-Event-ID after a drop or a
 * stream the server closed; it ends after an event `last` says is final, or on a 204. */
async function* follow<E>(url: string, headers: Record<string, string>, after: number,
                          last: (event: E) => boolean, retrying: Retrying): AsyncGenerator<E> {
  let failures = 0;
  for (;;) {
    try {
      const response = await fetch(url, {
        headers: { ...headers, Accept: "text/event-stream", "Last-Event-ID": String(after) },
      });
      if (response.status === 204) return;
      if (!response.ok || !response.body) {
        const failed = new RackoError(response.status, (await response.json()) as Problem, retryAfter(response));
        if (!AGAIN.has(response.status) || ++failures > retrying.attempts) throw failed;
        await retrying.sleep(failed.retryAfter ?? 1);
        continue;
      }
      const decoder = new TextDecoder();
      let pending = "";
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        pending += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = pending.indexOf("\n\n")) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const id = /^id: ?(\d+)$/m.exec(block);
          const data = block.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trimStart());
          if (!id || data.length === 0) continue;
          const event = JSON.parse(data.join("\n")) as E;
          after = Number(id[1]);
          failures = 0;
          yield event;
          if (last(event)) return;
        }
      }
    } catch (lost) {
      if (lost instanceof RackoError || ++failures > retrying.attempts) throw lost;
      await retrying.sleep(Math.min(30, 0.25 * 2 ** failures));
    }
  }
}

/** One seat of one game, played with the seat's token; `view` is the latest view read. */
export class Game {
  view: View | undefined;
  created: GameCreated | undefined;
  joined: Joined | undefined;
  constructor(private readonly api: Racko, readonly id: string, readonly token: string) {}

  private get auth() {
    return { Authorization: `Bearer ${this.token}` };
  }

  /** The seat's view now: rack, turn, version and legal_actions. */
  async read(): Promise<View> {
    this.view = await run(this.api.retrying, () => this.api.http.GET("/v1/games/{game_id}/view", {
      params: { path: { game_id: this.id } }, headers: this.auth,
    }));
    return this.view;
  }

  async table(): Promise<Table> {
    return run(this.api.retrying, () => this.api.http.GET("/v1/games/{game_id}", {
      params: { path: { game_id: this.id } },
    }));
  }

  /** What the advisor would play in this seat now; its `action` goes straight to `play`. */
  async advice(): Promise<Advice> {
    return run(this.api.retrying, () => this.api.http.GET("/v1/games/{game_id}/advice", {
      params: { path: { game_id: this.id } }, headers: this.auth,
    }));
  }

  /** The seat's own random text for the deals; once a seat. */
  async contribute(text: string = crypto.randomUUID()) {
    return run(this.api.retrying, (key) => this.api.http.POST("/v1/games/{game_id}/contribution", {
      params: { path: { game_id: this.id }, header: { "Idempotency-Key": key } },
      headers: this.auth, body: { contribution: text },
    }));
  }

  /** Play one of the view's legal actions (If-Match: that view's version); the answer, the
   * seat's new view, becomes `view`. */
  async play(action: Action): Promise<View> {
    const version = this.view ? `"${this.view.version}"` : undefined;
    this.view = await run(this.api.retrying, (key) => this.api.http.POST("/v1/games/{game_id}/actions", {
      params: { path: { game_id: this.id }, header: { "Idempotency-Key": key, ...(version ? { "If-Match": version } : {}) } },
      headers: this.auth, body: action,
    }));
    return this.view;
  }

  /** This seat's events after number `after` as they happen, each with `version` and `turn`. */
  events(after = 0): AsyncGenerator<GameEvent> {
    return follow<GameEvent>(`${this.api.baseUrl}/v1/games/${this.id}/events`, this.auth, after,
                             (event) => event.type === "game_over", this.api.retrying);
  }
}

/** A scoresheet, changed with its edit token. */
export class Sheet {
  created: Schemas["SheetCreatedOut"] | undefined;
  constructor(private readonly api: Racko, readonly id: string, readonly token: string) {}

  /** The sheet as JSON: totals, rounds, leaders, winner. (The same URL answers its CSV form to
   * Accept: text/csv, which the generated types add as a string: asked for JSON, it is not.) */
  async read(): Promise<SheetRead> {
    return run(this.api.retrying, async () => (await this.api.http.GET("/v1/scoresheets/{sheet_id}", {
      params: { path: { sheet_id: this.id } }, headers: { Accept: "application/json" },
    })) as Answer<SheetRead>);
  }

  /** Add a round, counted once however often it is sent again. `key`, the round's own
   * Idempotency-Key (a random UUID), is for a round kept until the server confirms it: sent
   * again later with it, it is replayed. */
  async addRound(round: RoundForm, key?: string) {
    return run(this.api.retrying, (sent) => this.api.http.POST("/v1/scoresheets/{sheet_id}/rounds", {
      params: { path: { sheet_id: this.id }, header: { "Idempotency-Key": sent } },
      headers: { Authorization: `Bearer ${this.token}` }, body: round,
    }), key);
  }

  events(after = 0): AsyncGenerator<SheetEvent> {
    return follow<SheetEvent>(`${this.api.baseUrl}/v1/scoresheets/${this.id}/events`, {}, after,
                              () => false, this.api.retrying);
  }
}

/** The API at `baseUrl`. */
export class Racko {
  readonly http: ReturnType<typeof createClient<paths>>;
  readonly retrying: Retrying;
  constructor(readonly baseUrl: string, retrying: Partial<Retrying> = {}) {
    this.http = createClient<paths>({ baseUrl });
    this.retrying = { attempts: 5, longestWait: 60, sleep: pause, ...retrying };
  }

  /** Seat a table and play its first person's seat (`game.created` holds the answer). */
  async createGame(form: GameForm): Promise<Game> {
    const created = await run(this.retrying, (key) => this.http.POST("/v1/games", {
      params: { header: { "Idempotency-Key": key } }, body: form,
    }));
    const token = created.seats.find((seat) => typeof seat.token === "string")?.token;
    if (!token) throw new RackoError(500, { title: "no seat token in the answer" });
    const game = this.game(created.id, token);
    game.created = created;
    return game;
  }

  /** Claim the seat a single-use `invitation` (from the game's creator) holds, with the seat's own
   * random text for the deals, and play it (`game.joined` holds the answer). A retried claim
   * replays its answer; a claim already taken is a 409. */
  async join(gameId: string, invitation: string, contribution: string = crypto.randomUUID()): Promise<Game> {
    const joined = await run(this.retrying, (key) => this.http.POST("/v1/games/{game_id}/join", {
      params: { path: { game_id: gameId }, header: { "Idempotency-Key": key } },
      body: { invitation, contribution },
    }));
    const game = this.game(joined.id, joined.token);
    game.joined = joined;
    return game;
  }

  game(id: string, token: string): Game {
    return new Game(this, id, token);
  }

  async createSheet(form: SheetForm): Promise<Sheet> {
    const created = await run(this.retrying, (key) => this.http.POST("/v1/scoresheets", {
      params: { header: { "Idempotency-Key": key } }, body: form,
    }));
    const sheet = new Sheet(this, created.id, created.edit_token);
    sheet.created = created;
    return sheet;
  }

  sheet(id: string, token: string): Sheet {
    return new Sheet(this, id, token);
  }
}
