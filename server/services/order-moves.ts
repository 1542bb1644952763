/**
 * An order's moves through the workflow (the owner's, the deadline sweep's, a card payment's):
 * the status change in one transaction, and what it does to stock, originals and certificates.
 */
import type { Transaction } from "kysely";
import { carrierTrackingUrl, OTHER_CARRIER, type Tracking } from "#core/carriers.ts";
import { Conflict, Invalid } from "#core/domain-errors.ts";
import { postsNothing } from "#core/gift-cards.ts";
import { canMove, isOrderStatus, statusLabel } from "#core/order-status.ts";
import { PAID_STATUSES } from "#core/order-timeline.ts";
import { isUnpaid } from "#core/payment-deadline.ts";
import { type OrderRefund, type RefundMethod, refundNote } from "#core/refunds.ts";
import { variantLineName } from "#core/variants.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { type CertificateView, issueForOrder, revokeForOrder } from "./certificates.ts";
import { releaseUses } from "./discount-uses.ts";
import {
  issueBoughtCards,
  releaseBalance,
  spendBalance,
  voidBoughtCards,
} from "./gift-card-moves.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import { addOrderKey } from "./order-access.ts";
import { orderStatusMail } from "./order-mails.ts";
import { loadOrder, orderByNumber } from "./order-view.ts";
import { settleReleased } from "./original-holds.ts";
import { giveStockBack } from "./stock.ts";

/** What a move needs: the database, the shop's mail details, and who to tell of queued mail. */
export type MoveDeps = MailingDeps;

/**
 * The ids of the originals an order holds: not those released from it while it was unpaid, which
 * are back on sale and may be another order's now (original-holds.ts).
 */
const originalsOf = (trx: Transaction<Database>, orderId: number) =>
  trx
    .selectFrom("order_items")
    .select("artwork_id")
    .where("order_id", "=", orderId)
    .where("artwork_id", "is not", null)
    .where("released_at", "is", null);

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
  // A discount code's use held by the order is given back with its stock.
  await releaseUses(trx, orderId, nowIso());
  // And what it took from a gift card goes back on the card (held, or spent if it was paid); the
  // gift cards it bought, unused, are cancelled with it.
  await releaseBalance(trx, orderId, nowIso());
  await voidBoughtCards(trx, orderId, nowIso());
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

/**
 * A move as the owner asks for it: the status, a note, whether to e-mail the buyer, tracking, and
 * for cancelling a paid order how it is refunded (order-refunds.ts).
 */
export type StatusChange = {
  status: string;
  note?: string | undefined;
  notifyCustomer?: boolean | undefined;
  refund?: RefundMethod | undefined;
} & TrackingChange;

/** A move with its refund decided (and, by card, made): what moveOrder writes. */
export type DecidedChange = Omit<StatusChange, "refund"> & { refunded?: OrderRefund | null };

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

/**
 * Moves an order to a new status with an optional note, in one transaction: the history entry,
 * stock and originals returned (and their certificates withdrawn) on cancellation, with a paid
 * order's refund recorded (as decided, else owed by hand: a paid order is never cancelled without
 * saying what becomes of its money), originals
 * sold and their certificates issued once it is paid, and (when asked) the customer's e-mail
 * in the outbox, with links to the certificates it issued.
 * `within` runs in the same transaction after the move (a card payment's record: both or neither).
 * Returns the order's id.
 */
export async function moveOrder(
  deps: MoveDeps,
  orderNumber: string,
  change: DecidedChange,
  within?: (trx: Transaction<Database>, orderId: number) => Promise<void>,
): Promise<number> {
  const id = (await orderByNumber(deps.db, orderNumber)).id;
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
  let cardsIssued = 0;
  await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("orders")
      .select(["status", "total", "currency", "gift_card_amount", "commission_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // Gift cards only: nothing to post, so never shipped.
    const lines = await trx
      .selectFrom("order_items")
      .select("category")
      .where("order_id", "=", id)
      .execute();
    // A shipped order may have its tracking given or corrected: "shipped" again, with it.
    const retrack = tracking !== null && current.status === "shipped";
    if (!retrack && current.status === "shipped" && change.status === "shipped") {
      throw new Invalid("Give the new carrier and tracking number", {
        trackingNumber: "Enter the tracking number",
      });
    }
    if (
      !retrack &&
      !canMove(current.status, change.status, postsNothing(current.commission_id, lines))
    ) {
      throw new Invalid(
        `An order that is ${statusLabel(current.status).toLowerCase()} cannot become ${statusLabel(change.status).toLowerCase()}`,
        {
          status: "Choose one of the next steps",
        },
      );
    }
    const now = nowIso();
    // A gift card's part goes back on the card (returnStock): only the rest is owed, if any.
    const owed = current.total - current.gift_card_amount;
    const refund =
      change.status === "cancelled" && PAID_STATUSES.has(current.status) && owed > 0
        ? (change.refunded ?? {
            method: "by-hand" as const,
            amount: owed,
            reference: null,
            refundedAt: null,
          })
        : null;
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
        ...(refund
          ? {
              refund_method: refund.method,
              refund_amount: refund.amount,
              refund_reference: refund.reference,
              refunded_at: refund.refundedAt,
            }
          : {}),
      })
      .where("id", "=", id)
      .where("status", "=", current.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      throw new Conflict("The order changed while you were saving it. Reload it and try again.");
    }
    await trx
      .insertInto("order_status_history")
      .values({
        order_id: id,
        status: change.status,
        note: retrack
          ? (note ?? "Tracking updated")
          : refund
            ? [refundNote(refund, current.currency), note].filter(Boolean).join(" ")
            : note,
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
      // Paid at last: originals released meanwhile are taken again if still free (once).
      if (isUnpaid(current.status)) {
        await settleReleased(trx, id, now);
        // The gift card's held balance is spent; the gift cards it bought are issued and mailed.
        await spendBalance(trx, id, now);
        cardsIssued = await issueBoughtCards(trx, id, context, now);
      }
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
  if (notify || cardsIssued > 0) deps.onMailQueued?.();
  return id;
}
