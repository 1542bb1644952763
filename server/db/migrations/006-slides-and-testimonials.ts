import { type Kysely, PostgresAdapter } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the evolving schema type.
type Db = Kysely<any>;

/**
 * The owner's home page: a caption under each hero slide's title, and testimonials kept in the
 * database (quote, author, optional place, order, published or not; `is_demo` marks the demo's).
 */
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("carousel_images").addColumn("caption", "text").execute();
  await db.schema
    .createTable("testimonials")
    .ifNotExists()
    .addColumn("id", "integer", (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("quote", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("location", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("is_published", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("is_demo", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("testimonials").ifExists().execute();
  await db.schema.alterTable("carousel_images").dropColumn("caption").execute();
}
