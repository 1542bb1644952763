import { sql } from "kysely";
import {
  addColumns,
  createIndex,
  type Db,
  dropColumns,
  readSetting,
  tableKeyedBy,
} from "./shared.ts";

/** The tax every site charged before the owner could set it: 8 % on every zone. */
const TAX_CHARGED_BEFORE = 800;

/**
 * Tax the owner sets and invoice numbers. An order keeps how its tax was shown (its
 * name, inside the prices or added, any taken off for a zone not charged) and its invoice number:
 * the year it was placed in and its place in that year, counted by `invoice_counters` (one row a
 * year, raised in the placing transaction, so a number is never given twice and a failed order
 * leaves no gap). Orders placed before this migration have no invoice number.
 *
 * A new site starts with no tax; a site that already has content or settings keeps charging what
 * it charged (8 %, added, every zone) until its owner says otherwise.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, "orders", [
    ["tax_name", "text", (c) => c.notNull().defaultTo("Tax")],
    ["tax_included", "boolean", (c) => c.notNull().defaultTo(false)],
    ["tax_removed", "integer", (c) => c.notNull().defaultTo(0)],
    ["invoice_year", "integer"],
    ["invoice_seq", "integer"],
  ]);
  // The last line of defence: one number, one order (nulls, the older orders, never clash).
  await createIndex(db, "orders_invoice_number", "orders", ["invoice_year", "invoice_seq"], {
    unique: true,
  }).execute();
  await tableKeyedBy(db, "invoice_counters", "year", "integer")
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
  await keepTaxOfExistingSite(db);
}

async function keepTaxOfExistingSite(db: Db): Promise<void> {
  const store = await readSetting(db, "store");
  if (store && "taxRate" in store) return; // the owner set a rate: it stands
  const content = await Promise.all(
    ["products", "artworks", "orders", "snap_cards"].map((table) =>
      db.selectFrom(table).select(sql`1`.as("one")).limit(1).executeTakeFirst(),
    ),
  );
  const seeded = await db
    .selectFrom("settings")
    .select("key")
    .where("key", "=", "demo_seeded")
    .executeTakeFirst();
  if (!store && !seeded && !content.some(Boolean)) return; // a new site: no tax
  const value = JSON.stringify({ ...store, taxRate: TAX_CHARGED_BEFORE });
  const now = new Date().toISOString();
  if (store) {
    await db
      .updateTable("settings")
      .set({ value, updated_at: now })
      .where("key", "=", "store")
      .execute();
  } else {
    await db.insertInto("settings").values({ key: "store", value, updated_at: now }).execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("invoice_counters").execute();
  await db.schema.dropIndex("orders_invoice_number").execute();
  await dropColumns(db, "orders", [
    "invoice_seq",
    "invoice_year",
    "tax_removed",
    "tax_included",
    "tax_name",
  ]);
}
