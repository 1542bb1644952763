import { describe, expect, it } from "vitest";
import { type OrderRefund, refundDueBy, refundForBuyer, refundNote } from "./refunds.ts";

const card: OrderRefund = {
  method: "card",
  amount: 1399,
  reference: "re_123",
  refundedAt: "2026-03-01T10:00:00.000Z",
};
const owed: OrderRefund = { method: "by-hand", amount: 1399, reference: null, refundedAt: null };

describe("a refund's words", () => {
  it("tell the owner what was refunded, or what is still to refund", () => {
    expect(refundNote(card, "GBP")).toBe(
      "Refunded £13.99 to the card through Stripe (refund re_123).",
    );
    expect(refundNote(owed, "GBP")).toBe("Refund £13.99 by hand.");
    expect(refundNote({ ...owed, refundedAt: card.refundedAt }, "EUR")).toBe(
      "Refunded €13.99 by hand.",
    );
  });

  it("tell the buyer where the money went, or by when it comes", () => {
    expect(refundForBuyer(card, "GBP", "Mara Quill", "15 March 2026")).toMatch(
      /^£13\.99 has been refunded to the card you paid with;/,
    );
    expect(refundForBuyer(owed, "GBP", "Mara Quill", "15 March 2026")).toBe(
      "Mara Quill will refund the £13.99 you paid by 15 March 2026.",
    );
    expect(refundForBuyer({ ...owed, refundedAt: card.refundedAt }, "GBP", "Mara Quill", "x")).toBe(
      "£13.99 has been refunded to you.",
    );
  });

  it("promise a refund by hand within 14 days of the cancellation", () => {
    expect(refundDueBy("2026-03-01T10:00:00.000Z")).toBe("2026-03-15T10:00:00.000Z");
  });
});
