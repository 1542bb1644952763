import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { insertedId } from "../../testing/fixtures.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { createReadCache } from "../services/read-cache.ts";
import { writtenTables } from "./write-tracker.ts";

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

  it("moves only for rows of shown tables that changed", async () => {
    const { db, writes } = t.handle;
    const start = writes.version;
    const now = "2026-01-01T00:00:00.000Z";
    // A visitor's cart, a message and an owner session are nobody else's page.
    const cart = await insertedId(db, "cart_sessions", {
      session_id: "s".repeat(32),
      created_at: now,
      updated_at: now,
    });
    await db.updateTable("cart_sessions").set({ updated_at: now }).where("id", "=", cart).execute();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("cart_sessions").where("id", "=", cart).execute();
    });
    expect(writes.version).toBe(start);
    // A statement on a shown table that changes no row (stock not tracked, say) is no change.
    await db.updateTable("products").set({ stock: 1 }).where("id", "=", -1).execute();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("products").set({ stock: 1 }).where("id", "=", -1).execute();
    });
    expect(writes.version).toBe(start);
    // Rows returned stand for rows changed (SQLite gives no count with RETURNING).
    await db.insertInto("settings").values(row).returning("key").execute();
    expect(writes.version).toBe(start + 1);
  });

  it("moves again at the commit of a transaction that changed something shown, not at a rollback", async () => {
    const { db, writes } = t.handle;
    const start = writes.version;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("settings").values(row).execute();
        expect(writes.version).toBe(start + 1);
        throw new Error("changed my mind");
      })
      .catch(() => undefined);
    expect(writes.version).toBe(start + 1);
    expect(await db.selectFrom("settings").selectAll().where("key", "=", "k").execute()).toEqual(
      [],
    );
  });

  it("names the tables a statement writes", () => {
    const { db } = t.handle;
    expect(writtenTables(db.selectFrom("products").selectAll().toOperationNode())).toEqual([]);
    expect(
      writtenTables(
        db
          .insertInto("cart_items")
          .values({} as never)
          .toOperationNode(),
      ),
    ).toEqual(["cart_items"]);
    expect(
      writtenTables(db.updateTable("products as p").set({ stock: 1 }).toOperationNode()),
    ).toEqual(["products"]);
    expect(writtenTables(db.deleteFrom("orders").toOperationNode())).toEqual(["orders"]);
    expect(writtenTables(sql`vacuum`.toOperationNode())).toBe("unknown");
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
