import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { withoutFlushWaits } from "./relaxed-transaction.ts";

describe.each(DB_KINDS)("relaxed transaction (%s)", (kind) => {
  const t = useTestDatabase(kind);
  const now = "2026-01-01T00:00:00.000Z";

  /** How the database flushes commits right now, on the given connection or transaction. */
  async function flushing(on = t.handle.db): Promise<string> {
    const query =
      t.handle.dialect === "sqlite" ? sql`pragma synchronous` : sql`show synchronous_commit`;
    const { rows } = await query.execute(on);
    return String(Object.values(rows[0] as object)[0]);
  }
  const FULL = kind === "sqlite" ? "2" : "on";
  const RELAXED = kind === "sqlite" ? "1" : "off";

  it("commits without waiting for the disk inside, and flushes fully again after", async () => {
    expect(await flushing()).toBe(FULL);
    const inside = await t.handle.relaxed(async (trx) => {
      await trx
        .insertInto("cart_sessions")
        .values({ session_id: "r".repeat(43), created_at: now, updated_at: now })
        .execute();
      return flushing(trx);
    });
    expect(inside).toBe(RELAXED);
    expect(await flushing()).toBe(FULL);
    const rows = await t.handle.db.selectFrom("cart_sessions").select("session_id").execute();
    expect(rows).toEqual([{ session_id: "r".repeat(43) }]);
  });

  it("undoes everything on an error, and flushes fully again after", async () => {
    await expect(
      t.handle.relaxed(async (trx) => {
        await trx
          .insertInto("cart_sessions")
          .values({ session_id: "s".repeat(43), created_at: now, updated_at: now })
          .execute();
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await flushing()).toBe(FULL);
    expect(await t.handle.db.selectFrom("cart_sessions").selectAll().execute()).toEqual([]);
  });

  it("runs a batch of writes without waiting for the disk on SQLite, and flushes fully again after, even on an error", async () => {
    const inside = await withoutFlushWaits(t.handle.db, () => flushing());
    expect(inside).toBe(kind === "sqlite" ? RELAXED : FULL);
    expect(await flushing()).toBe(FULL);
    await expect(
      withoutFlushWaits(t.handle.db, async () => {
        throw new Error("cut short");
      }),
    ).rejects.toThrow("cut short");
    expect(await flushing()).toBe(FULL);
  });

  it("moves no cache: a cart is nobody else's page", async () => {
    const before = t.handle.writes.version;
    await t.handle.relaxed(async (trx) => {
      await trx
        .insertInto("cart_sessions")
        .values({ session_id: "u".repeat(43), created_at: now, updated_at: now })
        .execute();
    });
    expect(t.handle.writes.version).toBe(before);
  });
});
