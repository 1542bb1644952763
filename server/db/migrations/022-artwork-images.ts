import { sql } from "kysely";
import { createIndex, type Db, partOf, tableWithId } from "./shared.ts";

/**
 * Several photos per artwork. The cover stays where it always was (`artworks.image_url`,
 * `media_key` and `alt_text`), so every existing artwork is already its one picture as the cover
 * and nothing is copied; this table holds the photos after it, in order (`position` 1 to 11, at
 * most 12 in all with the cover), each with its own alt text. They go with their artwork.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "artwork_images", { ifNotExists: true })
    .addColumn("artwork_id", "integer", partOf("artworks"))
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 1`))
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("media_key", "text")
    .addColumn("alt_text", "text")
    .addUniqueConstraint("artwork_images_place", ["artwork_id", "position"])
    .execute();
  await createIndex(db, "artwork_images_media_key", "artwork_images", ["media_key"], {
    ifNotExists: true,
  }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("artwork_images").ifExists().execute();
}
