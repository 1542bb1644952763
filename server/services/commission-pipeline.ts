/**
 * The owner's pipeline and the requester's answers: status moves and notes, the quote, its
 * acceptance (the deposit order) or refusal, a quote renewed after its deposit lapsed, the
 * balance asked for when the piece is finished, the certificate when it is complete, and the
 * thread of messages both ways, with photos.
 */
import {
  type CommissionAdminView,
  type CommissionView,
  commissionArtworkDraft,
  depositOf,
} from "#core/commissions.ts";
import { Conflict, Invalid } from "#core/domain-errors.ts";
import type {
  CommissionQuoteInput,
  CommissionRenewInput,
  CommissionUpdateInput,
} from "#core/schemas/commission-input.ts";
import { nowIso } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import { issueForCommission } from "./commission-certificate.ts";
import {
  type CommissionDeps,
  type CommissionRow,
  change,
  type Mailer,
  mailFacts,
  move,
  paymentOrder,
  type Trx,
  view,
} from "./commission-changes.ts";
import {
  commissionCompletedMail,
  commissionMessageMail,
  commissionQuoteMail,
  commissionQuoteRenewedMail,
  commissionQuoteWithdrawnMail,
  ownerCommissionReplyMail,
  ownerQuoteAnswerMail,
} from "./commission-mails.ts";
import { forRequester, openedCommission } from "./commission-records.ts";
import { insertPhotos, storePhotos, type UploadedPhoto } from "./commission-requests.ts";
import { enqueueMail } from "./mail.ts";

/** How long a renewed quote stays open when the owner gives no date. */
const RENEWED_FOR_DAYS = 14;

/** Why the owner may not set a status by hand, where only another step sets it. */
function refusedMove(from: string, to: string): string | undefined {
  if (to === "quoted") return "Send a quote to mark a commission quoted";
  if (to === "accepted") return "Only the requester can accept a quote";
  if (from === "quoted" && to === "declined") {
    return "Only the requester can decline a quote; withdraw it instead";
  }
  return undefined;
}

/** An entry on the thread for what happened by itself or by a step, not a message. */
export async function threadNote(trx: Trx, id: number, body: string) {
  await trx
    .insertInto("commission_messages")
    .values({ commission_id: id, author: "shop", body, created_at: nowIso() })
    .execute();
}

/**
 * The owner's status change (allowed moves only: core/commission-status.ts) and notes. Marking
 * it finished asks for the balance (an order of exactly the price less the deposit), before the
 * piece ships; completing it (once the balance is paid) issues its certificate; cancelling a
 * quote withdraws it, and the requester is told.
 */
export function updateCommission(
  deps: CommissionDeps,
  id: number,
  input: CommissionUpdateInput,
): Promise<CommissionAdminView> {
  return change(deps, id, async (trx, row, mail, store) => {
    if (input.notes !== undefined) {
      await trx
        .updateTable("commissions")
        .set({ notes: input.notes, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
    }
    if (input.status !== undefined && input.status !== row.status) {
      const refused = refusedMove(row.status, input.status);
      if (refused) throw new Conflict(refused);
      await move(trx, id, row.status, input.status);
      if (input.status === "finished" && row.price !== null && row.deposit !== null) {
        const rest = row.price - row.deposit;
        if (rest > 0) await paymentOrder(trx, row, "balance", rest, mail, store);
      }
      if (input.status === "completed") await complete(trx, row, mail);
      if (row.status === "quoted" && input.status === "cancelled") {
        await threadNote(trx, id, "The quote was withdrawn, and the commission is closed.");
        await mail((context, key) => commissionQuoteWithdrawnMail(mailFacts(row), context, key));
      }
    }
    return view(deps, trx, id, store);
  });
}

/** A completed commission's certificate, on the order that paid last, and the requester's mail. */
async function complete(trx: Trx, row: CommissionRow, mail: Mailer) {
  const orderId = row.balance_order_id ?? row.deposit_order_id;
  const draft = commissionArtworkDraft({
    kind: { slug: row.kind, name: row.kind_name },
    medium: row.medium,
    size: row.size,
  });
  const certificate =
    orderId === null
      ? null
      : await issueForCommission(trx, {
          orderId,
          artworkId: row.artwork_id,
          title: draft.title,
          medium: draft.medium,
          dimensions: draft.dimensions,
        });
  await mail((context, key) =>
    commissionCompletedMail(
      mailFacts(row),
      certificate && { code: certificate.code, orderNumber: certificate.orderNumber! },
      context,
      key,
    ),
  );
}

/** Sends a quote (a new one replaces a quote not yet answered, or one whose deposit lapsed) and e-mails it. */
export function quoteCommission(
  deps: CommissionDeps,
  id: number,
  input: CommissionQuoteInput,
): Promise<CommissionAdminView> {
  return change(deps, id, async (trx, row, mail, store) => {
    await move(trx, id, row.status, "quoted");
    const deposit = depositOf(input.price, input.deposit);
    const rule =
      "percent" in input.deposit
        ? `${input.deposit.percent}%`
        : (input.deposit.amount / 100).toFixed(2);
    await trx
      .updateTable("commissions")
      .set({
        price: input.price,
        deposit,
        deposit_rule: rule,
        delivery_by: input.deliveryBy,
        valid_until: input.validUntil,
        terms: input.terms,
        quoted_at: nowIso(),
        deposit_lapsed_at: null,
        deposit_order_id: null,
      })
      .where("id", "=", id)
      .execute();
    const quoted = await view(deps, trx, id, store);
    const quote = { price: input.price, deposit, validUntil: input.validUntil };
    await mail((context, key) =>
      commissionQuoteMail(
        mailFacts(row),
        { ...quote, currency: store.currency, taxNote: quoted.taxNote },
        context,
        key,
      ),
    );
    return quoted;
  });
}

/**
 * Renews a quote whose deposit lapsed unpaid: the same price and deposit, open until `validUntil`
 * (14 days from today when not given), for the requester to accept again (a new deposit order,
 * with a new deadline). They are e-mailed.
 */
export function renewQuote(
  deps: CommissionDeps,
  id: number,
  input: CommissionRenewInput,
): Promise<CommissionAdminView> {
  return change(deps, id, async (trx, row, mail, store) => {
    if (row.status !== "quoted" || row.deposit_lapsed_at === null) {
      throw new Conflict(
        "Only a quote whose deposit was not paid in time can be renewed: send a new quote instead",
      );
    }
    const today = nowIso().slice(0, 10);
    const validUntil =
      input.validUntil ??
      new Date(Date.now() + RENEWED_FOR_DAYS * 86_400_000).toISOString().slice(0, 10);
    if (validUntil < today) {
      const message = "Give a date from today on";
      throw new Invalid(message, { validUntil: message });
    }
    await trx
      .updateTable("commissions")
      .set({
        valid_until: validUntil,
        deposit_lapsed_at: null,
        deposit_order_id: null,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    await threadNote(trx, id, `The quote was renewed, valid until ${validUntil}.`);
    await mail((context, key) =>
      commissionQuoteRenewedMail(mailFacts(row), validUntil, context, key),
    );
    return view(deps, trx, id, store);
  });
}

/**
 * The requester accepts the quote (one of `keys` must open it): the deposit becomes an ordinary
 * order of exactly the deposit, and the owner is told. A lapsed quote cannot be accepted, nor
 * one whose deposit lapsed until the owner renews it.
 */
export async function acceptQuote(
  deps: CommissionDeps,
  id: number,
  keys: readonly string[],
): Promise<{ depositOrder: string | null }> {
  await openedCommission(deps.db, id, keys);
  // Read before the transaction: on SQLite another read would wait for it to end.
  const context = await deps.mailContext();
  const answer = await change(deps, id, async (trx, row, mail, store) => {
    if (row.status === "declined" && row.quoted_at !== null) {
      throw new Conflict(
        "This quote has lapsed or was declined. Please write to ask for a new one.",
      );
    }
    if (row.status !== "quoted") throw new Conflict("There is no quote to accept");
    if (row.deposit_lapsed_at !== null) {
      throw new Conflict(
        "The deposit was not paid in time, so this quote waits for the artist to renew it.",
      );
    }
    await move(trx, id, row.status, "accepted");
    const depositOrder =
      row.deposit! > 0 ? await paymentOrder(trx, row, "deposit", row.deposit!, mail, store) : null;
    await enqueueMail(trx, ownerQuoteAnswerMail(mailFacts(row), "accepted", depositOrder, context));
    return { depositOrder };
  });
  deps.onMailQueued?.();
  return answer;
}

/** The requester declines the quote: the commission is closed, and the owner is told. */
export async function declineQuote(
  deps: CommissionDeps,
  id: number,
  keys: readonly string[],
): Promise<CommissionView> {
  await openedCommission(deps.db, id, keys);
  const context = await deps.mailContext();
  const declined = await change(deps, id, async (trx, row, _mail, store) => {
    if (row.status !== "quoted") throw new Conflict("There is no quote to decline");
    await move(trx, id, row.status, "declined");
    await enqueueMail(trx, ownerQuoteAnswerMail(mailFacts(row), "declined", null, context));
    return forRequester(await view(deps, trx, id, store));
  });
  deps.onMailQueued?.();
  return declined;
}

/**
 * A message on the thread, with up to five photos kept as the request's are (private, served
 * only to the requester and the owner): the owner's is e-mailed to the requester, a reply to the
 * owner. Nothing is kept of a refused one.
 */
export async function postMessage(
  deps: CommissionDeps,
  id: number,
  author: "owner" | "requester",
  body: string,
  keys: readonly string[] = [],
  photos: readonly UploadedPhoto[] = [],
): Promise<void> {
  if (author === "requester") await openedCommission(deps.db, id, keys);
  const context = await deps.mailContext();
  const stored = await storePhotos(deps, photos);
  const count = stored.length;
  const withPhotos =
    count === 0 ? body : `${body}\n\n(${count} photo${count === 1 ? "" : "s"} attached)`;
  try {
    await change(deps, id, async (trx, row, mail) => {
      const now = nowIso();
      const messageId = await insertRow(trx, "commission_messages", {
        commission_id: id,
        author,
        body,
        created_at: now,
      });
      await insertPhotos(trx, id, stored, now, messageId);
      if (author === "owner") {
        await mail((context, key) =>
          commissionMessageMail(mailFacts(row), withPhotos, context, key),
        );
      } else {
        await enqueueMail(trx, ownerCommissionReplyMail(mailFacts(row), withPhotos, context));
      }
    });
  } catch (error) {
    await deps.media.removePrivate(stored);
    throw error;
  }
  if (author === "requester") deps.onMailQueued?.();
}
