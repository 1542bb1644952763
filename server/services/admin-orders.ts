import type { Kysely, Transaction } from "kysely";
import { csv } from "#core/csv.ts";
import { Conflict, Invalid } from "#core/domain-errors.ts";
import { toDecimal } from "#core/money.ts";
import { isOrderStatus, nextStatuses, TO_SHIP_FILTER, UNPAID_FILTER } from "#core/order-status.ts";
import type { Database } from "../db/schema.ts";
import { bound } from "./bound.ts";
import { BOUGHT_CARD_USED, boughtCardUsed } from "./gift-card-moves.ts";
import { type MoveDeps, moveOrder, type StatusChange } from "./order-moves.ts";
import {
  markRefunded,
  type RefundDeps,
  refundableByCard,
  refundForCancel,
} from "./order-refunds.ts";
import { loadOrder, orderByNumber } from "./order-view.ts";
import type { OrderView } from "./orders.ts";
import { heldOriginals, releaseOriginal } from "./original-holds.ts";
import { giftCardsSold, hasSomethingToPost } from "./works-sold.ts";

export {
  type FreedByCancel,
  returnStock,
  sellOriginals,
  type TrackingChange,
} from "./order-moves.ts";

/** One row of the owner's order list. */
export interface OrderListEntry {
  orderNumber: string;
  status: string;
  createdAt: string;
  /** Minor units, in the order's currency. */
  total: number;
  currency: string;
  itemCount: number;
  customerName: string;
  email: string;
  /** What the payment-deadline sweep did: reminded the buyer, or cancelled it (null: nothing). */
  sweep: "reminded" | "cancelled" | null;
  /** A refund the owner still owes by hand, in minor units (null: none). */
  refundDue: number | null;
}

export interface OrderHistoryEntry {
  status: string;
  note: string | null;
  createdAt: string;
}

export interface AdminOrderView extends OrderView {
  updatedAt: string;
  history: OrderHistoryEntry[];
  /** Where the order may go next. */
  nextStatuses: string[];
  /** Cancelling it can refund its card through Stripe (paid by card here, cards on). */
  refundByCard: boolean;
}

type ListFilter = { status?: string | undefined; q?: string | undefined };

/** How many orders a page of the owner's list shows. */
export const ORDERS_PAGE_SIZE = 50;

/** The owner's orders joined to their buyers, narrowed by the list's status and search. */
function filtered(db: Kysely<Database>, filter: ListFilter) {
  let query = db.selectFrom("orders").innerJoin("customers", "customers.id", "orders.customer_id");
  if (filter.status === UNPAID_FILTER) {
    query = query.where("orders.status", "in", ["pending", "awaiting-payment"]);
  } else if (filter.status === TO_SHIP_FILTER) {
    query = query.where("orders.status", "=", "paid").where(hasSomethingToPost);
  } else if (filter.status) {
    if (!isOrderStatus(filter.status)) throw new Invalid(`Unknown status "${filter.status}"`);
    query = query.where("orders.status", "=", filter.status);
  }
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["orders.order_number"]), "like", like),
        eb(eb.fn("lower", ["customers.email"]), "like", like),
        eb(eb.fn("lower", ["customers.first_name"]), "like", like),
        eb(eb.fn("lower", ["customers.last_name"]), "like", like),
      ]),
    );
  }
  return query;
}

/** The rows of the owner's list, newest first: the list's columns and the order's money. */
async function listRows(
  db: Kysely<Database>,
  filter: ListFilter,
  slice?: { limit: number; offset: number },
) {
  let query = filtered(db, filter).select((eb) => [
    "orders.order_number",
    "orders.status",
    "orders.created_at",
    "orders.subtotal",
    "orders.discount",
    "orders.discount_code",
    "orders.code_discount",
    "orders.tax",
    "orders.tax_included",
    "orders.tax_removed",
    "orders.shipping",
    "orders.total",
    "orders.gift_card_amount",
    "orders.currency",
    "orders.reminded_at",
    "orders.auto_cancelled_at",
    "orders.refund_method",
    "orders.refund_amount",
    "orders.refunded_at",
    "customers.first_name",
    "customers.last_name",
    "customers.email",
    eb
      .selectFrom("order_items")
      .select((inner) => inner.fn.coalesce(inner.fn.sum<number>("quantity"), inner.lit(0)).as("n"))
      .whereRef("order_items.order_id", "=", "orders.id")
      .as("item_count"),
    // Gift cards sold are money held for later sales, not sales of works: reports keep them apart.
    giftCardsSold().as("gift_cards_sold"),
  ]);
  // Unpaid orders closest to their deadline first: those past half of it head the list.
  if (filter.status === UNPAID_FILTER)
    query = query.orderBy("orders.pay_by", (ob) => ob.asc().nullsLast());
  query = query.orderBy("orders.created_at", "desc").orderBy("orders.id", "desc");
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

const listEntry = (row: Awaited<ReturnType<typeof listRows>>[number]): OrderListEntry => ({
  orderNumber: row.order_number,
  status: row.status,
  createdAt: row.created_at,
  total: row.total,
  currency: row.currency,
  itemCount: Number(row.item_count ?? 0),
  customerName: `${row.first_name} ${row.last_name}`,
  email: row.email,
  sweep: row.auto_cancelled_at ? "cancelled" : row.reminded_at ? "reminded" : null,
  refundDue: row.refund_method === "by-hand" && row.refunded_at === null ? row.refund_amount : null,
});

/** One page of the owner's list (the Orders page): its orders, and how many match in all. */
export interface OrdersPage {
  orders: OrderListEntry[];
  total: number;
  /** 1-based; a page past the end shows the last one. */
  page: number;
  pages: number;
  /** How many a page shows. */
  size: number;
}

/** The `page`th page of `ORDERS_PAGE_SIZE` orders, newest first, as `listOrders` orders them. */
export async function ordersPage(
  db: Kysely<Database>,
  filter: ListFilter,
  page: number,
): Promise<OrdersPage> {
  const counted = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const rows = await listRows(db, filter, {
    limit: ORDERS_PAGE_SIZE,
    offset: (shown - 1) * ORDERS_PAGE_SIZE,
  });
  return { orders: rows.map(listEntry), total, page: shown, pages, size: ORDERS_PAGE_SIZE };
}

/** Orders newest first, optionally of one status and matching a search of number, name or e-mail. */
export async function listOrders(
  db: Kysely<Database>,
  filter: ListFilter = {},
): Promise<OrderListEntry[]> {
  return (await listRows(db, filter)).map(listEntry);
}

/** One order with its status history, where it may go next and how cancelling would refund it. */
export async function adminOrderView(deps: RefundDeps, id: number): Promise<AdminOrderView> {
  const { db } = deps;
  const [order, meta, history] = await Promise.all([
    loadOrder(db, id),
    db.selectFrom("orders").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow(),
    db
      .selectFrom("order_status_history")
      .select(["status", "note", "created_at"])
      .where("order_id", "=", id)
      .orderBy("id")
      .execute(),
  ]);
  return {
    ...order,
    updatedAt: meta.updated_at,
    history: history.map((entry) => ({
      status: entry.status,
      note: entry.note,
      createdAt: entry.created_at,
    })),
    nextStatuses: nextStatuses(order.status, order.giftCardsOnly),
    refundByCard: await refundableByCard(deps, order.orderNumber),
  };
}

/**
 * Every order as CSV (one line per order), newest first; formulas neutralised (core/csv.ts). Its
 * money is the order's stored figures, as its invoice and e-mails show them: the offers' savings,
 * the discount code and what it took off, the tax (inside the
 * prices when "Tax included" says yes), any tax taken off for a zone not charged, and the shipping.
 */
export async function ordersCsv(db: Kysely<Database>): Promise<string> {
  const rows = await listRows(db, {});
  return csv([
    [
      "Order number",
      "Date",
      "Status",
      "Customer",
      "Email",
      "Items",
      "Subtotal",
      "Savings",
      "Discount code",
      "Code discount",
      "Tax",
      "Tax included",
      "Tax taken off",
      "Shipping",
      "Total",
      "Gift cards sold",
      "Paid by gift card",
      "Currency",
    ],
    ...rows.map((row) => [
      row.order_number,
      row.created_at,
      row.status,
      `${row.first_name} ${row.last_name}`,
      row.email,
      Number(row.item_count ?? 0),
      toDecimal(row.subtotal),
      toDecimal(row.discount),
      row.discount_code ?? "",
      toDecimal(row.code_discount),
      toDecimal(row.tax),
      // SQLite answers 0/1.
      row.tax_included ? "yes" : "no",
      toDecimal(row.tax_removed),
      toDecimal(row.shipping),
      toDecimal(row.total),
      toDecimal(Number(row.gift_cards_sold ?? 0)),
      // A way to pay, not a discount: the total above is what was sold and taxed.
      toDecimal(row.gift_card_amount),
      row.currency,
    ]),
  ]);
}

/**
 * Moves an order (order-moves.ts); a paid order's cancellation first decides and makes its refund
 * (order-refunds.ts). Returns the order's id.
 */
async function changeOrderStatus(
  deps: MoveDeps & RefundDeps,
  orderNumber: string,
  { refund, ...change }: StatusChange,
  within?: (trx: Transaction<Database>, orderId: number) => Promise<void>,
): Promise<number> {
  if (change.status !== "cancelled") {
    if (refund !== undefined)
      throw new Invalid("A refund goes with cancelling a paid order", {
        refund: "Choose Cancelled to refund the order",
      });
    return moveOrder(deps, orderNumber, change, within);
  }
  // Checked before any refund is asked for: the cancellation's transaction checks it again.
  const { id } = await orderByNumber(deps.db, orderNumber);
  if (await boughtCardUsed(deps.db, id)) throw new Conflict(BOUGHT_CARD_USED);
  const refunded = await refundForCancel(deps, orderNumber, refund);
  try {
    return await moveOrder(deps, orderNumber, { ...change, refunded }, within);
  } catch (error) {
    // Stripe refunded it and the order then moved (a second cancel won): cancelling again gets
    // the same refund back from Stripe (stripe.ts), never a second one.
    if (refunded?.method === "card") {
      deps.logger?.error(
        { orderNumber, refund: refunded.reference },
        "card payments: the card was refunded, but the order changed before it was cancelled",
      );
    }
    throw error;
  }
}

/** The owner's side of orders: list, read, move through the workflow, export, held originals. */
export function createAdminOrdersService(deps: MoveDeps & RefundDeps) {
  const { db } = deps;
  return {
    list: bound(db, listOrders),
    /** One page of the list, as the Orders page shows it. */
    page: bound(db, ordersPage),
    /** One order with its status history, or 404. */
    get: async (orderNumber: string): Promise<AdminOrderView> =>
      adminOrderView(deps, (await orderByNumber(db, orderNumber)).id),
    /** Moves an order (a paid one's cancellation with its refund), then shows it as it stands. */
    async changeStatus(
      orderNumber: string,
      change: StatusChange,
      within?: (trx: Transaction<Database>, orderId: number) => Promise<void>,
    ): Promise<AdminOrderView> {
      return adminOrderView(deps, await changeOrderStatus(deps, orderNumber, change, within));
    },
    /** The owner paid back a refund owed by hand (order-refunds.ts), then the order as it stands. */
    async markRefunded(orderNumber: string): Promise<AdminOrderView> {
      await markRefunded(db, orderNumber);
      return adminOrderView(deps, (await orderByNumber(db, orderNumber)).id);
    },
    csv: () => ordersCsv(db),
    /** The originals unpaid orders hold, and the owner's release of one (original-holds.ts). */
    heldOriginals: () => heldOriginals(db),
    releaseOriginal: bound(db, releaseOriginal),
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
