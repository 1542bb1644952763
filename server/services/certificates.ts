import { randomBytes } from "node:crypto";
import { type Insertable, type Kysely, PostgresAdapter, sql, type Transaction } from "kysely";
import { codeFromBytes, normaliseCode } from "#core/certificate-code.ts";
import { Conflict, Invalid, NotFound } from "#core/domain-errors.ts";
import type { HandCertificateSchema } from "#core/schemas/certificate-input.ts";
import type { z } from "#core/schemas/zod-setup.ts";
import { DEFAULT_PROFILE, type SiteProfile } from "#core/site-profile.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { bound } from "./bound.ts";
import { collectorFor } from "./collectors.ts";
import { orderWithBuyer } from "./order-view.ts";
import { readSetting } from "./setting-store.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** One line of `GET /api/admin/certificates` (PRODUCT.md §7). */
export interface CertificateListEntry {
  number: number;
  code: string;
  artworkId: number | null;
  orderNumber: string | null;
  issuedAt: string;
  title: string;
  soldOn: string;
  revokedAt: string | null;
}

/** A certificate as its owner (the buyer, the artist) reads and prints it. */
export interface CertificateView extends CertificateListEntry {
  year: number | null;
  medium: string | null;
  dimensions: string | null;
  imageUrl: string | null;
  artistName: string;
  buyerName: string | null;
  buyerNamed: boolean;
}

/** What `/verify/{code}` shows anyone: the buyer's name only when they chose it, nothing else of theirs. */
export type VerifiedCertificate = Omit<CertificateView, "orderNumber" | "buyerName"> & {
  buyerName: string | null;
};

export const NO_CERTIFICATE = "No certificate with this code";

const COLUMNS = [
  "number",
  "code",
  "artwork_id",
  "order_number",
  "issued_at",
  "title",
  "sold_on",
  "revoked_at",
  "year",
  "medium",
  "dimensions",
  "image_url",
  "artist_name",
  "buyer_name",
  "buyer_named",
] as const;

const selectCertificates = (db: Db) => db.selectFrom("certificates").select(COLUMNS);
type Row = Awaited<ReturnType<ReturnType<typeof selectCertificates>["executeTakeFirstOrThrow"]>>;

const listEntry = (row: Row): CertificateListEntry => ({
  number: row.number,
  code: row.code,
  artworkId: row.artwork_id,
  orderNumber: row.order_number,
  issuedAt: row.issued_at,
  title: row.title,
  soldOn: row.sold_on,
  revokedAt: row.revoked_at,
});

/** A certificate row as its readers see it. */
export const view = (row: Row): CertificateView => ({
  ...listEntry(row),
  year: row.year,
  medium: row.medium,
  dimensions: row.dimensions,
  imageUrl: row.image_url,
  artistName: row.artist_name,
  buyerName: row.buyer_name,
  buyerNamed: Boolean(row.buyer_named),
});

/** The artist's name as the profile gives it now: the certificate keeps it as at issue. */
export async function artistName(db: Db): Promise<string> {
  const profile = await readSetting<Partial<SiteProfile>>(db, "profile");
  return profile?.artistName || DEFAULT_PROFILE.artistName;
}

/**
 * The next certificate number. Numbers are handed out in order, without gaps: on PostgreSQL the
 * table is locked against other issuers until the transaction ends (reads go on); SQLite's
 * writers already run one at a time (BEGIN IMMEDIATE).
 */
export async function nextNumber(trx: Transaction<Database>): Promise<number> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`lock table certificates in share row exclusive mode`.execute(trx);
  const row = await trx
    .selectFrom("certificates")
    .select((eb) => eb.fn.max("number").as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

/** The work's details as the certificate keeps them. */
export const WORK_COLUMNS = [
  "artworks.id",
  "artworks.title",
  "artworks.year",
  "artworks.medium",
  "artworks.dimensions",
  "artworks.image_url",
] as const;

/** The work's columns as a certificate keeps them. */
export const asIssued = (work: {
  id: number;
  title: string;
  year: number | null;
  medium: string | null;
  dimensions: string | null;
  image_url: string;
}) => ({
  artwork_id: work.id,
  title: work.title,
  year: work.year,
  medium: work.medium,
  dimensions: work.dimensions,
  image_url: work.image_url,
});

/**
 * Issues a certificate for each original of a paid order that has none, inside the transaction
 * that marks it paid; the buyer becomes a collector. Idempotent: the (order, artwork) pair is
 * unique and checked under the numbering lock, so a doubled payment event or two "paid" clicks
 * issue one. Returns the certificates this call issued (none when they existed already).
 */
export async function issueForOrder(
  trx: Transaction<Database>,
  orderId: number,
): Promise<CertificateView[]> {
  const works = await trx
    .selectFrom("order_items")
    .innerJoin("artworks", "artworks.id", "order_items.artwork_id")
    .select(WORK_COLUMNS)
    .where("order_items.order_id", "=", orderId)
    // A piece released from the order while unpaid and not taken again is not the buyer's.
    .where("order_items.released_at", "is", null)
    .orderBy("artworks.id")
    .execute();
  if (works.length === 0) return [];
  let number = await nextNumber(trx);
  const buyer = await buyerOf(trx, orderId);
  const existing = new Set(
    (
      await trx
        .selectFrom("certificates")
        .select("artwork_id")
        .where("order_number", "=", buyer.orderNumber)
        .execute()
    ).map((row) => row.artwork_id),
  );
  const missing = works.filter((work) => !existing.has(work.id));
  if (missing.length === 0) return [];
  const sale = await saleFields(trx, buyer);
  const issued: CertificateView[] = [];
  for (const work of missing) {
    const row = await insertCertificate(trx, number, { ...asIssued(work), ...sale });
    if (row) {
      issued.push(view(row));
      number += 1;
    }
  }
  return issued;
}

/** The order's number and its buyer, named as a certificate names them. */
export async function buyerOf(trx: Transaction<Database>, orderId: number) {
  const order = await orderWithBuyer(trx, orderId);
  return {
    orderNumber: order.order_number,
    email: order.email,
    name: `${order.first_name} ${order.last_name}`.trim(),
  };
}

/**
 * What every certificate of one sale says of it: the order, the artist, and the buyer, made a
 * collector (one per e-mail address) and not yet named on the certificate by choice.
 */
export async function saleFields(
  trx: Transaction<Database>,
  buyer: Awaited<ReturnType<typeof buyerOf>>,
) {
  return {
    order_number: buyer.orderNumber,
    collector_id: await collectorFor(trx, { email: buyer.email, name: buyer.name }),
    artist_name: await artistName(trx),
    buyer_name: buyer.name,
    buyer_named: false,
  };
}

type NewCertificate = Omit<
  Insertable<Database["certificates"]>,
  "id" | "number" | "code" | "sold_on" | "issued_at" | "revoked_at"
> & { sold_on?: string };

/** Inserts one certificate with a fresh code; undefined when its (order, artwork) already has one. */
export async function insertCertificate(
  trx: Transaction<Database>,
  number: number,
  values: NewCertificate,
) {
  const now = nowIso();
  return trx
    .insertInto("certificates")
    .values({
      ...values,
      number,
      code: codeFromBytes(randomBytes(16)),
      sold_on: values.sold_on ?? now.slice(0, 10),
      issued_at: now,
    })
    .onConflict((oc) => oc.columns(["order_number", "artwork_id"]).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Withdraws a cancelled order's certificates: the verification page then says so. */
export async function revokeForOrder(trx: Transaction<Database>, orderId: number): Promise<void> {
  await trx
    .updateTable("certificates")
    .set({ revoked_at: nowIso() })
    .where("revoked_at", "is", null)
    .where("order_number", "=", (eb) =>
      eb.selectFrom("orders").select("order_number").where("id", "=", orderId),
    )
    .execute();
}

/** Every certificate, newest number first. */
export async function listCertificates(db: Db): Promise<CertificateListEntry[]> {
  const rows = await selectCertificates(db).orderBy("number", "desc").execute();
  return rows.map(listEntry);
}

/** One certificate by its number (the owner's printable page), or 404. */
export async function certificateByNumber(db: Db, number: number): Promise<CertificateView> {
  const row = await selectCertificates(db)
    .where("number", "=", number)
    .executeTakeFirstOrThrow(() => new NotFound("Certificate not found"));
  return view(row);
}

/** An order's certificates, in number order (withdrawn ones included, marked). */
export async function certificatesOfOrder(db: Db, orderNumber: string): Promise<CertificateView[]> {
  const rows = await selectCertificates(db)
    .where("order_number", "=", orderNumber)
    .orderBy("number")
    .execute();
  return rows.map(view);
}

/** The public verification of a code: the work and the date, the buyer only when they chose. */
export async function verifyCertificate(db: Db, code: string): Promise<VerifiedCertificate> {
  const normal = normaliseCode(code);
  const row = normal
    ? await selectCertificates(db).where("code", "=", normal).executeTakeFirst()
    : undefined;
  if (!row) throw new NotFound(NO_CERTIFICATE);
  const { orderNumber: _order, buyerName, ...shown } = view(row);
  return { ...shown, buyerName: shown.buyerNamed ? buyerName : null };
}

/**
 * A certificate the owner issues by hand, for an original sold elsewhere: the work as the
 * portfolio has it now; the buyer, given an e-mail address, joins the collectors. One live
 * certificate per work: a second is refused (409).
 */
export async function issueByHand(
  db: Kysely<Database>,
  input: z.output<typeof HandCertificateSchema>,
): Promise<CertificateView> {
  return db.transaction().execute(async (trx) => {
    const work = await trx
      .selectFrom("artworks")
      .select(WORK_COLUMNS)
      .where("id", "=", input.artworkId)
      .executeTakeFirst();
    if (!work) {
      throw new Invalid("Choose an artwork from the portfolio", {
        artworkId: "Choose an artwork from the portfolio",
      });
    }
    const number = await nextNumber(trx);
    const live = await trx
      .selectFrom("certificates")
      .select("number")
      .where("artwork_id", "=", work.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (live) {
      const message = `Certificate No. ${live.number} already vouches for ${work.title}`;
      throw new Conflict(message, { artworkId: message });
    }
    const collectorId = input.buyerEmail
      ? await collectorFor(trx, { email: input.buyerEmail, name: input.buyerName ?? "" }, true)
      : null;
    const row = await insertCertificate(trx, number, {
      ...asIssued(work),
      order_number: null,
      collector_id: collectorId,
      artist_name: await artistName(trx),
      sold_on: input.soldOn,
      buyer_name: input.buyerName ?? null,
      buyer_named: input.buyerNamed && input.buyerName !== undefined,
    });
    return view(row!);
  });
}

/** The buyer's choice to be named on the public page (or not) for one of their certificates. */
export async function setBuyerNamed(
  db: Db,
  orderNumber: string,
  code: string,
  named: boolean,
): Promise<CertificateView> {
  const normal = normaliseCode(code) ?? "";
  const row = await db
    .updateTable("certificates")
    .set({ buyer_named: named })
    .where("order_number", "=", orderNumber)
    .where("code", "=", normal)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow(() => new NotFound(NO_CERTIFICATE));
  return view(row);
}

/** Certificates of authenticity (PRODUCT.md §4): a thin index of the functions above. */
export function createCertificates(db: Kysely<Database>) {
  return {
    list: bound(db, listCertificates),
    byNumber: bound(db, certificateByNumber),
    ofOrder: bound(db, certificatesOfOrder),
    verify: bound(db, verifyCertificate),
    issueByHand: bound(db, issueByHand),
    setBuyerNamed: bound(db, setBuyerNamed),
  };
}

export type CertificatesService = ReturnType<typeof createCertificates>;
