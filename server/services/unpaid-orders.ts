import { sql, type Transaction } from "kysely";
import { Conflict } from "#core/domain-errors.ts";
import { UNPAID_STATUSES } from "#core/payment-deadline.ts";
import type { Dialect } from "../db/client.ts";
import type { Database } from "../db/schema.ts";

/**
 * The most unpaid orders one buyer (an e-mail address, in any case) may hold at a time: each
 * reserves its originals and stock until its payment deadline, so without a cap one stranger
 * could hold the whole shop.
 */
export const MAX_UNPAID_PER_EMAIL = 3;

/**
 * The most unpaid orders one client (address group: an IPv4 address, an IPv6 /64) may hold. Higher
 * than a buyer's: a café's Wi-Fi or a carrier's NAT puts many people behind one address, and one
 * of them leaving orders unpaid must not stop the others.
 */
export const MAX_UNPAID_PER_CLIENT = 10;

export const UNPAID_PER_EMAIL = `This e-mail address already has ${MAX_UNPAID_PER_EMAIL} unpaid orders. Please pay for one of them, or ask us to cancel one, before placing another.`;
/** Said to whoever is next on a busy network: not "you", since it is usually someone else's orders. */
export const UNPAID_PER_CLIENT =
  "Too many unpaid orders have been placed from this network. Please pay for one or contact the artist.";

/**
 * Refuses (409) an order for an e-mail address that holds {@link MAX_UNPAID_PER_EMAIL} unpaid
 * orders already, or from a client that holds {@link MAX_UNPAID_PER_CLIENT}; the buyer's own count
 * is said first, being the one they can do something about. Runs inside the placing transaction:
 * on SQLite every write transaction runs alone; on PostgreSQL a transaction lock per client and per address (taken in one order, so
 * two checkouts never wait on each other) makes parallel checkouts count one after the other.
 */
export async function checkUnpaidOrders(
  trx: Transaction<Database>,
  dialect: Dialect,
  who: { clientGroup: string | null; email: string },
): Promise<void> {
  const email = who.email.trim().toLowerCase();
  if (dialect === "postgres") {
    const keys = [`unpaid-email:${email}`];
    if (who.clientGroup) keys.push(`unpaid-client:${who.clientGroup}`);
    for (const key of keys.sort()) {
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    }
  }
  const unpaid = trx
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("orders.status", "in", [...UNPAID_STATUSES]);
  const byEmail = await unpaid
    .innerJoin("customers", "customers.id", "orders.customer_id")
    .where((eb) => eb(eb.fn("lower", ["customers.email"]), "=", email))
    .executeTakeFirstOrThrow();
  if (Number(byEmail.n) >= MAX_UNPAID_PER_EMAIL) throw new Conflict(UNPAID_PER_EMAIL);
  if (who.clientGroup) {
    const byClient = await unpaid
      .where("orders.client_group", "=", who.clientGroup)
      .executeTakeFirstOrThrow();
    if (Number(byClient.n) >= MAX_UNPAID_PER_CLIENT) throw new Conflict(UNPAID_PER_CLIENT);
  }
}
