/**
 * A log that cannot stop the shop: a real server process logging every request to a
 * standard output that nobody reads, or whose reader is gone, keeps answering, and still stops on
 * SIGTERM within its limit. Before, pino's SonicBoom kept every unwritten line in memory and at
 * exit retried its synchronous flush forever (a futex wait), so SIGTERM never ended the process.
 * Logging does not depend on the database engine, so this runs on SQLite only.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, sigtermExit, startServerProcess } from "../testing/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-db.ts";

const REQUESTS = 2000;
/** A few at a time, as browsers do, so that lines are written faster than nobody reads them. */
const PARALLEL = 8;

describe("a blocked log", () => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    return () => database.dispose();
  });
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });

  /** Sends REQUESTS requests; every one must be answered 200. */
  async function hammer(baseUrl: string) {
    let next = 0;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < REQUESTS) {
          next++;
          const response = await fetch(`${baseUrl}/api/products?page=${next}`);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: REQUESTS });
  }

  /** SIGTERM ends it with 0 within the drain's grace and the log's flush. */
  async function expectStopsOnSigterm(process: ServerProcess) {
    const started = performance.now();
    expect(await sigtermExit(process), process.stderr).toBe(0);
    return performance.now() - started;
  }

  it(`answers ${REQUESTS} requests with standard output a pipe nobody reads, then stops on SIGTERM`, async () => {
    server = await startServerProcess(
      database,
      { EASEL_TEST_LOG_LEVEL: "info" },
      { stdout: "unread" },
    );
    await hammer(server.baseUrl);
    const took = await expectStopsOnSigterm(server);
    console.info(`blocked log: stopped ${Math.round(took)} ms after SIGTERM`);
  }, 120_000);

  it(`answers ${REQUESTS} requests after its standard output's reader is gone, then stops on SIGTERM`, async () => {
    server = await startServerProcess(
      database,
      { EASEL_TEST_LOG_LEVEL: "info" },
      { stdout: "closed" },
    );
    await hammer(server.baseUrl);
    await expectStopsOnSigterm(server);
  }, 120_000);
});
