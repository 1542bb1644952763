import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "../db/schema.ts";

/**
 * Stock reconciles: for each product, what is left plus what the orders took is what there was,
 * and never below zero; an untracked product (null) stays untracked. Returns the stock left.
 */
export async function expectStockReconciles(
  db: Kysely<Database>,
  initial: ReadonlyMap<number, number | null>,
): Promise<Map<number, number | null>> {
  const sold = new Map(
    (
      await db
        .selectFrom("order_items")
        .select(["product_id", (eb) => eb.fn.sum<number>("quantity").as("quantity")])
        .groupBy("product_id")
        .execute()
    ).map((row) => [row.product_id, Number(row.quantity)]),
  );
  const left = new Map<number, number | null>();
  for (const [id, stock] of initial) {
    const row = await db
      .selectFrom("products")
      .select("stock")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    left.set(id, row.stock);
    if (stock === null) {
      expect(row.stock, `product ${id}`).toBeNull();
      continue;
    }
    expect(row.stock, `product ${id}`).toBeGreaterThanOrEqual(0);
    expect(row.stock! + (sold.get(id) ?? 0), `product ${id}`).toBe(stock);
  }
  return left;
}
