import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createReadCache } from "../services/read-cache.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestDatabase } from "../testing/use-test-app.ts";

describe.each(DB_KINDS)("write tracker and read cache (%s)", (kind) => {
  const t = useTestDatabase(kind);
  const row = { key: "k", value: "1", updated_at: "2026-01-01T00:00:00.000Z" };

  it("moves on writes and commits, not on reads", async () => {
    const { db, writes } = t.handle;
    const start = writes.version;
    await db.selectFrom("settings").selectAll().execute();
    await sql`select 1`.execute(db).catch(() => undefined);
    const afterReads = writes.version;
    expect(afterReads - start).toBeLessThanOrEqual(1); // a raw statement counts as a write
    await db.insertInto("settings").values(row).execute();
    expect(writes.version).toBeGreaterThan(afterReads);
    const beforeCommit = writes.version;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("settings").set({ value: "2" }).execute();
    });
    // The statement and the commit each move it.
    expect(writes.version).toBeGreaterThanOrEqual(beforeCommit + 2);
  });

  it("keeps a read until the next change, shares concurrent loads and freezes results", async () => {
    const { db, writes } = t.handle;
    const cache = createReadCache(writes);
    let loads = 0;
    const read = () =>
      cache.get("settings", async () => {
        loads++;
        return db.selectFrom("settings").selectAll().execute();
      });
    const [a, b] = await Promise.all([read(), read()]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => (a as unknown[]).push(1)).toThrow();
    await read();
    expect(loads).toBe(1);
    await db.insertInto("settings").values(row).execute();
    const fresh = await read();
    expect(loads).toBe(2);
    expect(fresh.map((r) => r.key)).toContain("k");
  });

  it("forgets a failed load", async () => {
    const cache = createReadCache(t.handle.writes);
    await expect(cache.get("x", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.get("x", async () => 42)).toBe(42);
  });
});
