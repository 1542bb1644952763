import type { Kysely, Transaction } from "kysely";
import { carrierTrackingUrl, OTHER_CARRIER, type Tracking } from "#core/carriers.ts";
import { csv } from "#core/csv.ts";
import { Conflict, Invalid } from "#core/domain-errors.ts";
import { toDecimal } from "#core/money.ts";
import { canMove, isOrderStatus, nextStatuses, statusLabel } from "#core/order-status.ts";
import { PAID_STATUSES } from "#core/order-timeline.ts";
import { variantLineName } from "#core/variants.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { type CertificateView, issueForOrder, revokeForOrder } from "./certificates.ts";
import { enqueueMail } from "./mail.ts";
import type { MailContext } from "./mail-templates.ts";
import { addOrderKey } from "./order-access.ts";
import { orderStatusMail } from "./order-mails.ts";
import { loadOrder, orderByNumber } from "./order-view.ts";
import type { OrderView } from "./orders.ts";
import { giveStockBack } from "./stock.ts";

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
}

/** The ids of the originals an order holds. */
const originalsOf = (trx: Transaction<Database>, orderId: number) =>
  trx
    .selectFrom("order_items")
    .select("artwork_id")
    .where("order_id", "=", orderId)
    .where("artwork_id", "is not", null);

/** What a cancellation put back on sale: stock by line, and the originals' titles. */
export interface FreedByCancel {
  stock: Array<{ name: string; quantity: number }>;
  originals: string[];
}

/** Marks the originals of a paid order sold. */
export async function sellOriginals(trx: Transaction<Database>, orderId: number): Promise<void> {
  await trx
    .updateTable("artworks")
    .set({ sale_state: "sold" })
    .where("id", "in", originalsOf(trx, orderId))
    .execute();
}

/**
 * Puts a cancelled order's pieces back on sale: each line gives back the stock it took when the
 * order was placed (none when stock was not tracked then; still none if the owner stopped tracking
 * since), and the originals it held are available again. Callers run it only with the move to
 * cancelled, which happens once.
 */
export async function returnStock(
  trx: Transaction<Database>,
  orderId: number,
): Promise<FreedByCancel> {
  const originals = await trx
    .updateTable("artworks")
    .set({ sale_state: "available" })
    .where("id", "in", originalsOf(trx, orderId))
    .where("sale_state", "in", ["reserved", "sold"])
    .returning("title")
    .execute();
  const items = await trx
    .selectFrom("order_items")
    .select([
      "product_id",
      "product_name",
      "variant",
      "variant_id",
      "stock_taken",
      "variant_stock_taken",
    ])
    .where("order_id", "=", orderId)
    .where((eb) => eb.or([eb("stock_taken", ">", 0), eb("variant_stock_taken", ">", 0)]))
    .orderBy("product_id")
    .execute();
  const stock: FreedByCancel["stock"] = [];
  for (const item of items) {
    const productBack =
      item.product_id !== null &&
      item.stock_taken > 0 &&
      (await giveStockBack(trx, "products", item.product_id, item.stock_taken));
    // A variant's taken stock goes back to that variant (the move to cancelled happens once).
    const variantBack =
      item.variant_id !== null &&
      item.variant_stock_taken > 0 &&
      (await giveStockBack(trx, "product_variants", item.variant_id, item.variant_stock_taken));
    if (!productBack && !variantBack) continue;
    stock.push({
      name: variantLineName(item.product_name, item.variant),
      quantity: productBack ? item.stock_taken : item.variant_stock_taken,
    });
  }
  return { stock, originals: originals.map((row) => row.title) };
}

/** A shipment's details as the owner gives them (core/schemas/order-status-input.ts). */
export interface TrackingChange {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  trackingUrl?: string | undefined;
}

/** The shipment to store: a listed carrier's page for the number, or the owner's own address. */
function trackingOf(change: TrackingChange): Tracking | null {
  const { carrier, trackingNumber, trackingUrl } = change;
  if (carrier === undefined && trackingNumber === undefined && trackingUrl === undefined)
    return null;
  const listed =
    carrier !== undefined && carrier !== OTHER_CARRIER && trackingNumber !== undefined
      ? carrierTrackingUrl(carrier, trackingNumber)
      : undefined;
  return {
    carrier: carrier ?? null,
    number: trackingNumber ?? null,
    url: listed ?? trackingUrl ?? null,
  };
}

/** The owner's side of orders: list, read, move through the workflow, export. */
export function createAdminOrdersService(deps: {
  db: Kysely<Database>;
  mailContext: () => Promise<MailContext>;
  onMailQueued?: () => void;
}) {
  const { db } = deps;

  async function orderId(orderNumber: string): Promise<number> {
    return (await orderByNumber(db, orderNumber)).id;
  }

  async function view(id: number): Promise<AdminOrderView> {
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
      nextStatuses: nextStatuses(order.status),
    };
  }

  return {
    /** Orders newest first, optionally of one status and matching a search of number, name or e-mail. */
    async list(
      filter: { status?: string | undefined; q?: string | undefined } = {},
    ): Promise<OrderListEntry[]> {
      let query = db
        .selectFrom("orders")
        .innerJoin("customers", "customers.id", "orders.customer_id")
        .select((eb) => [
          "orders.order_number",
          "orders.status",
          "orders.created_at",
          "orders.total",
          "orders.currency",
          "orders.reminded_at",
          "orders.auto_cancelled_at",
          "customers.first_name",
          "customers.last_name",
          "customers.email",
          eb
            .selectFrom("order_items")
            .select((inner) =>
              inner.fn.coalesce(inner.fn.sum<number>("quantity"), inner.lit(0)).as("n"),
            )
            .whereRef("order_items.order_id", "=", "orders.id")
            .as("item_count"),
        ]);
      if (filter.status) {
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
      const rows = await query
        .orderBy("orders.created_at", "desc")
        .orderBy("orders.id", "desc")
        .execute();
      return rows.map((row) => ({
        orderNumber: row.order_number,
        status: row.status,
        createdAt: row.created_at,
        total: row.total,
        currency: row.currency,
        itemCount: Number(row.item_count ?? 0),
        customerName: `${row.first_name} ${row.last_name}`,
        email: row.email,
        sweep: row.auto_cancelled_at ? "cancelled" : row.reminded_at ? "reminded" : null,
      }));
    },

    /** One order with its status history, or 404. */
    async get(orderNumber: string): Promise<AdminOrderView> {
      return view(await orderId(orderNumber));
    },

    /**
     * Moves an order to a new status with an optional note, in one transaction: the history entry,
     * stock and originals returned (and their certificates withdrawn) on cancellation, originals
     * sold and their certificates issued once it is paid, and (when asked) the customer's e-mail
     * in the outbox, with links to the certificates it issued.
     * `within` runs in the same transaction after the move (a card payment's record: both or neither).
     */
    async changeStatus(
      orderNumber: string,
      change: {
        status: string;
        note?: string | undefined;
        notifyCustomer?: boolean | undefined;
      } & TrackingChange,
      within?: (trx: Transaction<Database>, orderId: number) => Promise<void>,
    ): Promise<AdminOrderView> {
      const id = await orderId(orderNumber);
      if (!isOrderStatus(change.status))
        throw new Invalid(`Unknown status "${change.status}"`, {
          status: "Choose a status from the list",
        });
      const tracking = trackingOf(change);
      if (tracking && change.status !== "shipped") {
        throw new Invalid("A carrier and tracking number go with shipped", {
          trackingNumber: "Choose Shipped to add tracking",
        });
      }
      const context = await deps.mailContext();
      const note = change.note?.trim() || null;
      const notify = change.notifyCustomer ?? false;
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("orders")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        // A shipped order may have its tracking given or corrected: "shipped" again, with it.
        const retrack = tracking !== null && current.status === "shipped";
        if (!retrack && current.status === "shipped" && change.status === "shipped") {
          throw new Invalid("Give the new carrier and tracking number", {
            trackingNumber: "Enter the tracking number",
          });
        }
        if (!retrack && !canMove(current.status, change.status)) {
          throw new Invalid(
            `An order that is ${statusLabel(current.status).toLowerCase()} cannot become ${statusLabel(change.status).toLowerCase()}`,
            {
              status: "Choose one of the next steps",
            },
          );
        }
        const now = nowIso();
        // Only from the status just read: a change made meanwhile (a second cancel, the deadline
        // sweep) holds the row until it commits, then this one matches nothing and stops here,
        // so stock and originals go back once (on PostgreSQL too, where reads do not lock).
        const moved = await trx
          .updateTable("orders")
          .set({
            status: change.status,
            updated_at: now,
            ...(tracking
              ? {
                  carrier: tracking.carrier,
                  tracking_number: tracking.number,
                  tracking_url: tracking.url,
                }
              : {}),
          })
          .where("id", "=", id)
          .where("status", "=", current.status)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) {
          throw new Conflict(
            "The order changed while you were saving it. Reload it and try again.",
          );
        }
        await trx
          .insertInto("order_status_history")
          .values({
            order_id: id,
            status: change.status,
            note: retrack ? (note ?? "Tracking updated") : note,
            // The buyer's page gives a cancellation's reason only when the buyer was e-mailed it.
            public_note: change.status === "cancelled" && notify ? note : null,
            created_at: now,
          })
          .execute();
        if (change.status === "cancelled") {
          await returnStock(trx, id);
          await revokeForOrder(trx, id);
        }
        let certificates: CertificateView[] = [];
        if (PAID_STATUSES.has(change.status)) {
          await sellOriginals(trx, id);
          certificates = await issueForOrder(trx, id);
        }
        await within?.(trx, id);
        if (notify) {
          const order = await loadOrder(trx, id);
          const label = statusLabel(change.status);
          // Each e-mail carries a key of its own to the order's page (only hashes are kept).
          const key = await addOrderKey(trx, id);
          await enqueueMail(
            trx,
            orderStatusMail(order, change.status, label, note, context, key, certificates),
          );
        }
      });
      if (notify) deps.onMailQueued?.();
      return view(id);
    },

    /** Every order as CSV (one line per order), newest first; formulas neutralised (core/csv.ts). */
    async csv(): Promise<string> {
      const rows = await this.list();
      return csv([
        ["Order number", "Date", "Status", "Customer", "Email", "Items", "Total", "Currency"],
        ...rows.map((row) => [
          row.orderNumber,
          row.createdAt,
          row.status,
          row.customerName,
          row.email,
          row.itemCount,
          toDecimal(row.total),
          row.currency,
        ]),
      ]);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
