import type { Kysely, Transaction } from "kysely";
import { addressGroup } from "#core/address-group.ts";
import { checkoutRefusal, lineProblem } from "#core/cart-problems.ts";
import { Conflict, Invalid } from "#core/domain-errors.ts";
import type { Order, VisitorOrder } from "#core/order.ts";
import { payByFrom } from "#core/payment-deadline.ts";
import { priceCart } from "#core/pricing.ts";
import type { CustomerInput } from "#core/schemas/checkout-input.ts";
import { shippingRules, zoneOf } from "#core/shipping-zones.ts";
import type { StoreSettings } from "#core/store.ts";
import { variantLineName } from "#core/variants.ts";
import { nowIso } from "../clock.ts";
import type { Dialect } from "../db/client.ts";
import type { Database } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { isCartSessionId, readCartLines } from "./cart.ts";
import { offerTable } from "./collections.ts";
import { nextInvoiceSeq } from "./invoice-numbers.ts";
import { enqueueMail } from "./mail.ts";
import { type MailContext, orderConfirmationMail, ownerOrderMail } from "./mail-templates.ts";
import { addOrderKey, hashOrderKey, keyOpening, newOrderKey } from "./order-access.ts";
import { insertOrderRows } from "./order-rows.ts";
import { loadOrder, orderByNumber } from "./order-view.ts";
import { takeStock } from "./stock.ts";
import { checkUnpaidOrders } from "./unpaid-orders.ts";

export { loadOrder } from "./order-view.ts";

type Trx = Transaction<Database>;

/** An order as the service returns it (core/order.ts): amounts in minor units. */
export type OrderView = Order;

const KEY_USED =
  "This checkout was already used for another order. Please reload the page and try again.";

/** The most an order may come to, in minor units: what a 32-bit money column holds. */
export const MAX_ORDER_AMOUNT = 2_147_483_647;

const TOO_LARGE =
  "This order is too large to place online. Please lower the quantities or contact us about it.";

const CONFIRMATION_HELD =
  "no confirmation e-mail sent: this address has had the most the shop sends in an hour";

/** How long an emptied cart's order is returned to a repeated checkout of that cart. */
export const REPEAT_CHECKOUT_WINDOW_MS = 30 * 60_000;

export { newOrderNumber } from "./order-rows.ts";
export { ORDER_NUMBER_PATTERN } from "./order-view.ts";

export interface PlaceOrderResult {
  order: OrderView;
  /** False when this was a repeat of an order already placed (same key, or same cart). */
  created: boolean;
  /**
   * A secret key that shows the order's customer to whoever holds it (decision 017): for the
   * placing browser's cookie. A repeat gets a key of its own, since only hashes are kept.
   */
  accessKey: string;
}

/** An order as a visitor sees it, and the key (of those offered) that showed its customer. */
export interface LookedUpOrder {
  order: VisitorOrder;
  openedBy: string | undefined;
}

/** Orders: placing one from a cart, and reading one back by its number. */
export function createOrderService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Shop details for the e-mails, read before the transaction starts. */
  mailContext: () => Promise<MailContext>;
  /** The currency, tax and shipping rules the order is priced by. */
  store: () => Promise<StoreSettings>;
  /** Called after an order's e-mails are safely in the outbox. */
  onMailQueued?: () => void;
}) {
  const { db } = deps;

  /** The visitor's cart row, locked against a concurrent checkout of the same cart (PostgreSQL). */
  async function lockCart(trx: Trx, sessionId: string) {
    const query = trx
      .selectFrom("cart_sessions")
      .select(["id", "last_order_id"])
      .where("session_id", "=", sessionId);
    // SQLite's BEGIN IMMEDIATE already makes every write transaction run alone.
    return (deps.dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  }

  async function recentOrderOfCart(trx: Trx, orderId: number | null) {
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
  async function reserveOriginal(trx: Trx, artworkId: number, title: string) {
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

  /** The earlier order, for a repeat of its checkout by the cart that placed it, with a new key. */
  async function repeatOf(trx: Trx, orderId: number): Promise<PlaceOrderResult> {
    const accessKey = await addOrderKey(trx, orderId);
    return { order: await loadOrder(trx, orderId), created: false, accessKey };
  }

  return {
    /**
     * Places the order for the visitor's cart in one transaction: re-reads and prices the cart,
     * reserves its originals, takes stock, records the customer, the order, its items and its first status, queues the
     * confirmation and the owner's notice, and empties the cart. A repeat (the same idempotency
     * key, or the same cart again just after it became an order) returns the first order.
     */
    async place(
      sessionId: string | undefined,
      customer: CustomerInput,
      options: {
        idempotencyKey?: string | undefined;
        /** The placing client's address: it may hold at most three unpaid orders. */
        clientAddress?: string | undefined;
      } = {},
    ): Promise<PlaceOrderResult> {
      const clientGroup = options.clientAddress ? addressGroup(options.clientAddress) : null;
      const [context, store] = await Promise.all([deps.mailContext(), deps.store()]);
      const result = await db
        .transaction()
        .execute(async (trx): Promise<PlaceOrderResult> => {
          const cart = isCartSessionId(sessionId) ? await lockCart(trx, sessionId) : undefined;
          if (options.idempotencyKey) {
            const earlier = await trx
              .selectFrom("orders")
              .select("id")
              .where("idempotency_key", "=", options.idempotencyKey)
              .executeTakeFirst();
            if (earlier) {
              // Only the cart that placed it gets the order back: a key is no way into another's.
              if (cart?.last_order_id !== earlier.id) throw new Conflict(KEY_USED);
              return repeatOf(trx, earlier.id);
            }
          }
          const lines = cart ? await readCartLines(trx, cart.id) : [];
          if (lines.length === 0) {
            const repeat = cart ? await recentOrderOfCart(trx, cart.last_order_id) : undefined;
            if (repeat !== undefined) return repeatOf(trx, repeat);
            throw new Invalid("Cart is empty", {
              cart: "Please add items to your cart before checking out.",
            });
          }
          // A line that cannot be bought as the buyer last saw it stops the checkout, named (#26).
          for (const line of lines) {
            const problem = lineProblem(line);
            if (problem) {
              throw new Conflict(checkoutRefusal(problem), {
                [`items.${line.id}`]: problem.problem,
              });
            }
          }
          const totals = priceCart(
            lines.map((line) => ({
              category: line.category,
              quantity: line.quantity,
              unitPrice: line.unitPrice ?? 0,
            })),
            // The collections' offers as they stand in this transaction (issue #25).
            { ...shippingRules(store, customer.country), offers: await offerTable(trx) },
          );

          // Money columns are 32-bit integers (PostgreSQL refuses more): no order beyond that.
          if (totals.subtotal > MAX_ORDER_AMOUNT || totals.total > MAX_ORDER_AMOUNT) {
            throw new Conflict(TOO_LARGE);
          }

          // Before anything is reserved: at most three unpaid orders per client and per address.
          await checkUnpaidOrders(trx, deps.dialect, { clientGroup, email: customer.email });

          // Originals first, then products, each by id: two checkouts never wait on each other.
          const originals = lines
            .filter((line) => line.artworkId !== null)
            .sort((a, b) => a.artworkId! - b.artworkId!);
          for (const line of originals) await reserveOriginal(trx, line.artworkId!, line.name);

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
              need(
                variantNeeded,
                line.variantId,
                variantLineName(line.name, line.variant),
                line.quantity,
              );
          }
          // Each line records what it took, so a cancellation gives back exactly that (#26); a
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

          const now = nowIso();
          // The one key the confirmation e-mail and the placing browser share; only its hash is kept.
          const accessKey = newOrderKey();
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
                tax_name: store.taxName,
                tax_included: totals.taxIncluded,
                tax_removed: totals.taxRemoved,
                invoice_year: invoiceYear,
                invoice_seq: invoiceSeq,
                shipping: totals.shipping,
                total: totals.total,
                currency: store.currency,
                tax_rate: store.taxRate,
                idempotency_key: options.idempotencyKey ?? null,
                pay_by: payByFrom(now, store.payWithinDays),
                shipping_zone: zoneOf(customer.country, store.homeCountry),
                access_key_hashes: hashOrderKey(accessKey),
                client_group: clientGroup,
              },
              items: lines.map((line) => ({
                product_id: line.productId,
                artwork_id: line.artworkId,
                product_name: line.name,
                category: line.category,
                variant: line.variant,
                variant_id: line.variantId,
                image_url: line.imageUrl,
                quantity: line.quantity,
                price: line.unitPrice ?? 0,
                stock_taken:
                  line.productId !== null && tracked.has(line.productId) ? line.quantity : 0,
                variant_stock_taken:
                  line.variantId !== null && trackedVariants.has(line.variantId)
                    ? line.quantity
                    : 0,
              })),
            },
            now,
          );
          const placedOrder = await loadOrder(trx, orderId);
          const confirmed = await enqueueMail(
            trx,
            orderConfirmationMail(placedOrder, context, accessKey),
          );
          await enqueueMail(trx, ownerOrderMail(placedOrder, context));
          // Mail to one address is limited per hour: the order stands, the owner sees why it
          // went without a confirmation.
          await trx
            .insertInto("order_status_history")
            .values({
              order_id: orderId,
              status: "pending",
              note: confirmed ? "Order placed" : `Order placed; ${CONFIRMATION_HELD}`,
              created_at: now,
            })
            .execute();
          const order = await loadOrder(trx, orderId);
          await trx.deleteFrom("cart_items").where("cart_session_id", "=", cart!.id).execute();
          await trx
            .updateTable("cart_sessions")
            .set({ last_order_id: orderId, updated_at: now })
            .where("id", "=", cart!.id)
            .execute();
          return { order, created: true, accessKey };
        })
        .catch((error: unknown) => {
          // Two carts racing with one key (PostgreSQL): the unique key lets only one order in.
          if (isUniqueViolation(error, "idempotency_key")) throw new Conflict(KEY_USED);
          throw error;
        });
      if (result.created) deps.onMailQueued?.();
      return result;
    },

    /**
     * An order by its number as a visitor sees it, or 404 "Order not found": its customer only when
     * one of `keys` (the browser's cookie, an e-mail link's) is one of the order's access keys.
     */
    async get(orderNumber: string, keys: readonly string[]): Promise<LookedUpOrder> {
      const row = await orderByNumber(db, orderNumber);
      const openedBy = keyOpening(row.access_key_hashes, keys);
      const { customer, ...order } = await loadOrder(db, row.id);
      return { order: openedBy ? { ...order, customer } : order, openedBy };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
