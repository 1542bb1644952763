import { createIndex, type Db, tableWithId } from "./shared.ts";

/**
 * The security event log: sign-ins and their failures, sign-outs, password and
 * settings changes, backups, restores and the demo's removal, each with the client's address and
 * a few facts as JSON text (core/security-events.ts; never a secret). Read newest first.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "security_events", { ifNotExists: true })
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("client_address", "text")
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await createIndex(db, "security_events_occurred_at", "security_events", ["occurred_at"], {
    ifNotExists: true,
  }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("security_events").ifExists().execute();
}
