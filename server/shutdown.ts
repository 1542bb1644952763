import type { Server } from "node:http";
import type { ServerType } from "@hono/node-server";

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
