import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
} from "kysely";

// Migrations are frozen once released: they describe the schema as it was, so they use no app
// types, and what this file writes must never change (a new spelling is a new function here).
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the evolving schema type.
export type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
export type Table = CreateTableBuilder<any, any>;
type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

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

/** A setting's stored JSON value, or undefined when the site has none by that key. */
export async function readSetting<T = Record<string, unknown>>(
  db: Db,
  key: string,
): Promise<T | undefined> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/** A column naming the row this one belongs to: required, and deleted with it. */
export const partOf =
  (parent: string): Column =>
  (c) =>
    c.notNull().references(`${parent}.id`).onDelete("cascade");

/** A column naming a row this one may outlive: emptied when that row is deleted. */
export const refersTo =
  (other: string): Column =>
  (c) =>
    c.references(`${other}.id`).onDelete("set null");

/**
 * An index `name` on `columns` of `table`, to `.execute()`; a `.where(…)` before that makes it
 * partial (unique only among the rows that must not clash, say).
 */
export function createIndex(
  db: Db,
  name: string,
  table: string,
  columns: string[],
  options: { unique?: boolean; ifNotExists?: boolean } = {},
) {
  const index = db.schema.createIndex(name).on(table).columns(columns);
  const unique = options.unique ? index.unique() : index;
  return options.ifNotExists ? unique.ifNotExists() : unique;
}
