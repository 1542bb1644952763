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
 * Runs `job` soon after start (`firstAfterMs`) and then every `everyMs`. Runs never overlap in a
 * process, and with `db` only one process runs each period (`claimRun`): several server processes
 * on PostgreSQL do the work once. A failed run is logged under `name`; the next one tries again.
 * Returns the stop.
 */
export function every(options: {
  name: string;
  everyMs: number;
  firstAfterMs?: number;
  logger: Logger;
  db?: Kysely<Database>;
  job: () => Promise<void>;
}): () => void {
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
