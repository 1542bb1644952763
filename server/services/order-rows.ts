import { randomBytes } from "node:crypto";
import type { Insertable, Transaction } from "kysely";
import { insertRow } from "../db/insert-row.ts";
import type { CustomersTable, Database, OrderItemsTable, OrdersTable } from "../db/schema.ts";

// Crockford's base 32: no I, L, O or U. 32 divides 256, so `byte & 31` is uniform.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A random order number with 60 bits of entropy, e.g. `EA-7K4F-9QXM-2B0C`. */
export function newOrderNumber(): string {
  const chars = [...randomBytes(12)].map((byte) => ALPHABET[byte & 31]).join("");
  return `EA-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

type Stamped = "created_at" | "updated_at";

/** What a new order's rows hold besides the ids, the number and the time, which are given here. */
export interface NewOrderRows {
  customer: Omit<Insertable<CustomersTable>, Stamped>;
  order: Omit<Insertable<OrdersTable>, Stamped | "customer_id" | "order_number" | "status">;
  items: Array<Omit<Insertable<OrderItemsTable>, Stamped | "order_id">>;
}

/**
 * Writes a new pending order inside the caller's transaction: its customer, the order under a
 * fresh number, and its lines, all stamped `now`. A cart's order and a payment order
 * differ only in what they put in these rows. Returns the order's id.
 */
export async function insertOrderRows(
  trx: Transaction<Database>,
  rows: NewOrderRows,
  now: string,
): Promise<number> {
  const customerId = await insertRow(trx, "customers", { ...rows.customer, created_at: now });
  const orderId = await insertRow(trx, "orders", {
    ...rows.order,
    customer_id: customerId,
    order_number: newOrderNumber(),
    status: "pending",
    created_at: now,
    updated_at: now,
  });
  await trx
    .insertInto("order_items")
    .values(rows.items.map((item) => ({ ...item, order_id: orderId, created_at: now })))
    .execute();
  return orderId;
}
