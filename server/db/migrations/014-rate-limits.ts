import { type Db, tableKeyedBy } from "./shared.ts";

/**
 * Rate-limit counts several server processes share, in the shape rate-limiter-flexible's
 * PostgreSQL store reads and writes: a key, the points used, and when they expire (milliseconds).
 * SQLite (one process) keeps its counts in memory and leaves this table empty.
 */
export async function up(db: Db): Promise<void> {
  await tableKeyedBy(db, "rate_limits", "key", "varchar(255)")
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
