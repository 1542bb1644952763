/** A commission's statuses and the moves between them (the owner's pipeline). */

import { type StatusOf, statusList } from "./status-list.ts";

export const COMMISSION_STATUS = statusList({
  new: "New",
  quoted: "Quoted",
  accepted: "Accepted",
  "in-progress": "In progress",
  finished: "Finished",
  delivered: "Delivered",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
});
export const COMMISSION_STATUSES = COMMISSION_STATUS.values;
export type CommissionStatus = StatusOf<typeof COMMISSION_STATUS>;
export const isCommissionStatus = COMMISSION_STATUS.is;
export const commissionStatusLabel = COMMISSION_STATUS.label;

/**
 * Every allowed move. "quoted" is reached only by sending a quote (again while quoted: a new
 * quote replaces the old), or from "accepted" when the deposit lapses unpaid; "accepted" only by
 * the requester's acceptance; declining a quote is the requester's (or the quote's lapse),
 * declining a new request the owner's. "finished" asks for the balance, before the piece ships.
 */
const MOVES: Record<CommissionStatus, readonly CommissionStatus[]> = {
  new: ["quoted", "declined", "cancelled"],
  quoted: ["quoted", "accepted", "declined", "cancelled"],
  accepted: ["in-progress", "quoted", "cancelled"],
  "in-progress": ["finished", "cancelled"],
  finished: ["delivered", "cancelled"],
  delivered: ["completed"],
  completed: [],
  declined: [],
  cancelled: [],
};

/** The moves with a door of their own (a quote, the requester's answer): never a plain status change. */
const OWN_DOOR: ReadonlySet<CommissionStatus> = new Set(["quoted", "accepted"]);

/** The statuses after which nothing more happens: the photos' retention counts from here. */
export const ENDED_STATUSES: ReadonlySet<CommissionStatus> = new Set([
  "completed",
  "declined",
  "cancelled",
]);

export function canMoveCommission(from: string, to: string): boolean {
  return isCommissionStatus(from) && (MOVES[from] as readonly string[]).includes(to);
}

/** What a move depends on besides the statuses: the money asked for, and whether it arrived. */
export interface CommissionMoney {
  /** The deposit asked for (0: none), and whether its order is paid. */
  deposit: number;
  depositPaid: boolean;
  /** The balance (the price less the deposit; 0: the deposit covers it), and whether it is paid. */
  balance: number;
  balancePaid: boolean;
}

/**
 * Why a move may not happen now, or undefined when it may: the one check every status change
 * passes (the owner's, the requester's, the payment sweep's). Work starts once the deposit is
 * paid, and a commission is complete once the balance is.
 */
export function commissionMoveRefusal(
  from: string,
  to: string,
  money: CommissionMoney,
): string | undefined {
  if (!canMoveCommission(from, to)) {
    return `A commission that is ${commissionStatusLabel(from).toLowerCase()} cannot become ${commissionStatusLabel(to).toLowerCase()}`;
  }
  if (to === "in-progress" && money.deposit > 0 && !money.depositPaid) {
    return "The deposit has not been paid yet: work starts once it has";
  }
  if (to === "completed" && money.balance > 0 && !money.balancePaid) {
    return "The balance has not been paid yet: the commission is complete once it has";
  }
  return undefined;
}

/** The statuses the owner may set directly from `from` (Admin → Commissions' buttons, PATCH). */
export function ownerMoves(from: string): CommissionStatus[] {
  if (!isCommissionStatus(from)) return [];
  // A new request is declined by the owner; a quote is declined only by its requester.
  return MOVES[from].filter((to) => !OWN_DOOR.has(to) && !(from === "quoted" && to === "declined"));
}
