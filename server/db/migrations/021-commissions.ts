import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the evolving schema type.
type Db = Kysely<any>;

/**
 * Commissions. A request with its reference photos (kept privately under random keys,
 * never as public media) and its thread of messages; a quote, and the deposit and balance orders
 * it becomes. Only SHA-256 hashes of the requester's secret keys are kept, as for orders.
 */
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable("commissions")
    .ifNotExists()
    .addColumn("id", "integer", id)
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("kind_name", "text", (c) => c.notNull())
    .addColumn("size", "text")
    .addColumn("medium", "text")
    .addColumn("budget", "text")
    .addColumn("wanted_by", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("consent_to_show", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("is_spam", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("access_key_hashes", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price", "integer")
    .addColumn("deposit", "integer")
    .addColumn("deposit_rule", "text")
    .addColumn("delivery_by", "text")
    .addColumn("valid_until", "text")
    .addColumn("terms", "text")
    .addColumn("quoted_at", "text")
    .addColumn("deposit_order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("balance_order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("artwork_id", "integer", (c) => c.references("artworks.id").onDelete("set null"))
    .addColumn("is_demo", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("ended_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("commissions_status")
    .ifNotExists()
    .on("commissions")
    .column("status")
    .execute();
  await db.schema
    .createTable("commission_photos")
    .ifNotExists()
    .addColumn("id", "integer", id)
    .addColumn("commission_id", "integer", (c) =>
      c.notNull().references("commissions.id").onDelete("cascade"),
    )
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("commission_photos_commission")
    .ifNotExists()
    .on("commission_photos")
    .column("commission_id")
    .execute();
  await db.schema
    .createTable("commission_messages")
    .ifNotExists()
    .addColumn("id", "integer", id)
    .addColumn("commission_id", "integer", (c) =>
      c.notNull().references("commissions.id").onDelete("cascade"),
    )
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("commission_messages_commission")
    .ifNotExists()
    .on("commission_messages")
    .column("commission_id")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("commission_messages").ifExists().execute();
  await db.schema.dropTable("commission_photos").ifExists().execute();
  await db.schema.dropTable("commissions").ifExists().execute();
}
