import {
  createIndex,
  type Db,
  dropTables,
  refersTo,
  tableWithId,
  withTimestamps,
} from "./shared.ts";

/**
 * Certificates of authenticity and the collectors who own the originals.
 *
 * A certificate keeps the work as it was when issued (title, year, medium, dimensions, cover
 * picture, the artist's name), so later edits or a deleted artwork never change what a collector
 * holds. One per original of a paid order: (order_number, artwork_id) is unique, so a doubled
 * payment event or two "paid" clicks at once issue one; a hand-issued one has no order number
 * (NULLs never collide). Its number is unique too, handed out in order (services/certificates.ts).
 *
 * A collector is one e-mail address (lower case): from a paid order of an original, or added by
 * the owner; the owner's notes stay with it.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "collectors", { ifNotExists: true })
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("added_by_hand", "boolean", (c) => c.notNull().defaultTo(false))
    .$call(withTimestamps)
    .execute();
  await tableWithId(db, "certificates", { ifNotExists: true })
    .addColumn("number", "integer", (c) => c.notNull().unique())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("artwork_id", "integer", refersTo("artworks"))
    .addColumn("order_number", "text")
    .addColumn("collector_id", "integer", refersTo("collectors"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("year", "integer")
    .addColumn("medium", "text")
    .addColumn("dimensions", "text")
    .addColumn("image_url", "text")
    .addColumn("artist_name", "text", (c) => c.notNull())
    .addColumn("sold_on", "text", (c) => c.notNull())
    .addColumn("buyer_name", "text")
    .addColumn("buyer_named", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await createIndex(
    db,
    "certificates_order_artwork",
    "certificates",
    ["order_number", "artwork_id"],
    { unique: true, ifNotExists: true },
  ).execute();
  await createIndex(db, "certificates_collector", "certificates", ["collector_id"], {
    ifNotExists: true,
  }).execute();
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ["certificates", "collectors"]);
}
