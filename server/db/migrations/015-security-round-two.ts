import { addColumns, createIndex, type Db, dropColumns } from "./shared.ts";

/**
 * The security log records a client's repeated refusals once per window: `repeated`
 * counts them, `last_occurred_at` is the latest (null: the event happened once). Each order keeps
 * the client (address group) that placed it, so a client holds at most three unpaid orders; orders
 * placed before keep none.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, "security_events", [
    ["repeated", "integer", (c) => c.notNull().defaultTo(1)],
    ["last_occurred_at", "text"],
  ]);
  await addColumns(db, "orders", [["client_group", "text"]]);
  await createIndex(db, "orders_client_group", "orders", ["client_group", "status"], {
    ifNotExists: true,
  }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("orders_client_group").ifExists().execute();
  await dropColumns(db, "orders", ["client_group"]);
  await dropColumns(db, "security_events", ["last_occurred_at", "repeated"]);
}
