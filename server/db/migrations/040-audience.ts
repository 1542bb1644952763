import {
  createIndex,
  type Db,
  dropTables,
  partOf,
  tableKeyedBy,
  tableWithId,
  withConsentEvidence,
  withLinkTimes,
} from "./shared.ts";

/**
 * The artist's audience: subscribers with the evidence of their consent, the consent line's
 * versions, single-use confirmation links (only the SHA-256 of each token is kept), and the
 * suppression list of removed addresses (only a hash of each), which is never mailed again.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "consent_texts")
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Version 1: the line every site starts with, until the owner writes their own.
  await db
    .insertInto("consent_texts")
    .values({
      text: "Yes, e-mail me about new work, exhibitions and news. I can unsubscribe at any time.",
      created_at: new Date().toISOString(),
    })
    .execute();
  await tableWithId(db, "subscribers")
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("consent_version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .$call(withConsentEvidence)
    .addColumn("unsubscribed_at", "text")
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("soft_bounces", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await createIndex(db, "subscribers_status", "subscribers", ["status"]).execute();
  await tableWithId(db, "subscriber_tokens")
    .addColumn("subscriber_id", "integer", partOf("subscribers"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .$call(withLinkTimes)
    .execute();
  await tableKeyedBy(db, "suppressed_addresses", "email_hash", "text")
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, [
    "suppressed_addresses",
    "subscriber_tokens",
    "subscribers",
    "consent_texts",
  ]);
}
