import {
  addColumns,
  createIndex,
  type Db,
  dropColumns,
  tableWithId,
  withTimestamps,
} from "./shared.ts";

/**
 * Announcements of new work: each one a public page of the news (its slug) and a mail to the
 * confirmed subscribers. The outbox learns which announcement a mail belongs to (one row per
 * recipient, unique, so an announcement is queued to an address once) and the headers a list
 * mail carries (List-Unsubscribe).
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "announcements")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("intro", "text", (c) => c.notNull())
    .addColumn("artwork_ids", "text", (c) => c.notNull())
    .addColumn("product_ids", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("send_at", "text")
    .addColumn("queued_at", "text")
    .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
    .$call(withTimestamps)
    .execute();
  await addColumns(db, "mail_outbox", [
    ["headers", "text"],
    ["announcement_id", "integer", (c) => c.references("announcements.id")],
  ]);
  await createIndex(
    db,
    "mail_outbox_announcement_recipient",
    "mail_outbox",
    ["announcement_id", "to_address"],
    { unique: true },
  ).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("mail_outbox_announcement_recipient").ifExists().execute();
  await dropColumns(db, "mail_outbox", ["announcement_id", "headers"]);
  await db.schema.dropTable("announcements").ifExists().execute();
}
