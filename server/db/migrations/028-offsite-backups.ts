import { sql } from "kysely";
import { createIndex, type Db, isPostgres, tableWithId } from "./shared.ts";

/**
 * The off-site backups this site made (decision 024): one row per attempt, `running` while it is
 * made (its process says so in `heartbeat_at`), then `good` once the copy in the bucket was read
 * back and matched, or `failed` with the reason. At most one row is `running`, whichever process
 * made it: the partial unique index is the lock that keeps two processes from backing up at once.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "offsite_backups")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("heartbeat_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    // A backup may pass 2 GiB: PostgreSQL's integer would not hold its size.
    .addColumn("size", isPostgres(db) ? "bigint" : "integer")
    .addColumn("sha256", "text")
    .addColumn("error", "text")
    .execute();
  await createIndex(db, "offsite_backups_running_status", "offsite_backups", ["status"], {
    unique: true,
  })
    .where(sql.ref("status"), "=", "running")
    .execute();
  await createIndex(db, "offsite_backups_started", "offsite_backups", [
    "status",
    "started_at",
  ]).execute();
}
