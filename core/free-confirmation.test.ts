import { describe, expect, it } from "vitest";
import { Unconfirmed } from "./domain-errors.ts";
import {
  confirmFreePrice,
  confirmFullOffers,
  FREE_PRICE_QUESTION,
  FULL_OFFER_QUESTION,
} from "./free-confirmation.ts";

describe("confirmFreePrice", () => {
  it.each([{ price: 0 }, { price: 400, variants: [{ price: 300 }, { price: 0 }] }])(
    "asks about a price of 0.00, the product's or a size's, unless confirmed: %j",
    (change) => {
      expect(() => confirmFreePrice(change)).toThrow(FREE_PRICE_QUESTION);
      expect(() => confirmFreePrice({ ...change, confirmFree: true })).not.toThrow();
    },
  );

  it.each([{}, { price: 1 }, { variants: [] }, { variants: [{ price: 1 }] }])(
    "asks nothing of a change with no price of 0.00: %j",
    (change) => {
      expect(() => confirmFreePrice(change)).not.toThrow();
    },
  );

  it("names the confirmation field, and answers 422", () => {
    try {
      confirmFreePrice({ price: 0, confirmFree: false });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Unconfirmed);
      expect((error as Unconfirmed).fields).toEqual({ confirmFree: FREE_PRICE_QUESTION });
    }
  });
});

describe("confirmFullOffers", () => {
  it("asks about 100 % off, not less nor an amount off", () => {
    expect(() => confirmFullOffers({ offers: [{ quantity: 2, percentOff: 100 }] })).toThrow(
      FULL_OFFER_QUESTION,
    );
    const confirmed = { offers: [{ quantity: 2, percentOff: 100 }], confirmFree: true };
    expect(() => confirmFullOffers(confirmed)).not.toThrow();
    for (const offers of [[], [{ quantity: 2, percentOff: 99 }], [{ quantity: 3, save: 500 }]])
      expect(() => confirmFullOffers({ offers })).not.toThrow();
  });
});
