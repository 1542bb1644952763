/**
 * Statistics (PRODUCT.md §6): visits counted without cookies, their roll-up, the figures for a
 * range, and the source of the visit behind each order. A thin index of stats-counter.ts (memory,
 * batched writes), stats-store.ts (salt, rows, roll-up) and stats-read.ts (the figures).
 */
import type { Kysely } from "kysely";
import { dayOf, statsRange } from "#core/stats-range.ts";
import type { Clock } from "../clock.ts";
import type { RelaxedTransaction } from "../db/relaxed-transaction.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { every, type JobContext } from "./schedule.ts";
import { createStatsCounter } from "./stats-counter.ts";
import { readStats, type StatsFilter } from "./stats-read.ts";
import { rollUp } from "./stats-store.ts";

export type { Stats, StatsFilter } from "./stats-read.ts";

/** The key a client is counted by: its address group and user agent (never stored). */
export const visitKey = (group: string, userAgent: string) => `${group}\n${userAgent}`;

export function createStats(deps: {
  db: Kysely<Database>;
  relaxed: RelaxedTransaction;
  clock: Clock;
  logger: Logger;
}) {
  const { db, clock } = deps;
  const counter = createStatsCounter(deps);
  return {
    counter,
    /** The figures of `from`..`to` (the last 30 days when neither is given); Invalid for a bad range. */
    read(from: string | undefined, to: string | undefined, filter: StatsFilter = {}) {
      return readStats(db, statsRange(from, to, dayOf(clock.now())), filter);
    },
    /** Rolls raw views older than 30 days into daily figures (a background job). */
    rollUp: () => rollUp(db, dayOf(clock.now())),
    /**
     * Records on a new order where its buyer's visit came from (by the client's key, looked up
     * with today's salt); nothing when the visit was not counted (a bot, opted out, the owner).
     */
    async attributeOrder(orderNumber: string, key: string): Promise<void> {
      const visit = await counter.visitOf(key);
      if (!visit) return;
      await db
        .updateTable("orders")
        .set({
          visit_source: visit.source,
          visit_medium: visit.medium || null,
          visit_campaign: visit.campaign || null,
        })
        .where("order_number", "=", orderNumber)
        .where("visit_source", "is", null)
        .execute();
    },
  };
}

export type StatsService = ReturnType<typeof createStats>;

/**
 * The counter's batched writes every few seconds in this process, and the roll-up of views older
 * than 30 days once an hour in one process (`every`). Returns the stop, which writes what waits.
 */
export function scheduleStats(options: JobContext & { stats: StatsService }): () => Promise<void> {
  const { stats, logger, db } = options;
  stats.counter.start();
  const stopRollUp = every({
    name: "stats-roll-up",
    everyMs: 60 * 60_000,
    firstAfterMs: 90_000,
    logger,
    db,
    async job() {
      const days = await stats.rollUp();
      if (days.length > 0) logger.info({ days }, "stats: rolled up");
    },
  });
  return async () => {
    stopRollUp();
    // A database already gone must not keep the process from stopping: the views are only counts.
    await stats.counter
      .stop()
      .catch((error) => logger.error({ err: error }, "stats: last write failed"));
  };
}
