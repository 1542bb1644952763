import type { Notify } from "./notify.ts";
import { every, type JobContext } from "./schedule.ts";

/** How often waits are checked against their items: a notice goes within about this long. */
export const NOTIFY_SWEEP_MS = 60_000;

/**
 * Sweeps the waits every minute, in one process however many share the database (`every` claims
 * each period; the sweep's own claim of each row would hold even without it). Returns the stop.
 */
export function scheduleNotices(
  options: JobContext & { notify: Pick<Notify, "sweep"> },
): () => void {
  const { notify, logger, db } = options;
  return every({
    name: "notify",
    everyMs: NOTIFY_SWEEP_MS,
    firstAfterMs: 20_000,
    logger,
    db,
    async job() {
      const done = await notify.sweep();
      if (done.expired > 0 || done.notified > 0) logger.info(done, "notify: swept");
    },
  });
}
