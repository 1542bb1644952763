/**
 * Stock a checkout takes and a cancellation gives back, for a product or one of its variants
 * (each tracks its own; null: not tracked). orders.ts and admin-orders.ts share these.
 */
import type { Transaction } from "kysely";
import { Conflict } from "#core/domain-errors.ts";
import type { Database } from "../db/schema.ts";

type Trx = Transaction<Database>;

/** Where stock is counted: a product's own, or one variant's. */
export type StockTable = "products" | "product_variants";

/**
 * Takes `quantity` of a row's stock: a conditional update, so it never goes below zero whatever
 * runs at the same time. Returns whether it took any (false: not tracked, nothing to give back);
 * 409 naming `name` when too few are left.
 */
export async function takeStock(
  trx: Trx,
  table: StockTable,
  id: number,
  name: string,
  quantity: number,
): Promise<boolean> {
  const result = await addStock(trx, table, id, -quantity)
    .where("stock", ">=", quantity)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  const row = await trx.selectFrom(table).select("stock").where("id", "=", id).executeTakeFirst();
  if (row?.stock === null) return false; // stock is not tracked here
  const left = row?.stock ?? 0;
  throw new Conflict(
    left === 0
      ? `Sorry, ${name} has just sold out. Please remove it from your cart.`
      : `Sorry, only ${left} of ${name} left. Please lower the quantity in your cart.`,
  );
}

/** Gives `quantity` back to a row that still tracks stock; false when it no longer does (or is gone). */
export async function giveStockBack(
  trx: Trx,
  table: StockTable,
  id: number,
  quantity: number,
): Promise<boolean> {
  const back = await addStock(trx, table, id, quantity).executeTakeFirst();
  return Number(back.numUpdatedRows) === 1;
}

/** The update adding `delta` (below zero: taking) to a row's stock, only where it is tracked. */
function addStock(trx: Trx, table: StockTable, id: number, delta: number) {
  return trx
    .updateTable(table)
    .set((eb) => ({ stock: eb("stock", "+", delta) }))
    .where("id", "=", id)
    .where("stock", "is not", null);
}
