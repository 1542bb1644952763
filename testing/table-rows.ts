/**
 * What the database holds, read in as few round trips as the engine allows: the suites that check
 * "nothing was stored" (hostile input, security) read it after every request they send, and on
 * PostgreSQL a round trip per table was most of their time.
 */
import { sql } from "kysely";
import type { DbHandle } from "../server/db/client.ts";
import { tablesOf } from "../server/db/tables.ts";

const tableNames = new WeakMap<DbHandle, Promise<string[]>>();

/** Every table of the test's database, read once per database (a test does not add tables). */
export function tablesIn(handle: DbHandle): Promise<string[]> {
  let names = tableNames.get(handle);
  if (!names) {
    names = tablesOf(handle.db, handle.dialect).then((tables) => [...tables.keys()]);
    tableNames.set(handle, names);
  }
  return names;
}

/** The number of rows in each table, in one query. */
export async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const names = await tablesIn(handle);
  const counts = sql.join(
    names.map((name) => sql`(select count(*) from ${sql.id(name)}) as ${sql.id(name)}`),
  );
  const { rows } = await sql<Record<string, number | string>>`select ${counts}`.execute(handle.db);
  return Object.fromEntries(names.map((name) => [name, Number(rows[0]![name])]));
}

/**
 * Every row of the given tables as sorted JSON texts, without the columns `leaveOut` names (those a
 * request changes anyway). One query on PostgreSQL; SQLite answers in-process, a query a table.
 */
export async function rowsOf(
  handle: DbHandle,
  tables: string[],
  leaveOut: Record<string, string> = {},
): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = Object.fromEntries(tables.map((name) => [name, []]));
  if (handle.dialect === "postgres") {
    const selects = tables.map((name) => {
      const row = leaveOut[name] ? sql`to_jsonb(r) - ${leaveOut[name]}` : sql`to_jsonb(r)`;
      return sql`select ${name}::text as t, (${row})::text as j from ${sql.id(name)} r`;
    });
    const { rows: found } = await sql<{ t: string; j: string }>`${sql.join(
      selects,
      sql` union all `,
    )}`.execute(handle.db);
    for (const { t, j } of found) rows[t]!.push(j);
  } else {
    for (const name of tables) {
      const found = (await handle.db
        .selectFrom(name as "orders")
        .selectAll()
        .execute()) as Array<Record<string, unknown>>;
      for (const row of found) {
        if (leaveOut[name]) delete row[leaveOut[name]];
        rows[name]!.push(JSON.stringify(row));
      }
    }
  }
  for (const list of Object.values(rows)) list.sort();
  return rows;
}
