import type { Server } from "node:http";
import type { ServerType } from "@hono/node-server";
import { stdoutLog } from "./log-output.ts";
import type { Logger } from "./logger.ts";

/** How long in-flight requests may take to finish on SIGTERM before they are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How long the last log lines may take to reach a slow reader before the process exits anyway. */
export const LOG_FLUSH_MS = 1000;

/**
 * Stops accepting connections, lets in-flight requests finish (up to `graceMs`, then cuts the
 * rest), then runs `onDrained` (closing the database). Resolves when everything is closed.
 */
export function drainAndClose(
  serverLike: ServerType,
  options: { graceMs: number; onDrained: () => Promise<void> },
): Promise<void> {
  const server = serverLike as Server;
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), options.graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      options.onDrained().then(resolve, reject);
    });
    // Keep-alive sockets with no request in flight would hold close() open: end them now.
    server.closeIdleConnections();
  });
}

const stoppingNow = new Set<() => void>();

/**
 * Work to end as soon as a stop begins rather than at the process's exit (a child process still
 * writing into the data folder, for one): up to a second of flushing and the drain's grace would
 * let it go on. Returns the way to take it back.
 */
export function endWhenStopping(stop: () => void): () => void {
  stoppingNow.add(stop);
  return () => stoppingNow.delete(stop);
}

/**
 * On SIGTERM or SIGINT: ends what endWhenStopping holds, drains (drainAndClose), flushes the log for at most a second, and exits
 * with 0 (1 when closing failed). Nothing here waits on the log's reader: a reader that stopped
 * reading, or is gone, cannot hold the process past `graceMs` and that second.
 */
export function exitOnSignals(
  server: ServerType,
  options: { graceMs: number; logger: Logger; onDrained: () => Promise<void> },
): void {
  const { logger } = options;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests");
    for (const stop of stoppingNow) stop();
    stoppingNow.clear();
    drainAndClose(server, options)
      .then(
        () => {
          logger.info("stopped");
          return 0;
        },
        (error: unknown) => {
          logger.error({ err: error }, "unclean shutdown");
          return 1;
        },
      )
      .then(async (code) => {
        await stdoutLog().flush(LOG_FLUSH_MS);
        process.exit(code);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
