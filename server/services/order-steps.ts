/**
 * The steps of placing an order (services/orders.ts), each inside the caller's transaction: the
 * cart's lock, a repeat's earlier order, an original's reservation, the stock taken and the rows
 * written.
 */
import type { Transaction } from "kysely";
import { Conflict } from "#core/domain-errors.ts";
import { payByFrom } from "#core/payment-deadline.ts";
import type { priceCart } from "#core/pricing.ts";
import type { CustomerInput, GiftRecipient } from "#core/schemas/checkout-input.ts";
import { zoneOf } from "#core/shipping-zones.ts";
import type { StoreSettings } from "#core/store.ts";
import { variantLineName } from "#core/variants.ts";
import type { Dialect } from "../db/client.ts";
import type { Database } from "../db/schema.ts";
import type { CartLine } from "./cart.ts";
import { nextInvoiceSeq } from "./invoice-numbers.ts";
import { hashOrderKey } from "./order-access.ts";
import { insertOrderRows } from "./order-rows.ts";
import { takeStock } from "./stock.ts";

type Trx = Transaction<Database>;

/** How long an emptied cart's order is returned to a repeated checkout of that cart. */
export const REPEAT_CHECKOUT_WINDOW_MS = 30 * 60_000;

export { newOrderNumber } from "./order-rows.ts";

/** The visitor's cart row, locked against a concurrent checkout of the same cart (PostgreSQL). */
export async function lockCart(trx: Trx, dialect: Dialect, sessionId: string) {
  const query = trx
    .selectFrom("cart_sessions")
    .select(["id", "last_order_id", "discount_code", "gift_card_code"])
    .where("session_id", "=", sessionId);
  // SQLite's BEGIN IMMEDIATE already makes every write transaction run alone.
  return (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

export async function recentOrderOfCart(trx: Trx, orderId: number | null) {
  if (orderId === null) return undefined;
  const row = await trx
    .selectFrom("orders")
    .select(["id", "created_at"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const age = Date.now() - Date.parse(row.created_at);
  return age <= REPEAT_CHECKOUT_WINDOW_MS ? row.id : undefined;
}

/**
 * Reserves an original for this order: a conditional update, so of any number of checkouts at
 * the same time exactly one finds it available; the others get 409 and keep nothing.
 */
export async function reserveOriginal(trx: Trx, artworkId: number, title: string) {
  const result = await trx
    .updateTable("artworks")
    .set({ sale_state: "reserved" })
    .where("id", "=", artworkId)
    .where("sale_state", "=", "available")
    .where("is_for_sale", "=", true)
    .where("price", ">", 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  throw new Conflict(
    `Sorry, ${title} has just been reserved by another buyer. Please remove it from your cart.`,
  );
}

/**
 * Takes the lines' stock, products then variants, each by id: two checkouts never wait on each
 * other. Returns the products and variants whose stock is tracked (and so was taken).
 */
export async function takeLineStock(trx: Trx, lines: readonly CartLine[]) {
  const stockNeeded = new Map<number, { name: string; quantity: number }>();
  const variantNeeded = new Map<number, { name: string; quantity: number }>();
  const need = (
    map: Map<number, { name: string; quantity: number }>,
    id: number,
    name: string,
    quantity: number,
  ) => {
    const entry = map.get(id) ?? { name, quantity: 0 };
    entry.quantity += quantity;
    map.set(id, entry);
  };
  for (const line of lines) {
    if (line.stock === null || line.productId === null) continue;
    need(stockNeeded, line.productId, line.name, line.quantity);
    if (line.variantId !== null)
      need(variantNeeded, line.variantId, variantLineName(line.name, line.variant), line.quantity);
  }
  // Each line records what it took, so a cancellation gives back exactly that; a
  // product's stock counts all its variants, a variant's only itself (core/variants.ts).
  const byId = (a: [number, unknown], b: [number, unknown]) => a[0] - b[0];
  const tracked = new Set<number>();
  for (const [productId, { name, quantity }] of [...stockNeeded].sort(byId)) {
    if (await takeStock(trx, "products", productId, name, quantity)) tracked.add(productId);
  }
  const trackedVariants = new Set<number>();
  for (const [variantId, { name, quantity }] of [...variantNeeded].sort(byId)) {
    if (await takeStock(trx, "product_variants", variantId, name, quantity))
      trackedVariants.add(variantId);
  }
  return { tracked, trackedVariants };
}

/** Writes the customer, the order and its items (with the stock each took); returns the order's id. */
export async function insertOrder(
  trx: Trx,
  order: {
    customer: CustomerInput;
    lines: readonly CartLine[];
    totals: ReturnType<typeof priceCart>;
    store: StoreSettings;
    taken: Awaited<ReturnType<typeof takeLineStock>>;
    accessKey: string;
    idempotencyKey: string | undefined;
    clientGroup: string | null;
    now: string;
    /** The gift card paying part or all of it, and how much. */
    giftCard: { id: number; amount: number } | null;
    recipient: GiftRecipient | undefined;
  },
): Promise<number> {
  const { customer, lines, totals, store, now } = order;
  const { tracked, trackedVariants } = order.taken;
  // Last of the locks taken (after the stock): the year's counter, held until commit.
  const invoiceYear = Number(now.slice(0, 4));
  const invoiceSeq = await nextInvoiceSeq(trx, invoiceYear);
  const orderId = await insertOrderRows(
    trx,
    {
      customer: {
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        phone: customer.phone,
        address: customer.address,
        city: customer.city,
        state: customer.state,
        zip_code: customer.zipCode,
        country: customer.country,
      },
      order: {
        subtotal: totals.subtotal,
        discount: totals.discount,
        tax: totals.tax,
        // A discount code's amount is apart from the offers' savings, each line keeping its share.
        discount_code: totals.code?.code ?? null,
        discount_kind: totals.code?.kind ?? null,
        code_discount: totals.codeDiscount,
        tax_name: store.taxName,
        tax_included: totals.taxIncluded,
        tax_removed: totals.taxRemoved,
        invoice_year: invoiceYear,
        invoice_seq: invoiceSeq,
        shipping: totals.shipping,
        total: totals.total,
        currency: store.currency,
        tax_rate: store.taxRate,
        idempotency_key: order.idempotencyKey ?? null,
        pay_by: payByFrom(now, store.payWithinDays),
        shipping_zone: zoneOf(customer.country, store.homeCountry),
        access_key_hashes: hashOrderKey(order.accessKey),
        client_group: order.clientGroup,
        gift_card_id: order.giftCard?.id ?? null,
        gift_card_amount: order.giftCard?.amount ?? 0,
        gift_recipient_name: order.recipient?.name ?? null,
        gift_recipient_email: order.recipient?.email ?? null,
        gift_message: order.recipient?.message ?? null,
      },
      items: lines.map((line, index) => ({
        product_id: line.productId,
        artwork_id: line.artworkId,
        product_name: line.name,
        category: line.category,
        variant: line.variant,
        variant_id: line.variantId,
        image_url: line.imageUrl,
        quantity: line.quantity,
        price: line.unitPrice ?? 0,
        code_discount: totals.code?.lineShares[index] ?? 0,
        stock_taken: line.productId !== null && tracked.has(line.productId) ? line.quantity : 0,
        variant_stock_taken:
          line.variantId !== null && trackedVariants.has(line.variantId) ? line.quantity : 0,
      })),
    },
    now,
  );
  return orderId;
}
