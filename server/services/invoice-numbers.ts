import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * The next invoice number of `year`, inside the placing transaction (migration 020): one upsert
 * raises the year's counter and reads it back. On PostgreSQL the row stays locked until the order
 * commits, so parallel orders take turns; SQLite runs every write transaction alone. A rolled-back
 * order rolls its number back too: no gaps, no repeats.
 */
export async function nextInvoiceSeq(trx: Transaction<Database>, year: number): Promise<number> {
  const row = await trx
    .insertInto("invoice_counters")
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column("year")
        .doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}
