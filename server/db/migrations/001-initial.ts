import { sql } from "kysely";
import {
  createIndex,
  type Db,
  dropTables,
  partOf,
  refersTo,
  type Table,
  tableKeyedBy,
  tableWithId,
  withImageFormat,
  withSender,
  withTimestamps,
} from "./shared.ts";

const create = (db: Db, name: string): Table => tableWithId(db, name);

export async function up(db: Db): Promise<void> {
  await create(db, "media_assets")
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("section", "text", (c) => c.notNull())
    .addColumn("original_name", "text")
    .$call(withImageFormat)
    .addColumn("placeholder", "text")
    .addColumn("alt", "text")
    .addColumn("variants", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await create(db, "artworks")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("media_key", "text")
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("subcategory", "text")
    .addColumn("art_type", "text")
    .addColumn("medium", "text")
    .addColumn("year", "integer")
    .addColumn("is_for_sale", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("price", "integer", (c) => c.check(sql`price is null or price >= 0`))
    .addColumn("is_featured", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("sort_order", "integer")
    .$call(withTimestamps)
    .execute();
  await createIndex(db, "artworks_category_idx", "artworks", ["category", "art_type"]).execute();

  await create(db, "products")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.check(sql`price is null or price >= 0`))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("subcategory", "text")
    .addColumn("is_available", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("external_url", "text")
    .addColumn("sort_order", "integer")
    .addColumn("stock", "integer", (c) => c.check(sql`stock is null or stock >= 0`))
    .$call(withTimestamps)
    .execute();

  await create(db, "product_images")
    .addColumn("product_id", "integer", partOf("products"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("media_key", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await createIndex(db, "product_images_product_idx", "product_images", [
    "product_id",
    "position",
  ]).execute();

  await create(db, "product_variants")
    .addColumn("product_id", "integer", partOf("products"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull().check(sql`price >= 0`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addUniqueConstraint("product_variants_name_unique", ["product_id", "name"])
    .execute();

  await create(db, "snap_cards")
    .addColumn("name", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("media_key", "text")
    .addColumn("category", "text", (c) => c.notNull().defaultTo("snap-cards"))
    .addColumn("subcategory", "text")
    .addColumn("price", "integer")
    .addColumn("features", "text")
    .addColumn("external_url", "text")
    .addColumn("sort_order", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await create(db, "contact_messages")
    .$call(withSender)
    .addColumn("subject", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("is_spam", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await create(db, "cart_sessions")
    .addColumn("session_id", "text", (c) => c.notNull().unique())
    .$call(withTimestamps)
    .execute();

  await create(db, "cart_items")
    .addColumn("cart_session_id", "integer", partOf("cart_sessions"))
    .addColumn("product_id", "integer", partOf("products"))
    .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(1).check(sql`quantity >= 1`))
    .addColumn("variant", "text")
    .addColumn("variant_price", "integer")
    .addColumn("added_at", "text", (c) => c.notNull())
    .execute();
  await createIndex(db, "cart_items_session_idx", "cart_items", ["cart_session_id"]).execute();

  await create(db, "customers")
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull().defaultTo("US"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await create(db, "orders")
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
    .addColumn("order_number", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("subtotal", "integer", (c) => c.notNull())
    .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tax", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("shipping", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("GBP"))
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("notes", "text")
    .$call(withTimestamps)
    .execute();

  await create(db, "order_items")
    .addColumn("order_id", "integer", partOf("orders"))
    .addColumn("product_id", "integer", refersTo("products"))
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("variant", "text")
    .addColumn("image_url", "text")
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await createIndex(db, "order_items_order_idx", "order_items", ["order_id"]).execute();

  await create(db, "order_status_history")
    .addColumn("order_id", "integer", partOf("orders"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await tableKeyedBy(db, "settings", "key", "text")
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("owner_credentials")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await create(db, "owner_sessions")
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();

  await create(db, "mail_outbox")
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await createIndex(db, "mail_outbox_status_idx", "mail_outbox", [
    "status",
    "next_attempt_at",
  ]).execute();
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, [
    "mail_outbox",
    "owner_sessions",
    "owner_credentials",
    "settings",
    "order_status_history",
    "order_items",
    "orders",
    "customers",
    "cart_items",
    "cart_sessions",
    "contact_messages",
    "snap_cards",
    "product_variants",
    "product_images",
    "products",
    "artworks",
    "media_assets",
  ]);
}
