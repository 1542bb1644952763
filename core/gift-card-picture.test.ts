import { describe, expect, it } from "vitest";
import { giftCardPicture, giftCardSizeName } from "./gift-card-picture.ts";

describe("the picture and sizes a gift card is first sold with", () => {
  it("names the shop, with its name's markup escaped", () => {
    const svg = giftCardPicture('Fox & "Hare" <Studio>');
    expect(svg).toContain("Fox &#38; &#34;Hare&#34; &#60;Studio&#62;");
    expect(svg).not.toContain("<Studio>");
    expect(giftCardPicture("  ")).toContain(">Gift card</text>");
  });

  it("writes an amount in the shop's currency, without pence", () => {
    expect(giftCardSizeName(25, "GBP", "en-GB")).toBe("£25");
    expect(giftCardSizeName(100, "EUR", "de-DE")).toBe("100\u00a0€");
    expect(giftCardSizeName(50, "USD", "en-US")).toBe("$50");
  });
});
