import { sql } from "kysely";
import { addColumns, type Db, dropColumns } from "./shared.ts";

/**
 * Each order line records how much stock it took (`stock_taken`), so a cancellation
 * returns exactly that: an order placed while its product's stock was not tracked took none. Lines
 * placed before this migration get the best guess there is: their quantity when the product tracks
 * stock now, else nothing. Cart lines keep the price their buyer saw; orders gain a shipment's carrier and tracking number and
 * when the sweep cancelled them; a status step keeps what the buyer may read of it.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, "order_items", [
    ["stock_taken", "integer", (c) => c.notNull().defaultTo(0)],
  ]);
  await sql`update order_items set stock_taken = quantity
             where product_id in (select id from products where stock is not null)`.execute(db);
  // The unit price a cart line's buyer was last shown: checkout refuses a line whose price moved.
  await addColumns(db, "cart_items", [["seen_price", "integer"]]);
  await addColumns(db, "orders", [
    ["carrier", "text"],
    ["tracking_number", "text"],
    ["tracking_url", "text"],
    // When the payment-deadline sweep cancelled it (the owner's list and page say so).
    ["auto_cancelled_at", "text"],
  ]);
  // What the buyer's page may say of a step (the reason for a cancellation); null: nothing.
  await addColumns(db, "order_status_history", [["public_note", "text"]]);
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, "order_status_history", ["public_note"]);
  await dropColumns(db, "orders", [
    "auto_cancelled_at",
    "tracking_url",
    "tracking_number",
    "carrier",
  ]);
  await dropColumns(db, "cart_items", ["seen_price"]);
  await dropColumns(db, "order_items", ["stock_taken"]);
}
