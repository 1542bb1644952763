import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres } from "rate-limiter-flexible";
import type { DbHandle } from "../db/client.ts";
import { type LimiterFactory, memoryLimiters } from "./sign-in-throttle.ts";

/** The table the PostgreSQL store keeps its counts in (migration 014). */
export const RATE_LIMITS_TABLE = "rate_limits";

/**
 * Where the rate limits (sign-in, contact, orders, new carts, look-ups) keep their counts: with
 * PostgreSQL, in the database (rate-limiter-flexible's PostgreSQL store), so several server
 * processes share them and N processes do not allow N times the limit; with SQLite (one process)
 * in memory. Should the database not answer, a count in memory stands in (the store's insurance),
 * so a limit is never simply dropped.
 */
export function limiterFactory(database: Pick<DbHandle, "pgPool">): LimiterFactory {
  const pool: pg.Pool | undefined = database.pgPool;
  if (!pool) return memoryLimiters;
  return (options) =>
    new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: "pool",
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true, // by the migration, so the schema stays ours
      clearExpiredByTimeout: false, // housekeeping deletes old counts
      insuranceLimiter: new RateLimiterMemory(options),
    });
}
