import { describe, expect, it } from "vitest";
import { type CartItem, cartTotals, unitPriceOf } from "./cart-totals.ts";

const item = (over: Partial<CartItem> & { category: string; price: number | null }): CartItem => ({
  id: 1,
  productId: 1,
  artworkId: null,
  quantity: 1,
  variant: null,
  ...over,
  unitPrice: over.price,
  product: { name: "P", category: over.category, imageUrl: "" },
});

describe("cart lines", () => {
  it("prices a line by its one unit price, none as 0", () => {
    expect(unitPriceOf(item({ category: "cards", price: 400, variant: "Large 15x21cm" }))).toBe(
      400,
    );
    expect(unitPriceOf(item({ category: "coasters", price: null }))).toBe(0);
  });

  it("totals the cart with bundle savings", () => {
    const totals = cartTotals([
      item({ category: "snap-cards", price: 1000, quantity: 3 }),
      item({ category: "coasters", price: 400, quantity: 2 }),
    ]);
    expect(totals).toMatchObject({ itemCount: 5, subtotal: 3800, discount: 500, goods: 3300 });
  });
});
