import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCartLine, insertedId } from "../../testing/fixtures.ts";
import { useTempDir } from "../../testing/temp-dir.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { openDatabase, openSqlite } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";
import { tablesOf } from "./tables.ts";

const NOW = "2026-01-01T00:00:00.000Z";

describe("SQLite settings", () => {
  const temp = useTempDir("easel-sqlite-");

  it("runs with WAL, synchronous=FULL, foreign keys and a busy timeout, also after reopening", async () => {
    const first = await openDatabase({ dataDir: temp.path });
    await migrateToLatest(first.db);
    await first.close();

    const reopened = openSqlite(path.join(temp.path, "easel.db"));
    const pragma = (name: string) =>
      Object.values(reopened.prepare(`pragma ${name}`).get() ?? {})[0];
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("synchronous")).toBe(2);
    expect(pragma("foreign_keys")).toBe(1);
    expect(pragma("busy_timeout")).toBe(5000);
    expect(pragma("integrity_check")).toBe("ok");
    reopened.close();
  });

  it("keeps its data in $DATA_DIR/easel.db", async () => {
    const handle = await openDatabase({ dataDir: temp.path });
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto("settings")
      .values({ key: "k", value: "1", updated_at: NOW })
      .execute();
    await handle.close();
    const again = await openDatabase({ dataDir: temp.path });
    const row = await again.db.selectFrom("settings").selectAll().executeTakeFirst();
    expect(row?.value).toBe("1");
    await again.close();
  });
});

describe.each(DB_KINDS)("schema (%s)", (kind) => {
  const t = useTestDatabase(kind);

  it("is already migrated, and migrating again changes nothing", async () => {
    const tables = async () =>
      [...(await tablesOf(t.handle.db, t.handle.dialect))]
        .map(([name, columns]) => `${name}:${columns.join(",")}`)
        .sort();
    const before = await tables();
    expect(before.map((entry) => entry.split(":")[0])).toEqual(
      expect.arrayContaining([
        "artworks",
        "products",
        "product_images",
        "product_variants",
        "snap_cards",
        "contact_messages",
        "cart_sessions",
        "cart_items",
        "customers",
        "orders",
        "order_items",
        "order_status_history",
        "settings",
        "owner_credentials",
        "owner_sessions",
        "mail_outbox",
        "media_assets",
        "carousel_images",
        "testimonials",
      ]),
    );
    expect(await migrateToLatest(t.handle.db, t.handle.schema)).toEqual([]);
    expect(await migrateToLatest(t.handle.db, t.handle.schema)).toEqual([]);
    expect(await tables()).toEqual(before);
  });

  const productWithCartLine = () => addCartLine(t.handle.db, NOW, 2);

  it("removes cart items with their session", async () => {
    const { sessionId } = await productWithCartLine();
    await t.handle.db.deleteFrom("cart_sessions").where("id", "=", sessionId).execute();
    expect(await t.handle.db.selectFrom("cart_items").selectAll().execute()).toEqual([]);
  });

  it("removes cart items with their product", async () => {
    const { productId } = await productWithCartLine();
    await t.handle.db.deleteFrom("products").where("id", "=", productId).execute();
    expect(await t.handle.db.selectFrom("cart_items").selectAll().execute()).toEqual([]);
  });

  it("refuses negative stock, negative prices and zero quantities", async () => {
    const { db } = t.handle;
    const base = {
      name: "X",
      description: "Y",
      category: "cards",
      created_at: NOW,
      updated_at: NOW,
    };
    await expect(
      db
        .insertInto("products")
        .values({ ...base, price: 100, stock: -1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("products")
        .values({ ...base, price: -5 })
        .execute(),
    ).rejects.toThrow();
    const { sessionId, productId } = await productWithCartLine();
    await expect(
      db
        .insertInto("cart_items")
        .values({ cart_session_id: sessionId, product_id: productId, quantity: 0, added_at: NOW })
        .execute(),
    ).rejects.toThrow();
  });

  it("keeps order numbers and idempotency keys unique", async () => {
    const { db } = t.handle;
    const customer = await insertedId(db, "customers", {
      first_name: "Ada",
      last_name: "Lo",
      email: "a@example.com",
      address: "1 Road",
      city: "Town",
      state: "WA",
      zip_code: "98101",
      country: "US",
      created_at: NOW,
    });
    const order = (number: string, key: string) => ({
      customer_id: customer,
      order_number: number,
      status: "pending",
      subtotal: 1000,
      total: 1000,
      idempotency_key: key,
      created_at: NOW,
      updated_at: NOW,
    });
    await db.insertInto("orders").values(order("EA-1", "k1")).execute();
    await expect(db.insertInto("orders").values(order("EA-1", "k2")).execute()).rejects.toThrow();
    await expect(db.insertInto("orders").values(order("EA-2", "k1")).execute()).rejects.toThrow();
  });
});
