/** A commission's statuses and the moves between them (the owner's pipeline). */

import { type StatusOf, statusList } from "./status-list.ts";

export const COMMISSION_STATUS = statusList({
  new: "New",
  quoted: "Quoted",
  accepted: "Accepted",
  "in-progress": "In progress",
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
 * quote replaces the old), "accepted" only by the requester's acceptance; declining a quote is the
 * requester's (or the quote's lapse), declining a new request the owner's.
 */
const MOVES: Record<CommissionStatus, readonly CommissionStatus[]> = {
  new: ["quoted", "declined", "cancelled"],
  quoted: ["quoted", "accepted", "declined", "cancelled"],
  accepted: ["in-progress", "cancelled"],
  "in-progress": ["delivered", "cancelled"],
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

/** The statuses the owner may set directly from `from` (Admin → Commissions' buttons, PATCH). */
export function ownerMoves(from: string): CommissionStatus[] {
  if (!isCommissionStatus(from)) return [];
  // A new request is declined by the owner; a quote is declined only by its requester.
  return MOVES[from].filter((to) => !OWN_DOOR.has(to) && !(from === "quoted" && to === "declined"));
}
