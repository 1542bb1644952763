import { describe, expect, it } from "vitest";
import { heldUntil, tooManyOriginals } from "./original-holds.ts";

describe("how long an unpaid order holds its originals", () => {
  const payBy = "2026-05-08T10:00:00.000Z";

  it("holds them until the deadline, or the end of a card hold when that comes first", () => {
    expect(heldUntil({ payBy, cardHoldUntil: null })).toBe(payBy);
    expect(heldUntil({ payBy, cardHoldUntil: "2026-05-01T10:31:00.000Z" })).toBe(
      "2026-05-01T10:31:00.000Z",
    );
    // A card payment started half an hour before the deadline ends with the deadline.
    expect(heldUntil({ payBy, cardHoldUntil: "2026-05-08T10:01:00.000Z" })).toBe(payBy);
    expect(heldUntil({ payBy: null, cardHoldUntil: null })).toBeNull();
  });

  it("says how many originals one order may hold, and how many to take out", () => {
    expect(tooManyOriginals(4, 2)).toBe(
      "An order may hold at most 2 originals until it is paid. Please remove 2 from your cart and order them separately, or contact the artist to buy more at once.",
    );
    expect(tooManyOriginals(2, 1)).toMatch(
      /^An order may hold at most 1 original until .* remove 1 .* order it separately/,
    );
  });
});
