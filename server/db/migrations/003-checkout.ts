import { createIndex, type Db, refersTo } from "./shared.ts";

/**
 * Checkout bookkeeping: the order a cart last became (a second submission of the same cart returns
 * it instead of failing or ordering twice), and why a contact message was flagged as spam.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("cart_sessions")
    .addColumn("last_order_id", "integer", refersTo("orders"))
    .execute();
  await db.schema.alterTable("contact_messages").addColumn("spam_reason", "text").execute();
  await createIndex(db, "orders_created_idx", "orders", ["created_at"]).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("orders_created_idx").ifExists().execute();
  await db.schema.alterTable("contact_messages").dropColumn("spam_reason").execute();
  await db.schema.alterTable("cart_sessions").dropColumn("last_order_id").execute();
}
