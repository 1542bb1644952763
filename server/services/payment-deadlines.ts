import { deadlineStep, UNPAID_STATUSES } from "#core/payment-deadline.ts";
import { nowIso } from "../clock.ts";
import { returnStock } from "./admin-orders.ts";
import { depositLapsed, lockCommissionOf } from "./commission-lapse.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import { addOrderKey } from "./order-access.ts";
import { paymentReminderMail, unpaidCancellationMail } from "./order-mails.ts";
import { loadOrder } from "./orders.ts";
import { releaseLapsedCardHolds } from "./original-holds.ts";
import { ownerAutoCancelMail, ownerReminderDigestMail } from "./owner-notices.ts";
import { claimRun, every, type JobContext } from "./schedule.ts";

/** The owner's history entry for a reminder the sweep sent. */
export const REMINDED_NOTE = "Payment reminder sent automatically";

/** The owner's digest of reminders goes out at most once a day (PRODUCT.md §4). */
export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;
const DIGEST_JOB = "payment deadlines: owner's reminder digest";
/**
 * A digest covers reminders stamped up to a minute before it runs, so that a reminder whose
 * transaction is still open (stamped, not yet committed) falls into the next digest, not between.
 */
const DIGEST_LAG_MS = 60_000;

/** What one sweep did: the order numbers reminded and cancelled. */
export interface SweepResult {
  reminded: string[];
  cancelled: string[];
}

/**
 * Payment deadlines (PRODUCT.md §4): a sweep as of a time reminds the buyers of unpaid orders past
 * halfway to their deadline and cancels those past it, returning their stock. Each step is a
 * conditional update in its own transaction with its e-mail: a reminder or a cancellation happens
 * once, however many sweeps run, at the same time or after a restart.
 */
export function createPaymentDeadlines(deps: MailingDeps) {
  const { db } = deps;

  return {
    /**
     * Decides what is due as of `asOf`; stamps what it does with the real time (`nowIso`), so a
     * sweep run ahead never writes a future date into the orders or their history. First puts
     * back on sale the originals of orders whose card hold has ended (original-holds.ts).
     */
    async sweep(asOf: string): Promise<SweepResult> {
      // Card holds end on the real clock, whatever `asOf` says: they last minutes, not days.
      await releaseLapsedCardHolds(db);
      const candidates = await db
        .selectFrom("orders")
        .select(["id", "order_number", "created_at", "pay_by", "reminded_at"])
        .where("status", "in", [...UNPAID_STATUSES])
        .where("pay_by", "is not", null)
        .orderBy("id")
        .execute();
      const due = candidates.flatMap((row) => {
        const step = deadlineStep(
          { placedAt: row.created_at, payBy: row.pay_by!, remindedAt: row.reminded_at },
          asOf,
        );
        return step === "none" ? [] : [{ ...row, payBy: row.pay_by!, step }];
      });
      const result: SweepResult = { reminded: [], cancelled: [] };
      if (due.length === 0) return result;
      const context = await deps.mailContext();
      const stamp = nowIso();
      for (const order of due) {
        const done = await db.transaction().execute(async (trx) => {
          await lockCommissionOf(trx, order.id);
          if (order.step === "remind") {
            const claimed = await trx
              .updateTable("orders")
              .set({ reminded_at: stamp })
              .where("id", "=", order.id)
              .where("reminded_at", "is", null)
              .where("status", "in", [...UNPAID_STATUSES])
              .executeTakeFirst();
            if (Number(claimed.numUpdatedRows) !== 1) return false;
            // The owner's history shows what the sweep did (the status stays as it was).
            const { status } = await trx
              .selectFrom("orders")
              .select("status")
              .where("id", "=", order.id)
              .executeTakeFirstOrThrow();
            await trx
              .insertInto("order_status_history")
              .values({ order_id: order.id, status, note: REMINDED_NOTE, created_at: stamp })
              .execute();
            const placed = await loadOrder(trx, order.id);
            const key = await addOrderKey(trx, order.id);
            await enqueueMail(trx, paymentReminderMail(placed, order.payBy, context, key));
            return true;
          }
          const claimed = await trx
            .updateTable("orders")
            .set({ status: "cancelled", updated_at: stamp, auto_cancelled_at: stamp })
            .where("id", "=", order.id)
            .where("status", "in", [...UNPAID_STATUSES])
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return false;
          await trx
            .insertInto("order_status_history")
            .values({
              order_id: order.id,
              status: "cancelled",
              note: "Not paid by the deadline: cancelled automatically",
              public_note: "Not paid by the deadline",
              created_at: stamp,
            })
            .execute();
          const freed = await returnStock(trx, order.id);
          // A commission's deposit lapsing reopens its quote, in this same transaction.
          await depositLapsed(trx, order.id, order.payBy, context);
          const placed = await loadOrder(trx, order.id);
          await enqueueMail(trx, unpaidCancellationMail(placed, order.payBy, context));
          await enqueueMail(trx, ownerAutoCancelMail(placed, freed, context));
          return true;
        });
        if (done)
          (order.step === "remind" ? result.reminded : result.cancelled).push(order.order_number);
      }
      if (result.reminded.length + result.cancelled.length > 0) deps.onMailQueued?.();
      return result;
    },

    /**
     * Sends the owner one e-mail listing the orders reminded since the last digest, at most once a
     * day however many processes ask (the claim decides), and none when there were no reminders.
     * Returns the order numbers it listed.
     */
    async reminderDigest(now: Date = new Date()): Promise<string[]> {
      const context = await deps.mailContext();
      const listed = await db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom("background_jobs")
          .select("last_run_at")
          .where("name", "=", DIGEST_JOB)
          .executeTakeFirst();
        if (!(await claimRun(trx, DIGEST_JOB, DIGEST_EVERY_MS, now))) return [];
        const lagged = (at: number) => new Date(at - DIGEST_LAG_MS).toISOString();
        const from = lagged(
          previous ? Date.parse(previous.last_run_at) : now.getTime() - DIGEST_EVERY_MS,
        );
        const rows = await trx
          .selectFrom("orders")
          .select("id")
          .where("reminded_at", ">", from)
          .where("reminded_at", "<=", lagged(now.getTime()))
          .orderBy("reminded_at")
          .orderBy("id")
          .execute();
        if (rows.length === 0) return [];
        const orders = [];
        for (const row of rows) orders.push(await loadOrder(trx, row.id));
        await enqueueMail(trx, ownerReminderDigestMail(orders, context));
        return orders.map((order) => order.orderNumber);
      });
      if (listed.length > 0) deps.onMailQueued?.();
      return listed;
    },
  };
}

export type PaymentDeadlines = ReturnType<typeof createPaymentDeadlines>;

/**
 * Runs the sweep every few minutes in this process (and once soon after start), as of the clock.
 * Sweeps never overlap; a failed one is logged and the next one tries again. Returns the stop.
 */
export function scheduleSweeps(
  options: JobContext & { deadlines: PaymentDeadlines; everyMs?: number },
): () => void {
  const { deadlines, logger, everyMs = 5 * 60_000, db } = options;
  return every({
    name: "payment deadlines: sweep",
    everyMs,
    logger,
    db,
    async job() {
      const done = await deadlines.sweep(new Date().toISOString());
      if (done.reminded.length + done.cancelled.length > 0)
        logger.info(done, "payment deadlines: reminded and cancelled");
      // Its own daily claim: most sweeps find the digest already sent today.
      const digested = await deadlines.reminderDigest();
      if (digested.length > 0) logger.info({ digested }, "payment deadlines: owner's digest sent");
    },
  });
}
