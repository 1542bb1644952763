import { sql } from "kysely";
import { type Db, tableWithId, withTimestamps } from "./shared.ts";

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
    .addColumn("discount_id", "integer", (c) =>
      c.notNull().references("discount_codes.id").onDelete("cascade"),
    )
    .addColumn("order_id", "integer", (c) =>
      c.notNull().references("orders.id").onDelete("cascade"),
    )
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("once_key", "text")
    .addColumn("released_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("discount_uses_once")
    .on("discount_uses")
    .columns(["discount_id", "once_key"])
    .unique()
    .where(sql.ref("released_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("discount_uses_order")
    .on("discount_uses")
    .column("order_id")
    .execute();
  await db.schema.alterTable("cart_sessions").addColumn("discount_code", "text").execute();
  for (const [column, type] of [
    ["discount_code", "text"],
    ["discount_kind", "text"],
  ] as const) {
    await db.schema.alterTable("orders").addColumn(column, type).execute();
  }
  await db.schema
    .alterTable("orders")
    .addColumn("code_discount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("code_discount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
