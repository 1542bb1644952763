import type { Generated, Insertable, Kysely, Transaction } from "kysely";
import type { Database } from "./schema.ts";

/** The tables whose rows the database numbers itself. */
type NumberedTable = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

/** Inserts one row, inside the caller's transaction when it passes one; answers the row's new id. */
export async function insertRow<T extends NumberedTable>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const { id } = await db
    .insertInto(table)
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Inserts `rows` in one statement; none is no statement at all (an insert of no rows is not SQL).
 */
export async function insertRows<T extends keyof Database>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto(table).values(rows).execute();
}
