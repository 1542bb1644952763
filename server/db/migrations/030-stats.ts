import { addColumns, type Db, dropColumns, dropTables, tableKeyedBy } from "./shared.ts";

/**
 * Visits counted without cookies (PRODUCT.md §6, Statistics): the day's secret salt (one row, the
 * day's; older ones are deleted), the raw page views of the last 30 days (no id, no index: the
 * table is read whole by day and kept small), the daily figures they are rolled into, and on each
 * order the source of the visit that placed it. A raw view is kept small (about 47 bytes on
 * SQLite): its day as a number of days, its visitor as a 48-bit number, its device as a letter.
 */
export async function up(db: Db): Promise<void> {
  await tableKeyedBy(db, "stats_salts", "day", "text")
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("stats_views")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("visitor", "bigint", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("entry", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("medium", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("stats_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("stats_days_key", ["day", "dimension", "value"])
    .execute();
  await addColumns(db, "orders", [
    ["visit_source", "text"],
    ["visit_medium", "text"],
    ["visit_campaign", "text"],
  ]);
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, "orders", ["visit_source", "visit_medium", "visit_campaign"]);
  await dropTables(db, ["stats_days", "stats_views", "stats_salts"]);
}
