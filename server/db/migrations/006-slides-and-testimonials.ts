import { type Db, tableWithId, withTimestamps } from "./shared.ts";

/**
 * The owner's home page: a caption under each hero slide's title, and testimonials kept in the
 * database (quote, author, optional place, order, published or not; `is_demo` marks the demo's).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("carousel_images").addColumn("caption", "text").execute();
  await withTimestamps(
    tableWithId(db, "testimonials", { ifNotExists: true })
      .addColumn("quote", "text", (c) => c.notNull())
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("location", "text")
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("is_published", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("is_demo", "boolean", (c) => c.notNull().defaultTo(false)),
  ).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("testimonials").ifExists().execute();
  await db.schema.alterTable("carousel_images").dropColumn("caption").execute();
}
