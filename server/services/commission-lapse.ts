/**
 * A commission's deposit not paid by its deadline (the payment sweep, payment-deadlines.ts): in
 * the transaction that cancels the deposit order, the commission goes back from accepted to
 * quoted, marked as lapsed, with an entry on its thread. The quote then waits for the owner to
 * renew it (the requester may accept it again: a new deposit order) or to withdraw it.
 */
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { move, type Trx } from "./commission-changes.ts";
import { threadNote } from "./commission-pipeline.ts";
import { deadlineDate, type MailContext } from "./mail-templates.ts";

/**
 * Locks the commission an order pays for, if any, before the order itself: a commission's change
 * takes its row first and its orders after, so the sweep must take them in the same order (on
 * PostgreSQL, two writers taking them the other way round would deadlock).
 */
export async function lockCommissionOf(trx: Transaction<Database>, orderId: number) {
  await trx
    .updateTable("commissions")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", (eb) =>
      eb.selectFrom("orders").select("commission_id").where("orders.id", "=", orderId),
    )
    .execute();
}

/** Reopens the quote whose deposit `orderId` was, when the sweep cancels it unpaid. */
export async function depositLapsed(
  trx: Trx,
  orderId: number,
  payBy: string,
  context: MailContext,
): Promise<void> {
  const row = await trx
    .selectFrom("commissions")
    .innerJoin("orders", "orders.id", "commissions.deposit_order_id")
    .select(["commissions.id", "commissions.status", "orders.order_number"])
    .where("commissions.deposit_order_id", "=", orderId)
    .executeTakeFirst();
  // Only a deposit that still holds the commission: one already replaced or moved on is history.
  if (row?.status !== "accepted") return;
  await move(trx, row.id, row.status, "quoted");
  const now = new Date().toISOString();
  await trx
    .updateTable("commissions")
    .set({ deposit_lapsed_at: now, updated_at: now })
    .where("id", "=", row.id)
    .execute();
  await threadNote(
    trx,
    row.id,
    `The deposit (order ${row.order_number}) was not paid by ${deadlineDate(payBy, context.locale)}, so it was cancelled. The quote is back with the artist to renew or withdraw.`,
  );
}
