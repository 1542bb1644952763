import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.ts";
import type { Database } from "./schema.ts";

/**
 * Every table of the database this connection works in, with its columns, in name order (the
 * migrator's own bookkeeping aside, as Kysely's introspector leaves it out). On
 * PostgreSQL only the connection's own schema: Kysely's introspector reads every schema of the
 * database, and fails when another one is dropped while it reads (tests make one a test).
 */
export async function tablesOf(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<Map<string, string[]>> {
  if (dialect !== "postgres") {
    const tables = await db.introspection.getTables();
    return new Map(
      tables
        .map((table) => [table.name, table.columns.map((column) => column.name)] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  // The catalogue itself rather than information_schema, whose views cost tens of milliseconds.
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.relname as table_name, a.attname as column_name
      from pg_catalog.pg_class c
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
       and c.relname not in ('kysely_migration', 'kysely_migration_lock')
     order by c.relname, a.attnum`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push(row.column_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}
