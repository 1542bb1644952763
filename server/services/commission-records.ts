import type { Kysely, Transaction } from "kysely";
import { type CommissionMoney, ownerMoves } from "#core/commission-status.ts";
import {
  type CommissionAdminView,
  type CommissionMessage,
  type CommissionPayment,
  type CommissionPhoto,
  type CommissionView,
  commissionTitle,
} from "#core/commissions.ts";
import { NotFound } from "#core/domain-errors.ts";
import { shippingRules } from "#core/shipping-zones.ts";
import type { StoreSettings } from "#core/store.ts";
import { taxSentence } from "#core/tax.ts";
import type { Database } from "../db/schema.ts";
import { addKeyHash, hashOrderKey, keyOpening, newOrderKey } from "./order-access.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** What a stranger is told of any commission they may not see: nothing, not even that it exists. */
export const NOT_FOUND = "Commission not found";

/** A photo's private address: served only to the owner and the holders of the commission's key. */
export const photoUrl = (id: number, key: string) => `/api/commissions/${id}/photos/${key}`;

/** An order's statuses that mean its money arrived. */
const PAID: ReadonlySet<string> = new Set(["paid", "shipped", "completed"]);

/** What a commission's moves depend on: the deposit and balance asked for, and whether each is paid. */
export async function commissionMoney(db: Db, id: number): Promise<CommissionMoney> {
  const row = await commissionRow(db, id);
  const [deposit, balance] = await Promise.all([
    payment(db, row.deposit_order_id),
    payment(db, row.balance_order_id),
  ]);
  return {
    deposit: row.deposit ?? 0,
    depositPaid: deposit !== null && PAID.has(deposit.status),
    balance: row.price !== null && row.deposit !== null ? row.price - row.deposit : 0,
    balancePaid: balance !== null && PAID.has(balance.status),
  };
}

async function payment(db: Db, orderId: number | null): Promise<CommissionPayment | null> {
  if (orderId === null) return null;
  const order = await db
    .selectFrom("orders")
    .select(["order_number", "total", "status"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  return order
    ? { orderNumber: order.order_number, amount: order.total, status: order.status }
    : null;
}

/** A commission's row, or 404. */
export async function commissionRow(db: Db, id: number) {
  const row = Number.isSafeInteger(id)
    ? await db.selectFrom("commissions").selectAll().where("id", "=", id).executeTakeFirst()
    : undefined;
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}

/**
 * The commission as the owner sees it (the requester's view is this without the owner's parts),
 * priced in the shop's currency and tax (its payments are taxed at home: payment-orders.ts).
 */
export async function loadCommission(
  db: Db,
  id: number,
  store: StoreSettings,
): Promise<CommissionAdminView> {
  const row = await commissionRow(db, id);
  const [photos, messages, deposit, balance, certificate] = await Promise.all([
    db
      .selectFrom("commission_photos")
      .select(["key", "width", "height", "message_id"])
      .where("commission_id", "=", id)
      .orderBy("message_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("commission_messages")
      .select(["id", "author", "body", "created_at"])
      .where("commission_id", "=", id)
      .orderBy("id")
      .execute(),
    payment(db, row.deposit_order_id),
    payment(db, row.balance_order_id),
    db
      .selectFrom("certificates")
      .innerJoin("orders", "orders.order_number", "certificates.order_number")
      .select(["certificates.code", "certificates.order_number", "certificates.title"])
      .where("orders.commission_id", "=", id)
      .where("certificates.revoked_at", "is", null)
      .orderBy("certificates.number", "desc")
      .executeTakeFirst(),
  ]);
  const photo = (p: (typeof photos)[number]): CommissionPhoto => ({
    key: p.key,
    url: photoUrl(id, p.key),
    width: p.width,
    height: p.height,
  });
  const author = (value: string): CommissionMessage["author"] =>
    value === "owner" || value === "shop" ? value : "requester";
  const quoted = row.price !== null && row.deposit !== null && row.valid_until && row.quoted_at;
  return {
    id: row.id,
    status: row.status,
    title: commissionTitle(row.kind_name, row.id),
    kind: { slug: row.kind, name: row.kind_name },
    name: row.name,
    email: row.email,
    size: row.size,
    medium: row.medium,
    budget: row.budget,
    wantedBy: row.wanted_by,
    description: row.description,
    consentToShow: Boolean(row.consent_to_show),
    createdAt: row.created_at,
    currency: store.currency,
    taxNote: taxSentence({ ...shippingRules(store), taxName: store.taxName }),
    photos: photos.filter((p) => p.message_id === null).map(photo),
    messages: messages.map((message) => ({
      id: message.id,
      author: author(message.author),
      body: message.body,
      createdAt: message.created_at,
      photos: photos.filter((p) => p.message_id === message.id).map(photo),
    })),
    quote: quoted
      ? {
          price: row.price!,
          deposit: row.deposit!,
          balance: row.price! - row.deposit!,
          depositRule: row.deposit_rule ?? "",
          deliveryBy: row.delivery_by,
          validUntil: row.valid_until!,
          terms: row.terms,
          quotedAt: row.quoted_at!,
        }
      : null,
    deposit,
    balance,
    depositLapsedAt: row.deposit_lapsed_at,
    certificate: certificate
      ? {
          code: certificate.code,
          orderNumber: certificate.order_number!,
          title: certificate.title,
        }
      : null,
    notes: row.notes,
    isSpam: Boolean(row.is_spam),
    artworkId: row.artwork_id,
    moves: ownerMoves(row.status),
  };
}

/** The requester's view: the owner's notes, flags and moves left out. */
export function forRequester(view: CommissionAdminView): CommissionView {
  const { notes: _notes, isSpam: _spam, artworkId: _artwork, moves: _moves, ...shown } = view;
  return shown;
}

/** The commission's id if one of `keys` opens it; NotFound otherwise (a stranger learns nothing). */
export async function openedCommission(
  db: Db,
  id: number,
  keys: readonly string[],
): Promise<{ id: number; openedBy: string }> {
  const row = Number.isSafeInteger(id)
    ? await db
        .selectFrom("commissions")
        .select("access_key_hashes")
        .where("id", "=", id)
        .executeTakeFirst()
    : undefined;
  const openedBy = row ? keyOpening(row.access_key_hashes, keys) : undefined;
  if (openedBy === undefined) throw new NotFound(NOT_FOUND);
  return { id, openedBy };
}

/**
 * A new secret key for a commission (one per e-mail: only hashes are kept), inside the caller's
 * transaction. Its deposit and balance orders take it too, so the link opens them as well.
 */
export async function addCommissionKey(trx: Transaction<Database>, id: number): Promise<string> {
  const key = newOrderKey();
  const hash = hashOrderKey(key);
  await addKeyHash(trx, "commissions", id, hash);
  const row = await commissionRow(trx, id);
  for (const orderId of [row.deposit_order_id, row.balance_order_id]) {
    if (orderId !== null) await addKeyHash(trx, "orders", orderId, hash);
  }
  return key;
}
