import type { Transaction } from "kysely";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import {
  artistName,
  asIssued,
  type CertificateView,
  insertCertificate,
  nextNumber,
  view,
  WORK_COLUMNS,
} from "./certificates.ts";
import { collectorFor } from "./collectors.ts";

/**
 * Issues the certificate of a commissioned original when its commission completes, inside that
 * transaction, as a paid order's originals get theirs: numbered under the same lock, the buyer
 * made a collector, and shown on the order that paid for it last (its balance, or the deposit
 * when that was all). The work is the portfolio artwork the piece became, when it is one; else
 * the commission's own words. Idempotent: none when that order has one already.
 */
export async function issueForCommission(
  trx: Transaction<Database>,
  commission: {
    orderId: number;
    artworkId: number | null;
    title: string;
    medium: string | null;
    dimensions: string | null;
  },
): Promise<CertificateView | null> {
  const number = await nextNumber(trx);
  const order = await trx
    .selectFrom("orders")
    .innerJoin("customers", "customers.id", "orders.customer_id")
    .select([
      "orders.order_number",
      "customers.email",
      "customers.first_name",
      "customers.last_name",
    ])
    .where("orders.id", "=", commission.orderId)
    .executeTakeFirstOrThrow();
  const existing = await trx
    .selectFrom("certificates")
    .select("number")
    .where("order_number", "=", order.order_number)
    .executeTakeFirst();
  if (existing) return null;
  const work = commission.artworkId
    ? await trx
        .selectFrom("artworks")
        .select(WORK_COLUMNS)
        .where("id", "=", commission.artworkId)
        .executeTakeFirst()
    : undefined;
  const buyerName = `${order.first_name} ${order.last_name}`.trim();
  const row = await insertCertificate(trx, number, {
    ...(work
      ? asIssued(work)
      : {
          artwork_id: null,
          title: commission.title,
          year: Number(nowIso().slice(0, 4)),
          medium: commission.medium,
          dimensions: commission.dimensions,
          image_url: null,
        }),
    order_number: order.order_number,
    collector_id: await collectorFor(trx, { email: order.email, name: buyerName }),
    artist_name: await artistName(trx),
    buyer_name: buyerName,
    buyer_named: false,
  });
  return row ? view(row) : null;
}
