import { type Kysely, sql } from "kysely";
import type { Dialect } from "./client.ts";
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
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       and c.table_name not in ('kysely_migration', 'kysely_migration_lock')
     order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push(row.column_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}
