import { addColumns, type Db, maybePartOf } from "./shared.ts";

/**
 * Commissions that finish (PRODUCT.md §4, Commissions): an order says which commission it pays
 * for and whether it is the deposit or the balance (its page and mails then speak of the
 * commission, not of goods to ship); a commission records when its deposit lapsed unpaid (the
 * quote then waits for the owner to renew or withdraw it); and a photo may belong to a message
 * on the thread rather than to the request.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, "orders", [
    ["commission_id", "integer"],
    ["commission_payment", "text"],
  ]);
  await addColumns(db, "commissions", [["deposit_lapsed_at", "text"]]);
  await addColumns(db, "commission_photos", [
    ["message_id", "integer", maybePartOf("commission_messages")],
  ]);
  // The deposit and balance orders made before: their commission, read from its two links.
  for (const payment of ["deposit", "balance"] as const) {
    const rows = await db
      .selectFrom("commissions")
      .select(["id", `${payment}_order_id as order_id`])
      .where(`${payment}_order_id`, "is not", null)
      .execute();
    for (const row of rows) {
      await db
        .updateTable("orders")
        .set({ commission_id: row.id, commission_payment: payment })
        .where("id", "=", row.order_id)
        .execute();
    }
  }
}
