/**
 * Keep-alive connections (the soak's ECONNRESET). A browser, a proxy (Caddy: 2 minutes
 * idle by default; nginx, a cloud load balancer: 60 s) or undici reuses an idle connection for as
 * long as it thinks the server keeps it. Node's default keeps it 5 s (+1 s): a proxy reusing it at second 7
 * met a closed connection, and a request sent in time to a server whose process was held up for
 * a few seconds (CPU starvation, a long pause) met a reset: when the process runs again, Node's
 * timers run before it reads the socket, so the idle timer closed the connection with the request
 * unread in it, and Linux answers unread data with RST (the soak's shopper saw ECONNRESET on a
 * 2-core machine at load 16). Real server process, real sockets. The transport does not depend on
 * the database engine, so this runs on SQLite only.
 */
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, sigtermExit, startServerProcess } from "../testing/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-db.ts";
import { KEEP_ALIVE_MS } from "./http/keep-alive.ts";

/**
 * How long a connection stays idle, and the process held up, in these tests: past Node's default
 * keep-alive (5 s, plus the 1 s Node adds before closing), well within a proxy's reuse.
 */
const IDLE_MS = 7000;

/** One keep-alive connection, written and read by hand as a proxy would. */
function connection(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket: Socket = connect(Number(port), hostname);
  let received = "";
  let ended: string | undefined;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => {
    received += chunk;
    wake();
  });
  socket.on("error", (error: NodeJS.ErrnoException) => {
    ended = error.code ?? error.message;
    wake();
  });
  socket.on("end", () => {
    ended ??= "closed by the server";
    wake();
  });
  return {
    /** Sends a GET without waiting for its answer. */
    send(path: string) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
    },
    /** The next whole answer's status line and Keep-Alive header, or how the connection ended. */
    async answer(): Promise<{ status: string; keepAlive: string | undefined } | string> {
      for (;;) {
        const head = received.indexOf("\r\n\r\n");
        if (head >= 0) {
          const headers = received.slice(0, head);
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? Number.NaN);
          const chunkedEnd = received.indexOf("\r\n0\r\n\r\n", head);
          const end = Number.isNaN(length)
            ? chunkedEnd >= 0
              ? chunkedEnd + 7
              : -1
            : head + 4 + length;
          if (end >= 0 && received.length >= end) {
            received = received.slice(end);
            return {
              status: headers.split("\r\n")[0]!,
              keepAlive: /\r\nkeep-alive: *([^\r]*)/i.exec(headers)?.[1],
            };
          }
        }
        if (ended) return ended;
        await new Promise<void>((resolve) => {
          const waiter = () => {
            waiters.delete(waiter);
            resolve();
          };
          waiters.add(waiter);
        });
      }
    },
    close: () => socket.destroy(),
  };
}

describe("keep-alive connections", () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startServerProcess(database);
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await database?.dispose();
  });

  it("keeps an idle connection longer than a proxy's idle reuse, and says so", async () => {
    const socket = connection(server.baseUrl);
    socket.send("/api/admin/session");
    const first = await socket.answer();
    expect(first).toMatchObject({ status: "HTTP/1.1 200 OK" });
    // The hint undici and others read; above Caddy's 2 minutes of idle reuse.
    expect(first).toMatchObject({ keepAlive: `timeout=${KEEP_ALIVE_MS / 1000}` });
    expect(KEEP_ALIVE_MS).toBeGreaterThan(120_000);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    socket.send("/api/admin/session");
    expect(await socket.answer()).toMatchObject({ status: "HTTP/1.1 200 OK" });
    socket.close();
  }, 60_000);

  /** A kept connection whose first request was answered. */
  async function answeredConnection() {
    const socket = connection(server.baseUrl);
    socket.send("/api/admin/session");
    expect(await socket.answer()).toMatchObject({ status: "HTTP/1.1 200 OK" });
    return socket;
  }

  it("answers a request sent in time on a kept connection while the process was held up", async () => {
    const socket = await answeredConnection();
    // The process stops (as under CPU starvation), the visitor's next request arrives at once,
    // and the process runs again only after Node's default keep-alive has passed.
    server.child.kill("SIGSTOP");
    try {
      socket.send("/api/admin/session");
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    } finally {
      server.child.kill("SIGCONT");
    }
    expect(await socket.answer()).toMatchObject({ status: "HTTP/1.1 200 OK" });
    socket.close();
  }, 60_000);

  it("still stops on SIGTERM at once with an idle connection kept", async () => {
    const socket = await answeredConnection();
    expect(await sigtermExit(server), server.stderr).toBe(0);
    expect(await socket.answer()).toBe("closed by the server");
  }, 60_000);
});
