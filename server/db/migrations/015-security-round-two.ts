import { createIndex, type Db } from "./shared.ts";

/**
 * The security log records a client's repeated refusals once per window: `repeated`
 * counts them, `last_occurred_at` is the latest (null: the event happened once). Each order keeps
 * the client (address group) that placed it, so a client holds at most three unpaid orders; orders
 * placed before keep none.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("security_events")
    .addColumn("repeated", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("security_events").addColumn("last_occurred_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("client_group", "text").execute();
  await createIndex(db, "orders_client_group", "orders", ["client_group", "status"], {
    ifNotExists: true,
  }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("orders_client_group").ifExists().execute();
  await db.schema.alterTable("orders").dropColumn("client_group").execute();
  await db.schema.alterTable("security_events").dropColumn("last_occurred_at").execute();
  await db.schema.alterTable("security_events").dropColumn("repeated").execute();
}
