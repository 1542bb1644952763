import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "../server/db/schema.ts";

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

/** An order as its buyer was answered: number, key, total and how many lines. */
export interface AcknowledgedOrder {
  orderNumber: string;
  key: string;
  total: string;
  itemCount: number;
}

/**
 * Every acknowledged order is there with the total and lines it was acknowledged with, no order
 * is partial (each has its customer, lines, first status and both e-mails), and no idempotency
 * key has two orders.
 */
export async function expectOrdersWhole(
  db: Kysely<Database>,
  acknowledged: readonly AcknowledgedOrder[],
): Promise<void> {
  const orders = await db
    .selectFrom("orders")
    .select(["id", "order_number", "idempotency_key", "total", "customer_id"])
    .execute();
  const byNumber = new Map(orders.map((order) => [order.order_number, order]));
  const itemCounts = await countByOrder(db, "order_items");
  for (const answer of acknowledged) {
    const order = byNumber.get(answer.orderNumber);
    expect(order, `acknowledged order ${answer.orderNumber} is missing`).toBeDefined();
    expect(order!.idempotency_key).toBe(answer.key);
    expect((order!.total / 100).toFixed(2)).toBe(answer.total);
    expect(itemCounts.get(order!.id)).toBe(answer.itemCount);
  }
  const history = await countByOrder(db, "order_status_history");
  const customers = new Set(
    (await db.selectFrom("customers").select("id").execute()).map((row) => row.id),
  );
  const mails = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  for (const order of orders) {
    expect(customers.has(order.customer_id)).toBe(true);
    expect(itemCounts.get(order.id) ?? 0).toBeGreaterThan(0);
    expect(history.get(order.id)).toBe(1);
  }
  expect(Number(mails.n)).toBe(orders.length * 2);
  expect(customers.size).toBe(orders.length);
  const keys = orders.map((order) => order.idempotency_key);
  expect(new Set(keys).size).toBe(keys.length);
}

async function countByOrder(db: Kysely<Database>, table: "order_items" | "order_status_history") {
  const rows = await db
    .selectFrom(table)
    .select(["order_id", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("order_id")
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.n)]));
}

/** Whether none of the products `ids` has stock left: a load run's scarce products, sold out. */
export async function soldOut(db: Kysely<Database>, ids: readonly number[]): Promise<boolean> {
  const rows = await db.selectFrom("products").select("stock").where("id", "in", ids).execute();
  return rows.every((row) => row.stock === 0);
}
