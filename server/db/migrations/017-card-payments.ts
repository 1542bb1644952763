import { createIndex, type Db, tableWithId } from "./shared.ts";

/**
 * Card payments through Stripe Checkout. One row per Checkout Session that Stripe said
 * was paid: applied to its order (`outcome` "paid"), or kept for the owner to refund or accept by
 * hand (`outcome` "kept", with its `reason`). The session id is unique, so an event delivered
 * twice, or at the same time by two processes, is recorded once.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "card_payments", { ifNotExists: true })
    .addColumn("session_id", "text", (c) => c.notNull().unique())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("order_number", "text")
    .addColumn("payment_reference", "text")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("resolved_at", "text")
    .addColumn("resolution", "text")
    .execute();
  await createIndex(db, "card_payments_order_number", "card_payments", ["order_number"], {
    ifNotExists: true,
  }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("card_payments").ifExists().execute();
}
