import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

// Migrations are frozen once released: they describe the schema as it was, so they use no app
// types, and what this file writes must never change (a new spelling is a new function here).
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the evolving schema type.
export type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
export type Table = CreateTableBuilder<any, any>;

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A new table starting with its auto-increment primary key `id`, spelled the way each engine
 * wants it (an identity column on PostgreSQL, AUTOINCREMENT on SQLite).
 */
export function tableWithId(db: Db, name: string, options: { ifNotExists?: boolean } = {}): Table {
  const table = db.schema.createTable(name);
  return (options.ifNotExists ? table.ifNotExists() : table).addColumn("id", "integer", (c) =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

/** The `created_at` and `updated_at` columns (ISO text the code sets) of an editable row. */
export const withTimestamps = (table: Table): Table =>
  table
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull());
