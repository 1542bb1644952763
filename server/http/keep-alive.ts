import type { Server } from "node:http";
import type { ServerType } from "@hono/node-server";

/**
 * How long an idle keep-alive connection is kept. Node's default, 5 s, is shorter than
 * what proxies reuse an idle connection after (Caddy, in front in docs/DEPLOY.md: 2 minutes; nginx's
 * upstream keep-alive and the cloud load balancers: 60 s), so a proxy's request could meet a
 * connection the server had just closed, a 502 for the visitor. And when the process is held up
 * for a few seconds (a starved CPU), Node's timers run before it reads its sockets: a request sent
 * in time was found unread on a connection whose idle timer had run out, and the close became a
 * reset (the soak's ECONNRESET). Above Caddy's 2 minutes, only a process held up that long can
 * meet that. Idle connections cost a few kilobytes each and are ended at once on SIGTERM
 * (server/shutdown.ts).
 */
export const KEEP_ALIVE_MS = 125_000;

/** Applies the keep-alive to a server that `serve` made (production and the test server alike). */
export function keepConnections(serverLike: ServerType): void {
  const server = serverLike as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
}
