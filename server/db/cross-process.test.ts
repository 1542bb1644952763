import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { tempDirsPerTest } from "../../testing/temp-dir.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-db.ts";
import { claimSqlite, type DbHandle, openDatabase } from "./client.ts";
import { writesChannel } from "./cross-process.ts";
import { WriteTracker } from "./write-tracker.ts";

const row = (key: string) => ({ key, value: "1", updated_at: "2026-01-01T00:00:00.000Z" });

/** Resolves once `check` holds, polling every 10 ms; fails after `ms`. */
async function eventually(check: () => boolean, ms = 1000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the write tracker while deaf", () => {
  it("moves on every read while other processes' news cannot be heard, and once when it can again", () => {
    const tracker = new WriteTracker();
    const start = tracker.version;
    expect(tracker.version).toBe(start);
    tracker.deaf = true;
    const a = tracker.version;
    expect(tracker.version).not.toBe(a);
    tracker.deaf = false;
    const b = tracker.version;
    expect(tracker.version).toBe(b);
    expect(b).toBeGreaterThan(a);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("changes heard across processes (postgres)", () => {
  let test: TestDatabase | undefined;
  const others: DbHandle[] = [];
  afterEach(async () => {
    for (const handle of others.splice(0)) await handle.close();
    await test?.dispose();
    test = undefined;
  });

  /** A second "process" on the same database and schema, listening as a server does. */
  async function server(): Promise<DbHandle> {
    test ??= await createTestDatabase("postgres");
    const handle = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      dataDir: test.dataDir,
      schema: test.handle.schema!,
      serverProcess: true,
    });
    others.push(handle);
    return handle;
  }

  it("moves the other process's tracker within a second of a commit that changes what is shown", async () => {
    const b = await server();
    const a = test!.handle;
    let version = b.writes.version;
    await a.db.insertInto("settings").values(row("outside-a-transaction")).execute();
    await eventually(() => b.writes.version > version);
    version = b.writes.version;
    await a.db.transaction().execute(async (trx) => {
      await trx.insertInto("settings").values(row("in-a-transaction")).execute();
      // Not before the commit.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(b.writes.version).toBe(version);
    });
    await eventually(() => b.writes.version > version);
    expect(b.listener!.heard).toBe(2);
  });

  it("stays quiet for rolled-back changes, unshown tables and its own writes", async () => {
    const b = await server();
    const a = test!.handle;
    await a.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("settings").values(row("rolled-back")).execute();
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await a.db
      .insertInto("cart_sessions")
      .values({ session_id: "s".repeat(43), created_at: "x", updated_at: "x" })
      .execute();
    await b.db.insertInto("settings").values(row("its-own")).execute();
    // A last, shown change from A: once it is heard, everything before it has been too.
    await a.db.insertInto("settings").values(row("marker")).execute();
    await eventually(() => b.listener!.heard === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.listener!.heard).toBe(1);
  });

  it("caches nothing while its listening connection is down, and hears again once it is back", async () => {
    const b = await server();
    const a = test!.handle;
    // End B's listening connection, as a restart of the database or a network fault would.
    const listen = `listen "${writesChannel(b.schema)}"`;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${listen}`.execute(
      a.db,
    );
    await eventually(() => b.writes.deaf);
    const deafVersion = b.writes.version;
    expect(b.writes.version).not.toBe(deafVersion);
    await eventually(() => !b.writes.deaf, 5000);
    const version = b.writes.version;
    expect(b.writes.version).toBe(version);
    await a.db.insertInto("settings").values(row("after-reconnecting")).execute();
    await eventually(() => b.writes.version > version);
  });
});

describe("one server process per SQLite file", () => {
  const folder = tempDirsPerTest("easel-claim-");

  it("refuses a second server on the same file with a clear message, and frees it on close", async () => {
    const dataDir = folder();
    const first = await openDatabase({ dataDir, serverProcess: true });
    // Another process's claim: this test's parent process is alive and is not us.
    writeFileSync(path.join(dataDir, "easel.db.pid"), `${process.ppid}\n`);
    await expect(openDatabase({ dataDir, serverProcess: true })).rejects.toThrow(
      /Another Easel server \(process \d+\) is using .*easel\.db\. SQLite serves one process at a time.*PostgreSQL \(DATABASE_URL\)/,
    );
    // Scripts (a backup) may still read it.
    const script = await openDatabase({ dataDir });
    await script.close();
    writeFileSync(path.join(dataDir, "easel.db.pid"), `${process.pid}\n`);
    await first.close();
    expect(existsSync(path.join(dataDir, "easel.db.pid"))).toBe(false);
    const again = await openDatabase({ dataDir, serverProcess: true });
    await again.close();
  });

  it("takes over a claim left by a server that is gone", () => {
    const dataDir = folder();
    const file = path.join(dataDir, "easel.db");
    writeFileSync(`${file}.pid`, "999999999\n");
    const release = claimSqlite(file);
    release();
    expect(existsSync(`${file}.pid`)).toBe(false);
  });
});
