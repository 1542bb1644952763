import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { priceCart } from "#core/pricing.ts";
import { shippingRules } from "#core/shipping-zones.ts";
import { addEarlierOrder } from "../../../testing/migration-db.ts";
import { makeTempDir, removeTempDir } from "../../../testing/temp-dir.ts";
import { DB_KINDS, type DbKind } from "../../../testing/test-db.ts";
import { createSettingStore } from "../../services/setting-store.ts";
import { type DbHandle, openDatabase } from "../client.ts";
import { migrateTo, migrateToLatest } from "../migrate.ts";
import type { Database } from "../schema.ts";

const AT = "2026-03-01T10:00:00.000Z";

/** A database of `kind` at migration 017, the one before this; closed and removed after the test. */
function databaseBefore020() {
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0)) await close();
  });
  return async (kind: DbKind): Promise<DbHandle> => {
    const dataDir = makeTempDir("easel-migration-020-");
    const databaseUrl = process.env.TEST_DATABASE_URL;
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const handle =
      kind === "sqlite"
        ? await openDatabase({ dataDir })
        : await openDatabase({ databaseUrl: databaseUrl!, dataDir, schema });
    opened.push(async () => {
      if (kind === "postgres") await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
      removeTempDir(dataDir);
    });
    await migrateTo(handle.db, "017-card-payments");
    return handle;
  };
}

const storeSetting = (db: Kysely<Database>, value: unknown) =>
  db
    .insertInto("settings")
    .values({ key: "store", value: JSON.stringify(value), updated_at: AT })
    .execute();

const addPack = (db: Kysely<Database>) =>
  db
    .insertInto("products")
    .values({
      name: "Snap-Cat",
      description: "",
      price: 1000,
      category: "snap-cards",
      created_at: AT,
      updated_at: AT,
    })
    .execute();

describe.each(DB_KINDS)("migration 020: tax the owner sets, invoice numbers (%s)", (kind) => {
  const before020 = databaseBefore020();

  /** What the site charges for two Snap packs at home, after the migration. */
  async function pricedAfter(db: Kysely<Database>) {
    await migrateToLatest(db);
    const store = await createSettingStore(db).store();
    const totals = priceCart(
      [{ category: "snap-cards", quantity: 2, unitPrice: 1000 }],
      shippingRules(store),
    );
    return { store, totals };
  }

  it("a new site starts with no tax", async () => {
    const { db } = await before020(kind);
    const { store, totals } = await pricedAfter(db);
    expect(store.taxRate).toBe(0);
    expect(totals.tax).toBe(0);
  });

  it("a site with content keeps the 8 % it charged, prices unchanged", async () => {
    const { db } = await before020(kind);
    await addPack(db);
    const { store, totals } = await pricedAfter(db);
    expect(store).toMatchObject({
      taxRate: 800,
      pricesIncludeTax: false,
      taxZones: { home: true, europe: true, world: true },
    });
    // Two packs £18 and shipping £9.99 at the 8 % it charged (on the shipping too, since tax
    // follows the goods onto it: PRODUCT.md §9, Tax): £2.24.
    expect(totals).toMatchObject({ goods: 1800, tax: 224, total: 1800 + 224 + 999 });
  });

  it("an owner-edited site keeps its words and its 8 %; a rate the owner set stands", async () => {
    const edited = await before020(kind);
    await storeSetting(edited.db, { charityStatement: "10 % to the RSPB", homeCountry: "IE" });
    const { store } = await pricedAfter(edited.db);
    expect(store).toMatchObject({
      charityStatement: "10 % to the RSPB",
      homeCountry: "IE",
      taxRate: 800,
    });
    const set = await before020(kind);
    await storeSetting(set.db, { taxRate: 2000, currency: "EUR" });
    expect((await pricedAfter(set.db)).store).toMatchObject({ taxRate: 2000, currency: "EUR" });
  });

  it("earlier orders keep their figures and have no invoice number; no year is counted yet", async () => {
    const { db } = await before020(kind);
    await addEarlierOrder(db, { subtotal: 2000, tax: 160, total: 3159, shipping: 999 });
    await migrateToLatest(db);
    const order = await db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      subtotal: 2000,
      tax: 160,
      total: 3159,
      tax_name: "Tax",
      tax_removed: 0,
      invoice_year: null,
      invoice_seq: null,
    });
    expect(Boolean(order.tax_included)).toBe(false);
    expect(await db.selectFrom("invoice_counters").selectAll().execute()).toEqual([]);
  });
});
