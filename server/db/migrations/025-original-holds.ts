import type { Db } from "./shared.ts";

/**
 * How long an unpaid order holds its originals (PRODUCT.md §4, Originals): an order whose buyer
 * started paying by card holds them only until `card_hold_until`; a line whose original was
 * released (by the owner, or when that card hold ran out) keeps the time in `released_at` and no
 * longer holds it. Both empty for every order placed before.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("orders").addColumn("card_hold_until", "text").execute();
  await db.schema.alterTable("order_items").addColumn("released_at", "text").execute();
}
