import type { Logger } from "../logger.ts";

/**
 * Runs `job` in this process soon after start (`firstAfterMs`) and then every `everyMs`. Runs never
 * overlap; a failed one is logged under `name` and the next one tries again. Returns the stop.
 */
export function every(options: {
  name: string;
  everyMs: number;
  firstAfterMs?: number;
  logger: Logger;
  job: () => Promise<void>;
}): () => void {
  const { name, everyMs, firstAfterMs = 10_000, logger, job } = options;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
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
