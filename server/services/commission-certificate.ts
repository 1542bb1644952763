import type { Transaction } from "kysely";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import {
  asIssued,
  buyerOf,
  type CertificateView,
  insertCertificate,
  nextNumber,
  saleFields,
  view,
  WORK_COLUMNS,
} from "./certificates.ts";

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
  const buyer = await buyerOf(trx, commission.orderId);
  const existing = await trx
    .selectFrom("certificates")
    .select("number")
    .where("order_number", "=", buyer.orderNumber)
    .executeTakeFirst();
  if (existing) return null;
  const work = commission.artworkId
    ? await trx
        .selectFrom("artworks")
        .select(WORK_COLUMNS)
        .where("id", "=", commission.artworkId)
        .executeTakeFirst()
    : undefined;
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
    ...(await saleFields(trx, buyer)),
  });
  return row ? view(row) : null;
}
