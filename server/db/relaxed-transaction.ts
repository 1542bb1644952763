import { type Kysely, SqliteAdapter, sql, type Transaction } from "kysely";
import type { Dialect } from "./dialect.ts";
import type { Database } from "./schema.ts";

/** Runs `work` in a transaction whose commit need not reach the disk before it returns. */
export type RelaxedTransaction = <T>(
  work: (trx: Transaction<Database>) => Promise<T>,
) => Promise<T>;

/**
 * A transaction for data nobody minds losing to a power cut: a visitor's cart. It is atomic and
 * isolated like any other and survives the process crashing, but its commit does not wait for the
 * disk to flush, so a power failure or an OS crash in the next moment may undo it (never half of
 * it, never the database's integrity). Orders, the owner's edits and messages keep the full flush
 * (decision 015).
 *
 * SQLite: `synchronous = NORMAL` around the transaction on the one connection (it cannot change
 * inside one), back to FULL after. PostgreSQL: `synchronous_commit = off` for this transaction.
 */
export function relaxedTransaction(db: Kysely<Database>, dialect: Dialect): RelaxedTransaction {
  if (dialect === "postgres") {
    return (work) =>
      db.transaction().execute(async (trx) => {
        await sql`set local synchronous_commit = off`.execute(trx);
        return work(trx);
      });
  }
  return (work) =>
    db.connection().execute(async (connection) => {
      await sql`pragma synchronous = normal`.execute(connection);
      try {
        return await connection.transaction().execute(work);
      } finally {
        await sql`pragma synchronous = full`.execute(connection);
      }
    });
}

/**
 * Runs a batch of writes whose commits do not wait for the disk, for work that runs again from the
 * start when it is cut short (the demo's seeding): on SQLite, `synchronous = NORMAL` on the one
 * connection meanwhile, FULL again after. A later fully flushed commit makes them durable with it
 * (the write-ahead log is flushed in order). PostgreSQL commits as always.
 */
export async function withoutFlushWaits<T>(db: Kysely<Database>, work: () => Promise<T>) {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return work();
  await sql`pragma synchronous = normal`.execute(db);
  try {
    return await work();
  } finally {
    await sql`pragma synchronous = full`.execute(db);
  }
}
