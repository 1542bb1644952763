import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema.ts";

/**
 * The row of `table` whose unique `key` is `values[key]`: inserted from `values` when there is
 * none, else the one already there, untouched. One conditional insert, then a read: whichever of
 * two callers at once comes first makes the row, and both get it.
 */
export async function insertOrKeep<T extends keyof Database, K extends keyof Database[T] & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  key: K,
  values: Insertable<Database[T]> & Record<K, string>,
): Promise<Selectable<Database[T]>> {
  // Kysely cannot check a statement on a table picked by a type parameter; the parameter types
  // check each caller's table, key and row.
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const column: string = key;
  await untyped
    .insertInto(table)
    .values(values)
    .onConflict((oc) => oc.column(column).doNothing())
    .execute();
  const value: string = values[key];
  const row = await untyped
    .selectFrom(table)
    .selectAll()
    .where(column, "=", value)
    .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]>;
}
