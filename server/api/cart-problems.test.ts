/**
 * "Gone from the cart means gone": `GET /api/cart` marks each line that cannot be
 * bought as it stands with its `problem`, and checkout refuses (409, naming the line) until the
 * buyer removes or changes it.
 */
import { describe, expect, it } from "vitest";
import { addArtwork, addCoaster, addRobinCard, countRows } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { type Json, useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

describe.each(DB_KINDS)("cart lines that can no longer be bought (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  const products = () => t.db().updateTable("products");

  async function original(title: string) {
    const id = await addArtwork(t.db(), { title, category: "paintings-drawings" });
    const offered = await owner(
      `/api/admin/artworks/${id}`,
      json("PATCH", { isForSale: true, price: "450" }),
    );
    expect(offered.status).toBe(200);
    return id;
  }
  const lineOf = async (buyer: ReturnType<typeof visitor>, name: string) =>
    ((await buyer.cart()).body.items as Json[]).find((item) => item.product.name === name);
  const checkout = (buyer: ReturnType<typeof visitor>) =>
    buyer.send("/api/orders", json("POST", CUSTOMER));

  it("shows a second buyer the original the first one ordered as reserved, then sold, and refuses it", async () => {
    const heron = await original("Heron at dusk");
    const coaster = await addCoaster(t.db(), "Wren coaster", { stock: 3 });
    const first = visitor(t, "203.0.113.61");
    const second = visitor(t, "203.0.113.62");
    expect((await first.add({ artworkId: heron })).status).toBe(201);
    expect((await second.add({ artworkId: heron })).status).toBe(201);
    expect((await second.add({ productId: coaster })).status).toBe(200);
    // Both see it available before anyone orders.
    expect((await lineOf(second, "Heron at dusk")).problem).toBeUndefined();

    const placed = await checkout(first);
    expect(placed.status).toBe(201);
    const reserved = await lineOf(second, "Heron at dusk");
    expect(reserved).toMatchObject({
      problem: "reserved",
      problemMessage: "Heron at dusk is reserved: another buyer's order holds it",
    });
    expect((await lineOf(second, "Wren coaster")).problem).toBeUndefined();
    const refused = await checkout(second);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Heron at dusk is reserved: another buyer's order holds it. Please remove it from your cart.",
    );
    expect(refused.body.errors).toEqual({ [`items.${reserved.id}`]: "reserved" });

    await owner(`/api/admin/orders/${placed.body.orderNumber}`, json("PATCH", { status: "paid" }));
    expect((await lineOf(second, "Heron at dusk")).problem).toBe("sold");

    // Removing the line is the way on: the rest of the cart can be bought.
    expect(
      (await second.send(`/api/cart/remove/${reserved.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect((await checkout(second)).status).toBe(201);
    expect(await countRows(t.db(), "orders")).toBe(2);
  });

  it("marks sold-out, not-enough-stock and unavailable lines, each refused at checkout", async () => {
    const gone = await addCoaster(t.db(), "Gone coaster", { stock: 2 });
    const few = await addCoaster(t.db(), "Few coaster", { stock: 5 });
    const hidden = await addCoaster(t.db(), "Hidden coaster", { stock: null });
    const card = await addRobinCard(t.db());
    const buyer = visitor(t, "203.0.113.63");
    await buyer.add({ productId: gone, quantity: 2 });
    await buyer.add({ productId: few, quantity: 4 });
    await buyer.add({ productId: hidden });
    await buyer.add({ productId: card, variant: "Large" });
    await products().set({ stock: 0 }).where("id", "=", gone).execute();
    await products().set({ stock: 3 }).where("id", "=", few).execute();
    await products().set({ is_available: false }).where("id", "=", hidden).execute();
    await t
      .db()
      .deleteFrom("product_variants")
      .where("product_id", "=", card)
      .where("name", "=", "Large")
      .execute();

    const items = (await buyer.cart()).body.items as Json[];
    expect(items.map((item) => [item.product.name, item.problem, item.problemMessage])).toEqual([
      ["Gone coaster", "sold-out", "Gone coaster is sold out"],
      ["Few coaster", "not-enough-stock", "Only 3 of Few coaster left"],
      ["Hidden coaster", "unavailable", "Hidden coaster is not available to buy yet"],
      ["Robin card", "unavailable", "Robin card is no longer sold in that size"],
    ]);

    const answers: string[] = [];
    for (const item of items) {
      const refused = await checkout(buyer);
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual({ [`items.${item.id}`]: item.problem });
      answers.push(refused.body.message);
      // The buyer fixes the line: lowers the quantity where some are left, else removes it.
      const fixed =
        item.problem === "not-enough-stock"
          ? await buyer.send(
              "/api/cart/update",
              json("PATCH", { cartItemId: item.id, quantity: 3 }),
            )
          : await buyer.send(`/api/cart/remove/${item.id}`, { method: "DELETE" });
      expect(fixed.status).toBe(200);
    }
    expect(answers).toEqual([
      "Gone coaster is sold out. Please remove it from your cart.",
      "Sorry, only 3 of Few coaster left. Please lower the quantity in your cart.",
      "Hidden coaster is not available to buy yet. Please remove it from your cart.",
      "Robin card is no longer sold in that size. Please remove it from your cart.",
    ]);
    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    expect(placed.body.items).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it("marks a changed price with the old and the new, until the buyer confirms the line", async () => {
    const coaster = await addCoaster(t.db(), "Heron coaster", { stock: 9 });
    const buyer = visitor(t, "203.0.113.64");
    await buyer.add({ productId: coaster, quantity: 2 });
    await products().set({ price: 550 }).where("id", "=", coaster).execute();
    const line = await lineOf(buyer, "Heron coaster");
    expect(line).toMatchObject({
      problem: "price-changed",
      problemMessage: "The price of Heron coaster has changed since you added it",
      seenPrice: "4.00",
      newPrice: "5.50",
      product: { price: "5.50" },
    });
    const refused = await checkout(buyer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "The price of Heron coaster has changed since you added it. Please check the new price in your cart.",
    );
    expect(await countRows(t.db(), "orders")).toBe(0);
    // Setting the line (at the same quantity) takes the new price.
    const confirmed = await buyer.send(
      "/api/cart/update",
      json("PATCH", { cartItemId: line.id, quantity: 2 }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.items[0].problem).toBeUndefined();
    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    expect(placed.body.subtotal).toBe("11.00");
  });

  it("marks an original whose price changed, and takes it back once confirmed", async () => {
    const heron = await original("Kingfisher");
    const buyer = visitor(t, "203.0.113.65");
    await buyer.add({ artworkId: heron });
    await owner(`/api/admin/artworks/${heron}`, json("PATCH", { price: "500" }));
    const line = await lineOf(buyer, "Kingfisher");
    expect(line).toMatchObject({
      problem: "price-changed",
      seenPrice: "450.00",
      newPrice: "500.00",
    });
    expect((await checkout(buyer)).status).toBe(409);
    await buyer.send("/api/cart/update", json("PATCH", { cartItemId: line.id, quantity: 1 }));
    expect((await checkout(buyer)).status).toBe(201);
  });
});
