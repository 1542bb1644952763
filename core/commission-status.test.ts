import { describe, expect, it } from "vitest";
import { type CommissionMoney, commissionMoveRefusal, ownerMoves } from "./commission-status.ts";

const PAID: CommissionMoney = {
  deposit: 7500,
  depositPaid: true,
  balance: 17500,
  balancePaid: true,
};

describe("a commission's moves", () => {
  it("starts work only once the deposit is paid, unless there is none", () => {
    expect(commissionMoveRefusal("accepted", "in-progress", { ...PAID, depositPaid: false })).toBe(
      "The deposit has not been paid yet: work starts once it has",
    );
    expect(commissionMoveRefusal("accepted", "in-progress", PAID)).toBeUndefined();
    expect(
      commissionMoveRefusal("accepted", "in-progress", { ...PAID, deposit: 0, depositPaid: false }),
    ).toBeUndefined();
  });

  it("completes only once the balance is paid, unless the deposit was all", () => {
    expect(commissionMoveRefusal("delivered", "completed", { ...PAID, balancePaid: false })).toBe(
      "The balance has not been paid yet: the commission is complete once it has",
    );
    expect(
      commissionMoveRefusal("delivered", "completed", { ...PAID, balance: 0, balancePaid: false }),
    ).toBeUndefined();
  });

  it("asks for the balance (finished) before the piece ships, and names a refused move in words", () => {
    expect(commissionMoveRefusal("in-progress", "delivered", PAID)).toBe(
      "A commission that is in progress cannot become delivered",
    );
    expect(commissionMoveRefusal("in-progress", "finished", PAID)).toBeUndefined();
    expect(commissionMoveRefusal("finished", "delivered", PAID)).toBeUndefined();
    // Back to quoted only when the deposit lapses: never the owner's button.
    expect(commissionMoveRefusal("accepted", "quoted", PAID)).toBeUndefined();
    expect(ownerMoves("accepted")).toEqual(["in-progress", "cancelled"]);
    expect(ownerMoves("finished")).toEqual(["delivered", "cancelled"]);
  });
});
