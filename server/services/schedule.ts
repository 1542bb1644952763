import type { Kysely } from "kysely";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

/**
 * Claims this period's run of a background job: true for exactly one caller per period, however
 * many processes ask (one conditional upsert; the row lock decides on PostgreSQL). A period counts
 * as over a little early (90 %), so timers that drift apart never skip one.
 */
export async function claimRun(
  db: Kysely<Database>,
  name: string,
  everyMs: number,
  now: Date = new Date(),
): Promise<boolean> {
  const at = nowIso(now);
  const due = nowIso(new Date(now.getTime() - everyMs * 0.9));
  const claimed = await db
    .insertInto("background_jobs")
    .values({ name, last_run_at: at })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ last_run_at: at })
        .where("background_jobs.last_run_at", "<=", due),
    )
    .returning("name")
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * What a background job's schedule is given: the log its failures go to, and the database through
 * which one process of several claims each period (`claimRun`; without it, every process runs it).
 */
export interface JobContext {
  logger: Logger;
  db?: Kysely<Database>;
}

/**
 * Runs `job` soon after start (`firstAfterMs`) and then every `everyMs`. Runs never overlap in a
 * process, and with `db` only one process runs each period (`claimRun`): several server processes
 * on PostgreSQL do the work once. A failed run is logged under `name`; the next one tries again.
 * Returns the stop.
 */
export function every(
  options: JobContext & {
    name: string;
    everyMs: number;
    firstAfterMs?: number;
    job: () => Promise<void>;
  },
): () => void {
  const { name, everyMs, firstAfterMs = 10_000, logger, db, job } = options;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      if (db && !(await claimRun(db, name, everyMs))) return;
      await job();
    } catch (error) {
      logger.error({ err: error }, `${name}: failed`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The next moment after `now` at the time of day `at` ("03:00"), in the server's local time (its
 * TZ). On the day a clock change skips that hour, the Date arithmetic lands an hour off: still
 * that night.
 */
export function nextDailyRun(at: string, now: Date): Date {
  const [hours = 0, minutes = 0] = at.split(":").map(Number);
  const next = new Date(now.getTime());
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/**
 * The check behind `daily`, called with the time: once `at` has come, the first call claims the
 * day's run (`claimRun`, the day as its period: one process of several) and runs `job`; true when
 * this call ran it. A failed run is logged under `name`.
 */
export function dailyCheck(options: {
  name: string;
  at: string;
  logger: Logger;
  db: Kysely<Database>;
  job: () => Promise<void>;
  now?: Date;
}): (now?: Date) => Promise<boolean> {
  const { name, at, logger, db, job } = options;
  let due = nextDailyRun(at, options.now ?? new Date());
  let running = false;
  return async (now = new Date()) => {
    if (running || now.getTime() < due.getTime()) return false;
    running = true;
    due = nextDailyRun(at, now);
    try {
      if (!(await claimRun(db, name, DAY_MS, now))) return false;
      await job();
      return true;
    } catch (error) {
      logger.error({ err: error }, `${name}: failed`);
      return false;
    } finally {
      running = false;
    }
  };
}

/**
 * Runs `job` every day at `at` (the server's local time), in one process however many share the
 * database (`dailyCheck`). Checked once a minute, so a clock changed or a machine woken from sleep
 * runs it at the first minute past. Returns the stop.
 */
export function daily(options: {
  name: string;
  at: string;
  logger: Logger;
  db: Kysely<Database>;
  job: () => Promise<void>;
}): () => void {
  const check = dailyCheck(options);
  const timer = setInterval(() => void check(), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
