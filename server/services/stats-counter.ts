/**
 * Counting page views without cookies (PRODUCT.md §6, Statistics). The page handler hands each
 * counted document request to `view`, which only appends it to a list in memory; every few
 * seconds `flush` decides what was a person, hashes each visitor with the day's salt and writes
 * the views in one batch. Nothing is kept in the browser, and the address and user agent never
 * reach the database: only the hash, which changes with the salt every day.
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import { dayNumber, dayOf } from "#core/stats-range.ts";
import { trimTrailingSlashes } from "#core/url-path.ts";
import { DEVICE_CODES, deviceKind, type VisitSource, visitSource } from "#core/visit-source.ts";
import type { Clock } from "../clock.ts";
import type { RelaxedTransaction } from "../db/relaxed-transaction.ts";
import type { Database, StatsViewsTable } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { insertViews, saltOf } from "./stats-store.ts";

/** A document request as the page handler saw it; `key` (address group and user agent) stays in memory. */
export interface RawView {
  at: number;
  /** The client's address group and user agent, joined: what the visitor's hash is made of. */
  key: string;
  userAgent: string;
  /** The address asked for, whole. */
  url: string;
  referrer: string | null;
  /** The origin the visitor used: a referrer from it is the site's own page. */
  origin: string;
  /** The browser said it is a navigation (`Sec-Fetch-Mode: navigate`): no need to see it load files. */
  navigate: boolean;
}

/** What a day keeps in memory, each bounded, so a flood of fake clients cannot grow it. */
interface DayState {
  salt: string;
  /** Each visitor's first source and device. */
  visits: Map<number, VisitSource & { device: string }>;
  /** The distinct paths, sources, mediums and campaigns written that day. */
  keys: Record<"path" | "source" | "medium" | "campaign", Set<string>>;
}

export const LIMITS = {
  /** Views waiting for the next write; beyond, views are dropped (and logged). */
  pending: 50_000,
  /** Visitors a day remembered for their entry page and source; beyond, each view is its own visit. */
  visits: 100_000,
  /** Distinct values of each of page, source, medium and campaign a day; the rest count as "(other)". */
  keys: 1_000,
  /** How long a view without navigation headers waits to see its client load the page's files. */
  holdMs: 30_000,
} as const;

export const OTHER = "(other)";
const MAX_PATH = 120;

/** 48 bits of the hash: a safe integer in both engines, and one in 10^5 odds of two of 100,000 visitors a day sharing one. */
const hashOf = (salt: string, key: string) =>
  createHash("sha256").update(salt).update("\n").update(key).digest().readUIntBE(0, 6);

/** The page a path counts as: no trailing slash, at most 120 characters. */
export function countedPath(pathname: string): string {
  return (trimTrailingSlashes(pathname) || "/").slice(0, MAX_PATH);
}

const sourceOf = (view: RawView) =>
  visitSource(new URL(view.url), view.referrer, new URL(view.origin).host);

export function createStatsCounter(deps: {
  db: Kysely<Database>;
  relaxed: RelaxedTransaction;
  clock: Clock;
  logger: Logger;
}) {
  const { db, relaxed, clock, logger } = deps;
  let pending: RawView[] = [];
  let unconfirmed = 0;
  let dropped = 0;
  /** Clients (by key) that loaded one of the pages' files lately, and when. */
  const loaders = new Map<string, number>();
  const days = new Map<string, Promise<DayState>>();
  let writing: Promise<void> = Promise.resolve();

  function dayState(day: string): Promise<DayState> {
    let state = days.get(day);
    if (!state) {
      state = saltOf(db, day).then((salt) => ({
        salt,
        visits: new Map(),
        keys: { path: new Set(), source: new Set(), medium: new Set(), campaign: new Set() },
      }));
      state.catch(() => days.delete(day));
      days.set(day, state);
      // Only today and yesterday (views from just before midnight) are kept.
      for (const known of days.keys())
        if (known < dayOf(Date.parse(day) - 86_400_000)) days.delete(known);
    }
    return state;
  }

  /** A value of a bounded dimension, or "(other)" once the day has seen enough distinct ones. */
  function capped(state: DayState, dimension: keyof DayState["keys"], value: string): string {
    const seen = state.keys[dimension];
    if (seen.has(value)) return value;
    if (seen.size >= LIMITS.keys) return OTHER;
    seen.add(value);
    return value;
  }

  /**
   * What one write works out once per distinct value rather than once per view: a burst of views
   * mostly repeats a few user agents, clients and addresses. Dropped after the write.
   */
  function batchCaches() {
    const memo = <V>(work: (key: string) => V) => {
      const seen = new Map<string, V>();
      return (key: string) => {
        let value = seen.get(key);
        if (value === undefined && !seen.has(key)) {
          value = work(key);
          seen.set(key, value);
        }
        return value as V;
      };
    };
    return {
      bot: memo((userAgent) => !userAgent || isbot(userAgent)),
      device: memo((userAgent) => DEVICE_CODES[deviceKind(userAgent)]),
      path: memo((url) => countedPath(new URL(url).pathname)),
    };
  }

  function rowOf(
    view: RawView,
    state: DayState,
    dayCount: number,
    caches: ReturnType<typeof batchCaches>,
    hashes: Map<string, number>,
  ): StatsViewsTable {
    let visitor = hashes.get(view.key);
    if (visitor === undefined) {
      visitor = hashOf(state.salt, view.key);
      hashes.set(view.key, visitor);
    }
    let visit = state.visits.get(visitor);
    const entry = visit === undefined;
    if (!visit) {
      const source = sourceOf(view);
      visit = {
        source: capped(state, "source", source.source),
        medium: capped(state, "medium", source.medium),
        campaign: capped(state, "campaign", source.campaign),
        device: caches.device(view.userAgent),
      };
      if (state.visits.size < LIMITS.visits) state.visits.set(visitor, visit);
    }
    return {
      day: dayCount,
      visitor,
      path: capped(state, "path", caches.path(view.url)),
      entry: entry ? 1 : 0,
      source: visit.source,
      medium: visit.medium,
      campaign: visit.campaign,
      device: visit.device,
    };
  }

  /** Takes the waiting views: those of people are written; those still unproven wait a little. */
  async function write(): Promise<void> {
    const now = clock.now().getTime();
    const taken = pending;
    pending = [];
    unconfirmed = 0;
    const caches = batchCaches();
    const byDay = new Map<string, RawView[]>();
    for (const view of taken) {
      if (caches.bot(view.userAgent)) continue;
      if (!view.navigate && !loaders.has(view.key)) {
        // Never loaded the page's files (yet): a script, not a browser, unless it does soon.
        if (now - view.at < LIMITS.holdMs) {
          pending.push(view);
          unconfirmed++;
        }
        continue;
      }
      const day = dayOf(view.at);
      const views = byDay.get(day);
      if (views) views.push(view);
      else byDay.set(day, [view]);
    }
    for (const [key, at] of loaders) if (now - at > LIMITS.holdMs) loaders.delete(key);
    const rows: StatsViewsTable[] = [];
    for (const [day, views] of byDay) {
      const state = await dayState(day);
      const dayCount = dayNumber(day);
      const hashes = new Map<string, number>();
      for (const view of views) rows.push(rowOf(view, state, dayCount, caches, hashes));
    }
    // One commit a batch, not waiting for the disk: counts are cheap to lose to a power cut.
    if (rows.length > 0) await relaxed((trx) => insertViews(trx, rows));
    if (dropped > 0) {
      logger.warn({ dropped }, "stats: views dropped, more were waiting than the limit");
      dropped = 0;
    }
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    /** Counts one document request (the page handler has already left out the owner, opt-outs and errors). */
    view(view: RawView): void {
      if (pending.length >= LIMITS.pending) {
        dropped++;
        return;
      }
      pending.push(view);
      if (!view.navigate) unconfirmed++;
    },

    /** Whether a view waits to see its client load a file (so file requests are worth noting). */
    get waiting(): boolean {
      return unconfirmed > 0;
    },

    /** A client loaded one of the pages' files (`/assets/…`, `/media/…`): its views are a browser's. */
    fileLoaded(key: string): void {
      // Bounded like the views waiting: a flood of file requests from made-up clients stops here.
      if (loaders.size >= LIMITS.pending && !loaders.has(key)) return;
      loaders.set(key, clock.now().getTime());
    },

    /** Writes what is waiting, one write at a time. */
    flush(): Promise<void> {
      writing = writing.then(write, write);
      return writing;
    },

    /**
     * Where the visit of `key` (address group and user agent) came from today: what its first
     * counted view said, looked up by today's hash in memory, then in the database (another
     * process may have counted it), then among the views still waiting. Null: not counted today.
     */
    async visitOf(key: string): Promise<VisitSource | null> {
      const now = clock.now().getTime();
      const day = dayOf(now);
      const state = await dayState(day);
      const visitor = hashOf(state.salt, key);
      const known = state.visits.get(visitor);
      if (known) return { source: known.source, medium: known.medium, campaign: known.campaign };
      const row = await db
        .selectFrom("stats_views")
        .select(["source", "medium", "campaign"])
        .where("day", "=", dayNumber(day))
        .where("visitor", "=", visitor)
        .where("entry", "=", 1)
        .limit(1)
        .executeTakeFirst();
      if (row) return row;
      const waiting = pending.find((view) => view.key === key && dayOf(view.at) === day);
      return waiting ? sourceOf(waiting) : null;
    },

    /** Writes every `everyMs` (a few seconds) until `stop`. */
    start(everyMs = 5_000): void {
      if (timer) return;
      timer = setInterval(() => {
        void this.flush().catch((error) => logger.error({ err: error }, "stats: write failed"));
      }, everyMs);
      timer.unref();
    },

    /** Stops the timer and writes what is waiting: no view of a person is lost on a clean stop. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await this.flush();
    },
  };
}

export type StatsCounter = ReturnType<typeof createStatsCounter>;
