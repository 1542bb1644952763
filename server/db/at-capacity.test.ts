/**
 * A PostgreSQL server with no connection slot left (SQLSTATE 53300, "sorry, too many clients
 * already"), as a server shared with other clients reaches when they hold its connections: the
 * load test once met ten 500s of `GET /api/search` on a busy machine, whose catalogue reads need
 * several connections at once. A request that cannot get one is told to try again (503 with
 * Retry-After); the database is full, not away, so the next request once a slot is free is served.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct } from "../../testing/fixtures.ts";
import {
  type OwnPostgres,
  ownPostgresMissing,
  startOwnPostgres,
} from "../../testing/own-postgres.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createTestDatabase, DB_KINDS } from "../../testing/test-db.ts";
import { UNAVAILABLE_MESSAGE } from "./availability.ts";
import { openDatabase } from "./client.ts";

const missing = DB_KINDS.includes("postgres") ? ownPostgresMissing() : undefined;
if (missing && process.env.CI === "true") throw new Error(`connection limit: ${missing}`);
if (missing) console.info(`connection limit: skipped (${missing})`);

describe.skipIf(!DB_KINDS.includes("postgres") || missing)(
  "PostgreSQL at its connection limit",
  () => {
    let server: OwnPostgres;
    let t: TestApp;
    const hogs: pg.Client[] = [];

    beforeAll(async () => {
      server = await startOwnPostgres({
        max_connections: "8",
        superuser_reserved_connections: "0",
      });
      const prepared = await createTestDatabase("postgres", { databaseUrl: server.url });
      await addProduct(prepared.handle.db, {
        name: "Fox coaster",
        category: "coasters",
        price: 400,
      });
      // The app's pool starts empty, so its reads must make connections of their own.
      await prepared.handle.close();
      const handle = await openDatabase({
        databaseUrl: server.url,
        dataDir: prepared.dataDir,
        schema: prepared.handle.schema!,
      });
      const dispose = async () => {
        await handle.close();
        await prepared.dispose();
      };
      t = await createTestApp("postgres", {}, { ...prepared, handle, dispose });
    }, 60_000);
    afterAll(async () => {
      await Promise.all(hogs.map((client) => client.end()));
      await t?.dispose();
      await server?.dispose();
    });

    it("answers 503 with Retry-After while no connection can be made, and serves the next request once one can", async () => {
      // Other clients take every slot left.
      let refusal: unknown;
      while (!refusal && hogs.length < 20) {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect().then(
          () => hogs.push(client),
          (error) => (refusal = error),
        );
      }
      expect((refusal as { code?: string }).code).toBe("53300");

      const full = await t.request("/api/search?q=fox");
      expect(full.status).toBe(503);
      expect(full.headers.get("retry-after")).toBe("5");
      expect(((await full.json()) as { message: string }).message).toBe(UNAVAILABLE_MESSAGE);

      await Promise.all(hogs.splice(0).map((client) => client.end()));
      const served = await t.request("/api/search?q=fox");
      expect(served.status).toBe(200);
      expect(((await served.json()) as Array<{ title: string }>).map((r) => r.title)).toEqual([
        "Fox coaster",
      ]);
    });
  },
);
