import { type Db, tableKeyedBy } from "./shared.ts";

/**
 * Background jobs run once per period however many server processes there are: each
 * run first claims its job's row, which only one process can do per period.
 */
export async function up(db: Db): Promise<void> {
  await tableKeyedBy(db, "background_jobs", "name", "text")
    .addColumn("last_run_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("background_jobs").execute();
}
