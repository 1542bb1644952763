import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_INSTRUCTIONS,
  isStartingInstructions,
  paymentInstructions,
} from "./site-profile.ts";

describe("paymentInstructions", () => {
  const { manual, cards } = DEFAULT_PAYMENT_INSTRUCTIONS;

  it("starts from the text for the case: no payment online, or the other way beside the card", () => {
    expect(paymentInstructions(null, false)).toBe(manual);
    expect(paymentInstructions(null, true)).toBe(cards);
    expect(manual).toMatch(/^No payment is taken online/);
    expect(cards).not.toMatch(/No payment|not taken online/);
  });

  it("follows the case when a starting text was saved unchanged, or nothing was written", () => {
    for (const saved of [manual, cards, ` ${manual}\n`, ""]) {
      expect(paymentInstructions({ instructions: saved }, true)).toBe(cards);
      expect(paymentInstructions({ instructions: saved }, false)).toBe(manual);
    }
    // The starting text of an earlier version, saved by an owner who never changed it.
    const earlier =
      "No payment is taken online. Within 24 hours we will e-mail you the ways to pay the total of your order, shipping included (bank transfer or PayPal). Your order is made ready and sent as soon as payment arrives.";
    expect(paymentInstructions({ instructions: earlier }, true)).toBe(cards);
  });

  it("keeps the owner's own words as written, cards or not", () => {
    const own = "Bank transfer to sort code 00-00-00, account 12345678.";
    expect(paymentInstructions({ instructions: own }, true)).toBe(own);
    expect(paymentInstructions({ instructions: own }, false)).toBe(own);
  });
});

describe("isStartingInstructions", () => {
  it("knows every starting text, and empty, from the owner's own words", () => {
    for (const text of [...Object.values(DEFAULT_PAYMENT_INSTRUCTIONS), "", "  "])
      expect(isStartingInstructions(text)).toBe(true);
    expect(isStartingInstructions("Bank transfer to 00-00-00.")).toBe(false);
  });
});
