import { sql, type Transaction } from "kysely";
import { Conflict } from "#core/domain-errors.ts";
import { UNPAID_STATUSES } from "#core/payment-deadline.ts";
import type { Dialect } from "../db/client.ts";
import type { Database } from "../db/schema.ts";

/**
 * The most unpaid orders one client (address group) and one e-mail address may hold at a time
 * (issue #24): each reserves its originals and stock until its payment deadline, so without a cap
 * one stranger could hold the whole shop.
 */
export const MAX_UNPAID_ORDERS = 3;

export const UNPAID_PER_CLIENT = `You already have ${MAX_UNPAID_ORDERS} unpaid orders. Please pay for one of them, or ask us to cancel one, before placing another.`;
export const UNPAID_PER_EMAIL = `This e-mail address already has ${MAX_UNPAID_ORDERS} unpaid orders. Please pay for one of them, or ask us to cancel one, before placing another.`;

/**
 * Refuses (409) an order from a client or e-mail address that holds {@link MAX_UNPAID_ORDERS}
 * unpaid orders already. Runs inside the placing transaction: on SQLite every write transaction
 * runs alone; on PostgreSQL a transaction lock per client and per address (taken in one order, so
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
  if (who.clientGroup) {
    const { n } = await unpaid
      .where("orders.client_group", "=", who.clientGroup)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_UNPAID_ORDERS) throw new Conflict(UNPAID_PER_CLIENT);
  }
  const { n } = await unpaid
    .innerJoin("customers", "customers.id", "orders.customer_id")
    .where((eb) => eb(eb.fn("lower", ["customers.email"]), "=", email))
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_UNPAID_ORDERS) throw new Conflict(UNPAID_PER_EMAIL);
}
