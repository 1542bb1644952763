import { sql } from "kysely";
import { addColumns, createIndex, type Db, partOf, tableWithId, withTimestamps } from "./shared.ts";

/**
 * Discount codes (PRODUCT.md §9, "Discount codes"). A code is unique in capitals; `uses` counts
 * the orders holding a use, raised by a conditional update inside the order's transaction, so a
 * limit holds however many checkouts arrive at once. Each use is a row tied to its order and the
 * buyer's e-mail (normalised); a cancelled order's use is released (`released_at`) and counted
 * back. `once_key` is the e-mail for a code used once per buyer (else null): unique among the
 * unreleased uses of a code, so two orders at once by one buyer cannot both hold it.
 *
 * A cart keeps the code applied to it; an order keeps the code, what it took off the goods
 * (`code_discount`, besides the offers' `discount`) and its kind, and each line its share of it.
 */
export async function up(db: Db): Promise<void> {
  await withTimestamps(
    tableWithId(db, "discount_codes")
      .addColumn("code", "text", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("value", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("applies_to", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("min_subtotal", "integer")
      .addColumn("usage_limit", "integer")
      .addColumn("once_per_customer", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("starts_at", "text")
      .addColumn("ends_at", "text")
      .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();
  await tableWithId(db, "discount_uses")
    .addColumn("discount_id", "integer", partOf("discount_codes"))
    .addColumn("order_id", "integer", partOf("orders"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("once_key", "text")
    .addColumn("released_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await createIndex(db, "discount_uses_once", "discount_uses", ["discount_id", "once_key"], {
    unique: true,
  })
    .where(sql.ref("released_at"), "is", null)
    .execute();
  await createIndex(db, "discount_uses_order", "discount_uses", ["order_id"]).execute();
  await addColumns(db, "cart_sessions", [["discount_code", "text"]]);
  await addColumns(db, "orders", [
    ["discount_code", "text"],
    ["discount_kind", "text"],
    ["code_discount", "integer", (c) => c.notNull().defaultTo(0)],
  ]);
  await addColumns(db, "order_items", [
    ["code_discount", "integer", (c) => c.notNull().defaultTo(0)],
  ]);
}
