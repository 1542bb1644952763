/**
 * The owner's pipeline and the requester's answers: status moves and notes, the quote, its
 * acceptance (the deposit order) or refusal, and the thread of messages both ways.
 */
import { type CommissionAdminView, type CommissionView, depositOf } from "#core/commissions.ts";
import { Conflict } from "#core/domain-errors.ts";
import type {
  CommissionQuoteInput,
  CommissionUpdateInput,
} from "#core/schemas/commission-input.ts";
import { nowIso } from "../clock.ts";
import {
  type CommissionDeps,
  change,
  mailFacts,
  move,
  paymentOrder,
  view,
} from "./commission-changes.ts";
import {
  commissionMessageMail,
  commissionQuoteMail,
  ownerCommissionReplyMail,
} from "./commission-mails.ts";
import { forRequester, openedCommission } from "./commission-records.ts";
import { enqueueMail } from "./mail.ts";

/** Why the owner may not set a status by hand, where only another step sets it. */
function refusedMove(from: string, to: string): string | undefined {
  if (to === "quoted") return "Send a quote to mark a commission quoted";
  if (to === "accepted") return "Only the requester can accept a quote";
  if (from === "quoted" && to === "declined") {
    return "Only the requester can decline a quote; cancel it instead";
  }
  return undefined;
}

/**
 * The owner's status change (allowed moves only: core/commission-status.ts) and notes. Marking
 * it delivered asks for the balance: an order of exactly the price less the deposit.
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
      if (input.status === "delivered" && row.price !== null && row.deposit !== null) {
        const rest = row.price - row.deposit;
        if (rest > 0) await paymentOrder(trx, row, "balance", rest, mail, store);
      }
    }
    return view(deps, trx, id, store);
  });
}

/** Sends a quote (a new one replaces a quote not yet answered) and e-mails it. */
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
 * The requester accepts the quote (one of `keys` must open it): the deposit becomes an ordinary
 * order of exactly the deposit. A lapsed quote cannot be accepted.
 */
export async function acceptQuote(
  deps: CommissionDeps,
  id: number,
  keys: readonly string[],
): Promise<{ depositOrder: string | null }> {
  await openedCommission(deps.db, id, keys);
  return change(deps, id, async (trx, row, mail, store) => {
    if (row.status === "declined" && row.quoted_at !== null) {
      throw new Conflict(
        "This quote has lapsed or was declined. Please write to ask for a new one.",
      );
    }
    if (row.status !== "quoted") throw new Conflict("There is no quote to accept");
    await move(trx, id, row.status, "accepted");
    const depositOrder =
      row.deposit! > 0 ? await paymentOrder(trx, row, "deposit", row.deposit!, mail, store) : null;
    return { depositOrder };
  });
}

/** The requester declines the quote: the commission is closed. */
export async function declineQuote(
  deps: CommissionDeps,
  id: number,
  keys: readonly string[],
): Promise<CommissionView> {
  await openedCommission(deps.db, id, keys);
  return change(deps, id, async (trx, row, _mail, store) => {
    if (row.status !== "quoted") throw new Conflict("There is no quote to decline");
    await move(trx, id, row.status, "declined");
    return forRequester(await view(deps, trx, id, store));
  });
}

/** A message on the thread: the owner's is e-mailed to the requester, a reply to the owner. */
export async function postMessage(
  deps: CommissionDeps,
  id: number,
  author: "owner" | "requester",
  body: string,
  keys: readonly string[] = [],
): Promise<void> {
  if (author === "requester") await openedCommission(deps.db, id, keys);
  const context = await deps.mailContext();
  await change(deps, id, async (trx, row, mail) => {
    await trx
      .insertInto("commission_messages")
      .values({ commission_id: id, author, body, created_at: nowIso() })
      .execute();
    if (author === "owner") {
      await mail((context, key) => commissionMessageMail(mailFacts(row), body, context, key));
    } else {
      await enqueueMail(trx, ownerCommissionReplyMail(mailFacts(row), body, context));
    }
  });
  if (author === "requester") deps.onMailQueued?.();
}
