/**
 * Visits counted by a real server process are written on a clean stop (SIGTERM), before their
 * batch was due: none is lost. On both engines.
 */
import { get } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, sigtermExit, startServerProcess } from "../testing/server-process.ts";
import { createTestDatabase, DB_KINDS, type TestDatabase } from "../testing/test-db.ts";

const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
};

/**
 * A browser's navigation, by node:http: fetch() would send its own `Sec-Fetch-Mode: cors`, which
 * is no navigation (such a view waits to see its client load the page's files).
 */
function browse(url: string, address: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { ...BROWSER, "x-forwarded-for": address } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    }).on("error", reject);
  });
}

describe.each(DB_KINDS)("counted visits on a clean stop (%s)", (kind) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    await database?.dispose();
    server = undefined;
    database = undefined;
  });

  it("writes the views still waiting when the server is stopped", async () => {
    database = await createTestDatabase(kind);
    server = await startServerProcess(database, { EASEL_TEST_PAGES: "1" });
    for (const [path, address] of [
      ["/", "203.0.113.1"],
      ["/shop?utm_source=instagram", "203.0.113.2"],
    ] as const) {
      expect(await browse(`${server.baseUrl}${path}`, address)).toBe(200);
    }
    expect(await sigtermExit(server), server.stderr).toBe(0);
    const rows = await database.handle.db
      .selectFrom("stats_views")
      .select(["path", "source"])
      .orderBy("path")
      .execute();
    expect(rows).toEqual([
      { path: "/", source: "direct" },
      { path: "/shop", source: "instagram" },
    ]);
  });
});
