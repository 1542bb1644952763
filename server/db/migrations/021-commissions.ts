import {
  type ColumnGroup,
  createIndex,
  type Db,
  dropTables,
  partOf,
  refersTo,
  tableWithId,
  withImageFormat,
  withSender,
  withTimestamps,
} from "./shared.ts";

/**
 * Commissions. A request with its reference photos (kept privately under random keys,
 * never as public media) and its thread of messages; a quote, and the deposit and balance orders
 * it becomes. Only SHA-256 hashes of the requester's secret keys are kept, as for orders.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "commissions", { ifNotExists: true })
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .$call(withSender)
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
    .addColumn("deposit_order_id", "integer", refersTo("orders"))
    .addColumn("balance_order_id", "integer", refersTo("orders"))
    .addColumn("artwork_id", "integer", refersTo("artworks"))
    .addColumn("is_demo", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("ended_at", "text")
    .$call(withTimestamps)
    .execute();
  await createIndex(db, "commissions_status", "commissions", ["status"], {
    ifNotExists: true,
  }).execute();
  await createPartsTable(db, "commission_photos", (table) =>
    table
      .addColumn("key", "text", (c) => c.notNull().unique())
      .$call(withImageFormat)
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull()),
  );
  await createPartsTable(db, "commission_messages", (table) =>
    table
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull()),
  );
}

/**
 * A table of a commission's parts (its photos, its messages), with `columns` after the first:
 * each row names its commission, goes with it, and is found by it through the `_commission` index.
 */
async function createPartsTable(db: Db, name: string, columns: ColumnGroup) {
  await tableWithId(db, name, { ifNotExists: true })
    .addColumn("commission_id", "integer", partOf("commissions"))
    .$call(columns)
    .execute();
  await createIndex(db, `${name}_commission`, name, ["commission_id"], {
    ifNotExists: true,
  }).execute();
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ["commission_messages", "commission_photos", "commissions"]);
}
