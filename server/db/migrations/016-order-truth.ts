import { sql } from "kysely";
import type { Db } from "./shared.ts";

/**
 * Each order line records how much stock it took (`stock_taken`), so a cancellation
 * returns exactly that: an order placed while its product's stock was not tracked took none. Lines
 * placed before this migration get the best guess there is: their quantity when the product tracks
 * stock now, else nothing. Cart lines keep the price their buyer saw; orders gain a shipment's carrier and tracking number and
 * when the sweep cancelled them; a status step keeps what the buyer may read of it.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("order_items")
    .addColumn("stock_taken", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update order_items set stock_taken = quantity
             where product_id in (select id from products where stock is not null)`.execute(db);
  // The unit price a cart line's buyer was last shown: checkout refuses a line whose price moved.
  await db.schema.alterTable("cart_items").addColumn("seen_price", "integer").execute();
  await db.schema.alterTable("orders").addColumn("carrier", "text").execute();
  await db.schema.alterTable("orders").addColumn("tracking_number", "text").execute();
  await db.schema.alterTable("orders").addColumn("tracking_url", "text").execute();
  // When the payment-deadline sweep cancelled it (the owner's list and page say so).
  await db.schema.alterTable("orders").addColumn("auto_cancelled_at", "text").execute();
  // What the buyer's page may say of a step (the reason for a cancellation); null: nothing.
  await db.schema.alterTable("order_status_history").addColumn("public_note", "text").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("order_status_history").dropColumn("public_note").execute();
  await db.schema.alterTable("orders").dropColumn("auto_cancelled_at").execute();
  await db.schema.alterTable("orders").dropColumn("tracking_url").execute();
  await db.schema.alterTable("orders").dropColumn("tracking_number").execute();
  await db.schema.alterTable("orders").dropColumn("carrier").execute();
  await db.schema.alterTable("cart_items").dropColumn("seen_price").execute();
  await db.schema.alterTable("order_items").dropColumn("stock_taken").execute();
}
