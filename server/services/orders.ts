import type { Kysely, Transaction } from "kysely";
import { addressGroup } from "#core/address-group.ts";
import { checkoutRefusal, lineProblem } from "#core/cart-problems.ts";
import { Conflict, Invalid } from "#core/domain-errors.ts";
import { giftCardPays, giftCardsOnly } from "#core/gift-cards.ts";
import type { Order, VisitorOrder } from "#core/order.ts";
import { tooManyOriginals } from "#core/original-holds.ts";
import { priceCart } from "#core/pricing.ts";
import type { CustomerInput, GiftRecipient } from "#core/schemas/checkout-input.ts";
import { shippingRules } from "#core/shipping-zones.ts";
import type { StoreSettings } from "#core/store.ts";
import { type Clock, nowIso, systemClock } from "../clock.ts";
import type { Dialect } from "../db/client.ts";
import type { Database } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { bound } from "./bound.ts";
import { isCartSessionId, readCartLines } from "./cart.ts";
import { offerTable } from "./collections.ts";
import {
  checkOutcome,
  type DiscountRow,
  findCode,
  recordUse,
  refusal,
  standingRefusal,
  takeUse,
  termOf,
} from "./discount-uses.ts";
import { orderGiftCard, recordHold, takeBalance } from "./gift-card-moves.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import { addOrderKey, keyOpening, newOrderKey } from "./order-access.ts";
import { orderConfirmationMail } from "./order-mails.ts";
import {
  insertOrder,
  lockCart,
  recentOrderOfCart,
  reserveOriginal,
  takeLineStock,
} from "./order-steps.ts";
import { loadOrder, orderByNumber } from "./order-view.ts";
import { ownerOrderMail } from "./owner-mails.ts";
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

const ADDRESS_MISSING = "Please enter a complete address";

const CONFIRMATION_HELD =
  "no confirmation e-mail sent: this address has had the most the shop sends in an hour";

export { newOrderNumber, REPEAT_CHECKOUT_WINDOW_MS } from "./order-steps.ts";
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

/**
 * What placing and reading orders need; the shop's details for the e-mails (`mailContext`) are
 * read before an order's transaction starts.
 */
export interface OrderDeps extends MailingDeps {
  dialect: Dialect;
  /** The currency, tax and shipping rules the order is priced by. */
  store: () => Promise<StoreSettings>;
  /** The time a discount code's dates are checked by (tests set it). */
  clock?: Clock;
  /** Marks an order paid as the owner would: for one a gift card paid in full. */
  paidInFull?: (orderNumber: string) => Promise<void>;
}

/**
 * The discount code an order uses (the one its body names, else its cart's), checked for this
 * buyer now: unknown, not started, ended, used up, or already used by them (a once-per-buyer
 * code held by another of their orders, paid or not).
 */
async function orderCode(
  trx: Trx,
  typed: string | null | undefined,
  email: string,
  now: Date,
): Promise<DiscountRow | undefined> {
  if (!typed) return undefined;
  const row = await findCode(trx, typed);
  if (!row) throw refusal("unknown");
  const standing = await standingRefusal(trx, row, now, email);
  if (standing) throw refusal(standing);
  return row;
}

/** The earlier order, for a repeat of its checkout by the cart that placed it, with a new key. */
async function repeatOf(trx: Trx, orderId: number): Promise<PlaceOrderResult> {
  const accessKey = await addOrderKey(trx, orderId);
  return { order: await loadOrder(trx, orderId), created: false, accessKey };
}

/**
 * Places the order for the visitor's cart in one transaction: re-reads and prices the cart,
 * reserves its originals, takes stock, records the customer, the order, its items and its first status, queues the
 * confirmation and the owner's notice, and empties the cart. A repeat (the same idempotency
 * key, or the same cart again just after it became an order) returns the first order.
 */
export async function placeOrder(
  deps: OrderDeps,
  sessionId: string | undefined,
  customer: CustomerInput,
  options: {
    idempotencyKey?: string | undefined;
    /** The placing client's address: its network may hold at most ten unpaid orders. */
    clientAddress?: string | undefined;
    /** A discount code named with the order (instead of the one on the cart). */
    discountCode?: string | undefined;
    /** A gift card named with the order (instead of the one on the cart). */
    giftCard?: string | undefined;
    /** Who the gift cards it buys are for. */
    recipient?: GiftRecipient | undefined;
  } = {},
): Promise<PlaceOrderResult> {
  const clientGroup = options.clientAddress ? addressGroup(options.clientAddress) : null;
  const [context, store] = await Promise.all([deps.mailContext(), deps.store()]);
  const result = await deps.db
    .transaction()
    .execute(async (trx): Promise<PlaceOrderResult> => {
      const cart = isCartSessionId(sessionId)
        ? await lockCart(trx, deps.dialect, sessionId)
        : undefined;
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
      // A line that cannot be bought as the buyer last saw it stops the checkout, named.
      for (const line of lines) {
        const problem = lineProblem(line);
        if (problem) {
          throw new Conflict(checkoutRefusal(problem), {
            [`items.${line.id}`]: problem.problem,
          });
        }
      }
      // Checked without an address because the cart held gift cards only, and it holds more now.
      if (customer.address === "" && !giftCardsOnly(lines)) {
        throw new Invalid(ADDRESS_MISSING, { address: ADDRESS_MISSING });
      }
      const code = await orderCode(
        trx,
        options.discountCode || cart?.discount_code,
        customer.email,
        (deps.clock ?? systemClock).now(),
      );
      const totals = priceCart(
        lines.map((line) => ({
          category: line.category,
          quantity: line.quantity,
          unitPrice: line.unitPrice ?? 0,
          productId: line.productId,
        })),
        // The collections' offers and the code as they stand in this transaction.
        {
          ...shippingRules(store, customer.country),
          offers: await offerTable(trx),
          code: code ? await termOf(trx, code) : null,
        },
      );
      checkOutcome(totals.code, store.currency);
      // A way to pay, after the total: the card pays what it can of it, the rest is owed.
      const card = await orderGiftCard(trx, options.giftCard || cart?.gift_card_code, lines);
      const giftCardAmount = card ? giftCardPays(card.balance, totals.total) : 0;

      // Money columns are 32-bit integers (PostgreSQL refuses more): no order beyond that.
      if (totals.subtotal > MAX_ORDER_AMOUNT || totals.total > MAX_ORDER_AMOUNT) {
        throw new Conflict(TOO_LARGE);
      }

      // Originals first, then products, each by id: two checkouts never wait on each other.
      const originals = lines
        .filter((line) => line.artworkId !== null)
        .sort((a, b) => a.artworkId! - b.artworkId!);
      // Before anything is reserved: the originals one order may hold, then at most three unpaid
      // orders per buyer and ten per network.
      if (originals.length > store.maxOriginalsPerOrder) {
        throw new Conflict(tooManyOriginals(originals.length, store.maxOriginalsPerOrder));
      }
      await checkUnpaidOrders(trx, deps.dialect, { clientGroup, email: customer.email });
      // The code's use before anything is reserved: past its limit, nothing is held.
      if (code) await takeUse(trx, code);
      if (card) await takeBalance(trx, card, giftCardAmount);

      for (const line of originals) await reserveOriginal(trx, line.artworkId!, line.name);
      const taken = await takeLineStock(trx, lines);

      const now = nowIso();
      // The one key the confirmation e-mail and the placing browser share; only its hash is kept.
      const accessKey = newOrderKey();
      const orderId = await insertOrder(trx, {
        customer,
        lines,
        totals,
        store,
        taken,
        accessKey,
        idempotencyKey: options.idempotencyKey,
        clientGroup,
        now,
        giftCard: card ? { id: card.id, amount: giftCardAmount } : null,
        recipient: options.recipient,
      });
      if (code) await recordUse(trx, code, orderId, customer.email, now);
      if (card) await recordHold(trx, card.id, giftCardAmount, orderId, now);
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
        .set({
          last_order_id: orderId,
          discount_code: null,
          gift_card_code: null,
          updated_at: now,
        })
        .where("id", "=", cart!.id)
        .execute();
      return { order, created: true, accessKey };
    })
    .catch((error: unknown) => {
      // Two carts racing with one key (PostgreSQL): the unique key lets only one order in.
      if (isUniqueViolation(error, "idempotency_key")) throw new Conflict(KEY_USED);
      // One buyer's two orders at once with a once-per-buyer code: the index lets one use in.
      if (isUniqueViolation(error, "once")) throw refusal("already-used");
      throw error;
    });
  if (result.created) deps.onMailQueued?.();
  const { order } = result;
  // Paid in full by a gift card: paid at once, as the owner would mark it.
  if (result.created && order.giftCardAmount > 0 && order.giftCardAmount >= order.total) {
    await deps.paidInFull?.(order.orderNumber);
    return {
      ...result,
      order: await loadOrder(deps.db, (await orderByNumber(deps.db, order.orderNumber)).id),
    };
  }
  return result;
}

/**
 * An order by its number as a visitor sees it, or 404 "Order not found": its customer only when
 * one of `keys` (the browser's cookie, an e-mail link's) is one of the order's access keys.
 */
export async function getOrder(
  db: Kysely<Database>,
  orderNumber: string,
  keys: readonly string[],
): Promise<LookedUpOrder> {
  const row = await orderByNumber(db, orderNumber);
  const openedBy = keyOpening(row.access_key_hashes, keys);
  const { customer, giftRecipient, ...order } = await loadOrder(db, row.id);
  return { order: openedBy ? { ...order, customer, giftRecipient } : order, openedBy };
}

/** Orders: placing one from a cart, and reading one back by its number. */
export function createOrderService(deps: OrderDeps) {
  return {
    place: bound(deps, placeOrder),
    get: bound(deps.db, getOrder),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
