import { type Db, tableWithId } from "./shared.ts";

/** The home page's hero slides, in order. */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "carousel_images")
    .addColumn("media_key", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("alt", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("carousel_images").ifExists().execute();
}
