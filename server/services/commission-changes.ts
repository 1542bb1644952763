/**
 * The steps every commission write shares (commissions.ts is their index): one locked
 * transaction per change, the allowed moves, lapsed quotes closing, and the deposit and balance
 * orders a commission asks for.
 */
import type { Kysely, Transaction } from "kysely";
import { commissionMoveRefusal, ENDED_STATUSES } from "#core/commission-status.ts";
import { type CommissionSettings, commissionTitle } from "#core/commissions.ts";
import { Conflict } from "#core/domain-errors.ts";
import type { StoreSettings } from "#core/store.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { commissionPaymentMail } from "./commission-mails.ts";
import {
  addCommissionKey,
  commissionMoney,
  commissionRow,
  loadCommission,
} from "./commission-records.ts";
import { enqueueMail, type MailingDeps, type OutgoingMail } from "./mail.ts";
import type { MailContext } from "./mail-templates.ts";
import type { MediaService } from "./media.ts";
import { placePaymentOrder } from "./payment-orders.ts";

export type Trx = Transaction<Database>;
export type CommissionRow = Awaited<ReturnType<typeof commissionRow>>;

/** What the commission functions are given: the database, the private photos, the settings. */
export interface CommissionDeps extends MailingDeps {
  media: Pick<
    MediaService,
    "storePrivate" | "readPrivate" | "removePrivate" | "ingest" | "discard"
  >;
  settings: () => Promise<CommissionSettings>;
  /** Saves the owner's commission setting (`settings.commissions`). */
  saveSettings: (next: CommissionSettings) => Promise<void>;
  store: () => Promise<StoreSettings>;
}

/** Writes one mail to the requester, with a fresh key to their page. */
export type Mailer = (make: (context: MailContext, key: string) => OutgoingMail) => Promise<void>;

/** The commission's view for the owner, priced in the store's currency. */
export const view = async (
  deps: CommissionDeps,
  trx: Kysely<Database> | Trx,
  id: number,
  store?: StoreSettings,
) => loadCommission(trx, id, store ?? (await deps.store()));

/** What a mail about the commission names: who asked, and for what. */
export const mailFacts = (row: CommissionRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  title: commissionTitle(row.kind_name, row.id),
});

/**
 * Quotes past their validity become declined: the commission is closed. A quote whose deposit
 * lapsed is left for the owner to renew or withdraw. Returns how many.
 */
export async function closeLapsedQuotes(
  db: Kysely<Database>,
  now: Date,
  id?: number,
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let query = db
    .updateTable("commissions")
    .set({ status: "declined", ended_at: now.toISOString(), updated_at: now.toISOString() })
    .where("status", "=", "quoted")
    .where("deposit_lapsed_at", "is", null)
    .where("valid_until", "<", today);
  if (id !== undefined) query = query.where("id", "=", id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Runs a change in one transaction, with the commission's row locked (PostgreSQL; SQLite's
 * writers run alone) and any lapsed quote closed first; mails written meanwhile are sent after.
 */
export async function change<T>(
  deps: CommissionDeps,
  id: number,
  work: (trx: Trx, row: CommissionRow, mail: Mailer, store: StoreSettings) => Promise<T>,
): Promise<T> {
  await closeLapsedQuotes(deps.db, new Date(), id);
  // Read before the transaction: on SQLite another read would wait for it to end.
  const [context, store] = await Promise.all([deps.mailContext(), deps.store()]);
  let mailed = false;
  const result = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("commissions")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", id)
      .execute();
    const row = await commissionRow(trx, id);
    const mail: Mailer = async (make) => {
      const outgoing = make(context, await addCommissionKey(trx, id));
      mailed = (await enqueueMail(trx, outgoing)) || mailed;
    };
    return work(trx, row, mail, store);
  });
  if (mailed) deps.onMailQueued?.();
  return result;
}

/**
 * Moves a commission on, recording when it ended (the photos' retention counts from then): every
 * status change passes here, refused (409) where the pipeline or the money does not allow it
 * (core/commission-status.ts's commissionMoveRefusal).
 */
export async function move(trx: Trx, id: number, from: string, to: string) {
  const refused = commissionMoveRefusal(from, to, await commissionMoney(trx, id));
  if (refused) throw new Conflict(refused);
  const now = nowIso();
  await trx
    .updateTable("commissions")
    .set({
      status: to,
      updated_at: now,
      ...(ENDED_STATUSES.has(to as never) && { ended_at: now }),
    })
    .where("id", "=", id)
    .execute();
}

/** Writes a deposit or balance order for the commission and tells the requester. */
export async function paymentOrder(
  trx: Trx,
  row: CommissionRow,
  what: "deposit" | "balance",
  amount: number,
  mail: Mailer,
  store: StoreSettings,
) {
  const title = commissionTitle(row.kind_name, row.id);
  const label = what === "deposit" ? "Deposit" : "Balance";
  const { orderId, order } = await placePaymentOrder(trx, {
    name: row.name,
    email: row.email,
    line: `${label}: ${title}`,
    category: "commission",
    amount,
    store,
    accessKeyHashes: (await commissionRow(trx, row.id)).access_key_hashes,
    note: `${label} for commission C-${row.id}`,
    paysFor: { commissionId: row.id, payment: what },
  });
  await trx
    .updateTable("commissions")
    .set(what === "deposit" ? { deposit_order_id: orderId } : { balance_order_id: orderId })
    .where("id", "=", row.id)
    .execute();
  await mail((context, key) => commissionPaymentMail(mailFacts(row), order, what, context, key));
  return order.orderNumber;
}
