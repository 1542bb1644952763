import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  GIFT_CARD_CATEGORY,
  GIFT_CODE_LENGTH,
  giftCardPays,
  giftCardRefusalSentence,
  giftCodeFromBytes,
  maskGiftCode,
  normaliseGiftCode,
} from "./gift-cards.ts";
import { priceCart } from "./pricing.ts";

describe("gift card codes", () => {
  it("are 16 unambiguous letters and digits, grouped in fours", () => {
    for (let i = 0; i < 200; i++) {
      const code = giftCodeFromBytes(randomBytes(32));
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
      expect(code.replaceAll("-", "")).toHaveLength(GIFT_CODE_LENGTH);
    }
  });

  it("skips bytes that would favour some letters, and refuses too few", () => {
    // 248 and above are past the largest multiple of 31 below 256: skipped.
    const bytes = new Uint8Array([255, 250, 248, ...Array.from({ length: 16 }, (_, i) => i)]);
    expect(giftCodeFromBytes(bytes)).toBe("ABCD-EFGH-JKMN-PQRS");
    expect(() => giftCodeFromBytes(new Uint8Array(15))).toThrow();
    expect(() => giftCodeFromBytes(new Uint8Array(20).fill(255))).toThrow();
  });

  it.each([
    // Compared in capitals, without dashes or spaces.
    [" abcd-efgh jkmn-pqrs ", "ABCDEFGHJKMNPQRS"],
    ["ABCDEFGHJKMNPQRS", "ABCDEFGHJKMNPQRS"],
    ["abcd--efgh--jkmn--pqrs", "ABCDEFGHJKMNPQRS"],
    // Nothing when it could not be a code: the wrong length, a misreadable letter.
    ["ABCD-EFGH-JKMN-PQR", undefined],
    ["ABCD-EFGH-JKMN-PQRST", undefined],
    ["ABCD-EFGH-JKMN-PQR0", undefined],
    ["ABCD-EFGH-JKMN-PQR'", undefined],
    ["", undefined],
  ])("read %j as %j", (typed, code) => {
    expect(normaliseGiftCode(typed)).toBe(code);
  });

  it("show only their last group in the owner's list", () => {
    expect(maskGiftCode("ABCDEFGHJKMNPQRS")).toBe("••••-••••-••••-PQRS");
  });
});

describe("what a gift card pays", () => {
  // All of its balance up to the total, never more.
  it.each([
    [1500, 4000, 1500],
    [5000, 1999, 1999],
    [0, 1999, 0],
    [1500, 0, 0],
  ])("with a balance of %i and a total of %i, pays %i", (balance, total, pays) => {
    expect(giftCardPays(balance, total)).toBe(pays);
  });

  it("gives a buyer a sentence for each refusal", () => {
    expect(giftCardRefusalSentence("unknown")).toMatch(/don't recognise that gift card/);
    expect(giftCardRefusalSentence("no-balance")).toMatch(/used up/);
    expect(giftCardRefusalSentence("gift-card-for-gift-card")).toMatch(/can't be used to buy/);
  });
});

describe("a gift card as pricing sees it", () => {
  const rules = {
    taxRate: 0,
    shippingFee: 999,
    freeShippingThreshold: null,
    offers: {},
    code: null,
  };
  const card = { category: GIFT_CARD_CATEGORY, quantity: 1, unitPrice: 5000, productId: 9 };
  const print = { category: "prints", quantity: 1, unitPrice: 2000, productId: 3 };

  it("ships nothing: a cart of gift cards has no shipping, with a print it has", () => {
    expect(priceCart([card], rules)).toMatchObject({ shipping: 0, total: 5000 });
    expect(priceCart([card, print], rules)).toMatchObject({ shipping: 999, total: 7999 });
  });

  it("is not taxed and counts nothing towards free shipping: it is taxed when spent", () => {
    const taxed = { ...rules, taxRate: 2000, freeShippingThreshold: 5000 };
    // 20 % on the print and its shipping only; £50 of cards does not make the print ship free.
    expect(priceCart([card, print], taxed)).toMatchObject({
      shipping: 999,
      tax: 600,
      total: 5000 + 2000 + 999 + 600,
      freeShippingGap: 3001,
    });
    expect(priceCart([card], { ...taxed, pricesIncludeTax: true })).toMatchObject({
      tax: 0,
      total: 5000,
    });
  });

  it("takes no discount code: a code covers only the other lines", () => {
    const code = {
      code: "TEN",
      kind: "percent" as const,
      value: 10,
      productIds: null,
      collections: null,
      minSubtotal: null,
    };
    const totals = priceCart([card, print], { ...rules, code });
    expect(totals.codeDiscount).toBe(200);
    expect(totals.code?.lineShares).toEqual([0, 200]);
  });
});
