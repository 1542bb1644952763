/** One press puts a gift card on sale: its collection, its amounts as sizes, a picture of its own. */
import { expect, it } from "vitest";
import { json } from "../../testing/test-app.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { visitor } from "../../testing/visitor.ts";

describeApp("gift cards put on sale", { owner: true }, (t) => {
  const putOnSale = () => t.owner("/api/admin/gift-cards/on-sale", json("POST", {}));

  it("is the owner's alone", async () => {
    expect((await t.request("/api/admin/gift-cards/on-sale", json("POST", {}))).status).toBe(401);
  });

  it("adds the Gift cards collection and a card in £25, £50 and £100 with a picture, once", async () => {
    const put = await putOnSale();
    expect(put.status).toBe(201);
    expect(put.body).toEqual({ productId: expect.any(Number), created: true });

    const collections = (await t.owner("/api/admin/collections")).body as Array<{ slug: string }>;
    expect(collections.map((collection) => collection.slug)).toContain("gift-cards");
    type Shown = {
      id: number;
      name: string;
      category: string;
      imageUrl: string;
      variants: Array<{ id: number; name: string; price: string }>;
    };
    const products = async () =>
      ((await (await t.request("/api/products")).json()) as Shown[]).filter(
        (product) => product.category === "gift-cards",
      );
    const [shown] = await products();
    if (!shown) throw new Error("no gift card in the shop");
    expect(shown.id).toBe(put.body.productId);
    expect(shown).toMatchObject({ name: "Gift card", category: "gift-cards" });
    expect(shown.variants.map(({ name, price }) => [name, price])).toEqual([
      ["£25", "25.00"],
      ["£50", "50.00"],
      ["£100", "100.00"],
    ]);
    const picture = await t.request(shown.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\//);

    // A buyer can choose an amount; a gift card costs no postage and no tax.
    const buyer = visitor(t, "203.0.113.90");
    const fifty = shown.variants[1]!;
    expect(
      (await buyer.add({ productId: put.body.productId, variantId: fifty.id, quantity: 1 })).status,
    ).toBe(201);
    const cart = await buyer.send("/api/cart");
    expect(cart.body.totals).toMatchObject({ subtotal: "50.00", shipping: "0.00", tax: "0.00" });

    // Pressed again (a second tab), the shop keeps the card it sells.
    const again = await putOnSale();
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ productId: put.body.productId, created: false });
    expect(await products()).toHaveLength(1);
  });
});
