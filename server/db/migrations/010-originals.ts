import { sql } from "kysely";
import { createIndex, type Db, isPostgres, partOf, refersTo, tableWithId } from "./shared.ts";

/**
 * Originals for sale: an artwork's sale state (available, reserved by an order, sold),
 * the original an order line or a contact message is about, and cart lines that hold an original
 * instead of a product. A cart line names exactly one of the two; an original is in a cart once.
 */
export async function up(db: Db): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema
    .alterTable("artworks")
    .addColumn("sale_state", "text", (c) =>
      c
        .notNull()
        .defaultTo("available")
        .check(sql`sale_state in ('available', 'reserved', 'sold')`),
    )
    .execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("artwork_id", "integer", refersTo("artworks"))
    .execute();
  await createIndex(db, "order_items_artwork_idx", "order_items", ["artwork_id"]).execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("artwork_id", "integer", refersTo("artworks"))
    .execute();

  const oneThing = sql`(product_id is null) <> (artwork_id is null)`;
  if (postgres) {
    await db.schema
      .alterTable("cart_items")
      .alterColumn("product_id", (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable("cart_items")
      .addColumn("artwork_id", "integer", (c) => c.references("artworks.id").onDelete("cascade"))
      .execute();
    await db.schema
      .alterTable("cart_items")
      .addCheckConstraint("cart_items_one_thing", oneThing)
      .execute();
  } else {
    // SQLite cannot drop a NOT NULL: the table is rebuilt (nothing refers to cart lines).
    await tableWithId(db, "cart_items_new")
      .addColumn("cart_session_id", "integer", partOf("cart_sessions"))
      .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("cascade"))
      .addColumn("artwork_id", "integer", (c) => c.references("artworks.id").onDelete("cascade"))
      .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(1).check(sql`quantity >= 1`))
      .addColumn("variant", "text")
      .addColumn("variant_price", "integer")
      .addColumn("added_at", "text", (c) => c.notNull())
      .addCheckConstraint("cart_items_one_thing", oneThing)
      .execute();
    await sql`insert into cart_items_new (id, cart_session_id, product_id, quantity, variant, variant_price, added_at)
      select id, cart_session_id, product_id, quantity, variant, variant_price, added_at from cart_items`.execute(
      db,
    );
    await db.schema.dropTable("cart_items").execute();
    await db.schema.alterTable("cart_items_new").renameTo("cart_items").execute();
    await createIndex(db, "cart_items_session_idx", "cart_items", ["cart_session_id"]).execute();
  }
  await createIndex(
    db,
    "cart_items_original_idx",
    "cart_items",
    ["cart_session_id", "artwork_id"],
    { unique: true },
  ).execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom("cart_items").where("artwork_id", "is not", null).execute();
  await db.schema.dropIndex("cart_items_original_idx").execute();
  await db.schema.alterTable("cart_items").dropColumn("artwork_id").execute();
  await db.schema.alterTable("contact_messages").dropColumn("artwork_id").execute();
  await db.schema.dropIndex("order_items_artwork_idx").execute();
  await db.schema.alterTable("order_items").dropColumn("artwork_id").execute();
  await db.schema.alterTable("artworks").dropColumn("sale_state").execute();
}
