import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the evolving schema type.
type Db = Kysely<any>;

/**
 * Several photos per artwork. The cover stays where it always was (`artworks.image_url`,
 * `media_key` and `alt_text`), so every existing artwork is already its one picture as the cover
 * and nothing is copied; this table holds the photos after it, in order (`position` 1 to 11, at
 * most 12 in all with the cover), each with its own alt text. They go with their artwork.
 */
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("artwork_images")
    .ifNotExists()
    .addColumn("id", "integer", (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("artwork_id", "integer", (c) =>
      c.notNull().references("artworks.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 1`))
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("media_key", "text")
    .addColumn("alt_text", "text")
    .addUniqueConstraint("artwork_images_place", ["artwork_id", "position"])
    .execute();
  await db.schema
    .createIndex("artwork_images_media_key")
    .ifNotExists()
    .on("artwork_images")
    .column("media_key")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("artwork_images").ifExists().execute();
}
