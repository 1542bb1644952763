import { createIndex, type Db, maybePartOf, tableWithId, withConsentEvidence } from "./shared.ts";

/**
 * "Tell me when it is available": one row per address and item (a product or an original), with
 * its double opt-in link (only the SHA-256 of the token) and the secret of its "forget" link. A
 * row lives until its notice is queued, its link runs out unconfirmed, or its person forgets it;
 * deleting the item deletes its rows.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "notify_requests")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", maybePartOf("products"))
    .addColumn("artwork_id", "integer", maybePartOf("artworks"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("join_list", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consent_version", "integer")
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("forget_token", "text", (c) => c.notNull().unique())
    .$call(withConsentEvidence)
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await createIndex(db, "notify_requests_address_item", "notify_requests", ["email", "item"], {
    unique: true,
  }).execute();
  await createIndex(db, "notify_requests_status_item", "notify_requests", [
    "status",
    "item",
  ]).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("notify_requests").ifExists().execute();
}
