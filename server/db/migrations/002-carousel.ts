import { type Kysely, PostgresAdapter } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the evolving schema type.
type Db = Kysely<any>;

/** The home page's hero slides, in order. */
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("carousel_images")
    .addColumn("id", "integer", (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
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
