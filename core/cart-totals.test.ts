import { describe, expect, it } from "vitest";
import { type CartItem, cartTotals, unitPriceOf } from "./cart-totals.ts";

const item = (over: Partial<CartItem> & { category: string; price: number | null }): CartItem => ({
  id: 1,
  productId: 1,
  artworkId: null,
  quantity: 1,
  variant: null,
  variantPrice: null,
  ...over,
  product: { name: "P", category: over.category, price: over.price, imageUrl: "" },
});

describe("cart lines", () => {
  it("prices a line by its variant when it has one", () => {
    expect(
      unitPriceOf(
        item({ category: "cards", price: null, variant: "Large 15x21cm", variantPrice: 400 }),
      ),
    ).toBe(400);
    expect(unitPriceOf(item({ category: "coasters", price: 400 }))).toBe(400);
  });

  it("totals the cart with bundle savings", () => {
    const totals = cartTotals([
      item({ category: "snap-cards", price: 1000, quantity: 3 }),
      item({ category: "coasters", price: 400, quantity: 2 }),
    ]);
    expect(totals).toMatchObject({ itemCount: 5, subtotal: 3800, discount: 500, goods: 3300 });
  });
});
