import { addColumns, type Db, dropColumns } from "./shared.ts";

/** The days an order already waiting for payment gets from the upgrade, rather than none. */
const GRACE_DAYS = 7;

/**
 * Payment deadlines: each order's `pay_by` and when its buyer was reminded. Orders
 * already waiting for payment get a week from this migration, so that an upgrade never cancels
 * an order its buyer had no warning about.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, "orders", [
    ["pay_by", "text"],
    ["reminded_at", "text"],
  ]);
  const now = Date.now();
  await db
    .updateTable("orders")
    .set({ pay_by: new Date(now + GRACE_DAYS * 24 * 60 * 60 * 1000).toISOString() })
    .where("status", "in", ["pending", "awaiting-payment"])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, "orders", ["reminded_at", "pay_by"]);
}
