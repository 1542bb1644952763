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

/** Columns that several tables have alike, added in order to a new table (`.$call(withTimestamps)`). */
export type ColumnGroup = (table: Table) => Table;

type DataType = Parameters<Table["addColumn"]>[1];

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

/** A new table whose primary key is one of its own values (a setting's key, a day), not an id. */
export const tableKeyedBy = (db: Db, name: string, key: string, type: DataType): Table =>
  db.schema.createTable(name).addColumn(key, type, (c) => c.primaryKey());

/** The `created_at` and `updated_at` columns (ISO text the code sets) of an editable row. */
export const withTimestamps: ColumnGroup = (table) =>
  table
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull());

/**
 * The evidence of a double opt-in: the address a sign-up came from, and when and from which
 * address its link was confirmed (null until it is).
 */
export const withConsentEvidence: ColumnGroup = (table) =>
  table
    .addColumn("signup_address", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("confirm_address", "text");

/** A single-use link's times: when it was made, when it runs out, and when it was used (once). */
export const withLinkTimes: ColumnGroup = (table) =>
  table
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text");

/** An uploaded image's `mime` type and its `width` and `height` in pixels. */
export const withImageFormat: ColumnGroup = (table) =>
  table
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull());

/** Who wrote in from the site: their `name` and `email` address, both required. */
export const withSender: ColumnGroup = (table) =>
  table
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull());

/** A column added to a table that exists: its name, its type, and how it is built (none: nullable). */
export type NewColumn = readonly [name: string, type: DataType, build?: Column];

/** Adds columns to an existing table in order, one statement each: SQLite adds only one at a time. */
export async function addColumns(db: Db, table: string, columns: NewColumn[]): Promise<void> {
  for (const [name, type, build] of columns) {
    await db.schema.alterTable(table).addColumn(name, type, build).execute();
  }
}

/** Drops columns of a table in the order given, one statement each. */
export async function dropColumns(db: Db, table: string, columns: string[]): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}

/** Drops the tables that exist of those named, in order: a table before any it refers to. */
export async function dropTables(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

/**
 * A setting's stored JSON value, or undefined when the site has none by that key. The app reads
 * its settings through this one too (services/setting-store.ts), for as long as they are stored so.
 */
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

/** A column that may name a row this one belongs to (null: none); deleted with that row. */
export const maybePartOf =
  (parent: string): Column =>
  (c) =>
    c.references(`${parent}.id`).onDelete("cascade");

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
