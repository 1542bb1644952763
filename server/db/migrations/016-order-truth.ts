import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the evolving schema type.
type Db = Kysely<any>;

/**
 * Issue #26. Each order line records how much stock it took (`stock_taken`), so a cancellation
 * returns exactly that: an order placed while its product's stock was not tracked took none. Lines
 * placed before this migration get the best guess there is: their quantity when the product tracks
 * stock now, else nothing. Cart lines keep the price their buyer saw; orders gain a shipment's carrier and tracking number.
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
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("tracking_url").execute();
  await db.schema.alterTable("orders").dropColumn("tracking_number").execute();
  await db.schema.alterTable("orders").dropColumn("carrier").execute();
  await db.schema.alterTable("cart_items").dropColumn("seen_price").execute();
  await db.schema.alterTable("order_items").dropColumn("stock_taken").execute();
}
