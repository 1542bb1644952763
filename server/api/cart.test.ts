import { expect, it } from "vitest";
import {
  addCoaster,
  addProduct,
  addRobinCard,
  addSnapPack,
  countRows,
} from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DEMO_TAX, describeApp } from "../../testing/use-test-app.ts";
import { EMPTY_CART, visitor } from "../../testing/visitor.ts";
import { CART_IDLE_DAYS } from "../services/housekeeping.ts";
import { NEW_CART_LIMIT } from "../services/limits.ts";

describeApp("cart API", { store: DEMO_TAX }, (t) => {
  const { db } = t;

  it("has no cart and no cookie before the first add", async () => {
    const v = visitor(t);
    const { status, body, headers } = await v.cart();
    expect(status).toBe(200);
    expect(body).toEqual(EMPTY_CART);
    expect(headers.get("set-cookie")).toBeNull();
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("creates the cart on the first add with a random HttpOnly SameSite=Lax cookie", async () => {
    const id = await addSnapPack(db());
    const v = visitor(t);
    const first = await v.add({ productId: id });
    expect(first.status).toBe(201);
    const setCookie = first.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      /^easel_cart=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const again = await v.add({ productId: id });
    expect(again.status).toBe(200);
    expect(again.headers.get("set-cookie")).toBeNull();
    // Two visitors never share a cart.
    const other = visitor(t, "203.0.113.21");
    await other.add({ productId: id });
    expect(other.cookie).not.toBe(v.cookie);
  });

  it("shows each line in the shape of PRODUCT.md §3 and sums the quantities", async () => {
    const snap = await addProduct(
      db(),
      { name: "Snap-Dog", category: "snap-cards", price: 1000 },
      { images: ["/media/dddddddddddddddddddddddddddddddd/800.webp"] },
    );
    const card = await addRobinCard(db());
    const v = visitor(t);
    await v.add({ productId: snap });
    await v.add({ productId: snap, quantity: 2 });
    await v.add({ productId: card, variant: "Small Square" });
    const { body } = await v.cart();
    expect(body).toEqual({
      itemCount: 4,
      // Three packs for £25 and a £3 card, shipped at home (the goods are under £50); 8 % tax
      // on the goods and the shipping: 28.00 + 9.99.
      totals: {
        subtotal: "33.00",
        discount: "5.00",
        discountCode: null,
        codeDiscount: "0.00",
        tax: "3.04",
        taxIncluded: false,
        taxRemoved: "0.00",
        shipping: "9.99",
        total: "41.03",
        zone: "home",
        country: "GB",
      },
      discount: null,
      giftCard: null,
      items: [
        {
          id: expect.any(Number),
          productId: snap,
          artworkId: null,
          quantity: 3,
          variant: null,
          variantId: null,
          variantPrice: "",
          product: {
            name: "Snap-Dog",
            category: "snap-cards",
            price: "10.00",
            imageUrl: "/media/dddddddddddddddddddddddddddddddd/800.webp",
          },
        },
        {
          id: expect.any(Number),
          productId: card,
          artworkId: null,
          quantity: 1,
          variant: "Small Square",
          variantId: expect.any(Number),
          variantPrice: "3.00",
          product: {
            name: "Robin card",
            category: "cards",
            price: "",
            imageUrl: `/media/${"b".repeat(32)}/400.webp`,
          },
        },
      ],
    });
  });

  it("takes the price from the product and variant, never from the client", async () => {
    const card = await addRobinCard(db());
    const v = visitor(t);
    await v.add({ productId: card, variant: "Large", variantPrice: "0.01", price: "0.01" });
    const { body } = await v.cart();
    expect(body.items[0].variantPrice).toBe("4.00");
    const stored = await db().selectFrom("cart_items").select("variant_price").executeTakeFirst();
    expect(stored?.variant_price).toBe(400);
  });

  it("keeps different variants of one product on separate lines", async () => {
    const card = await addRobinCard(db());
    const v = visitor(t);
    await v.add({ productId: card, variant: "Large" });
    await v.add({ productId: card, variant: "Small Rectangle" });
    await v.add({ productId: card, variant: "Large" });
    const { body } = await v.cart();
    expect(
      body.items.map((item: { variant: string; quantity: number }) => [
        item.variant,
        item.quantity,
      ]),
    ).toEqual([
      ["Large", 2],
      ["Small Rectangle", 1],
    ]);
  });

  it("refuses unknown, missing and needless variants with 400", async () => {
    const card = await addRobinCard(db());
    const coaster = await addCoaster(db(), "Hare coaster");
    const v = visitor(t);
    const unknown = await v.add({ productId: card, variant: "Huge" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'Unknown size "Huge": choose Large, Small Square, Small Rectangle',
    );
    const missing = await v.add({ productId: card });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please choose a size: Large, Small Square, Small Rectangle");
    const needless = await v.add({ productId: coaster, variant: "Large" });
    expect(needless.status).toBe(400);
    expect((await v.cart()).body.itemCount).toBe(0);
  });

  it("refuses products that cannot be bought with a clear 4xx", async () => {
    const unavailable = await addCoaster(db(), "Owl mug", { is_available: false });
    const unpriced = await addProduct(db(), {
      name: "Big commission",
      category: "cards",
      price: null,
    });
    const free = await addProduct(db(), { name: "Zero card", category: "cards", price: 0 });
    const soldOut = await addCoaster(db(), "Last coaster", { stock: 0 });
    const v = visitor(t);
    const cases: Array<[number, number, string]> = [
      [unavailable, 409, "Owl mug is not available to buy yet"],
      [
        unpriced,
        409,
        "Big commission has no price yet: please ask about it through the contact page",
      ],
      [free, 409, "Zero card has no price yet: please ask about it through the contact page"],
      [soldOut, 409, "Last coaster is sold out"],
      [999_999, 404, "Product not found"],
    ];
    for (const [productId, status, message] of cases) {
      const response = await v.add({ productId });
      expect(response.status, message).toBe(status);
      expect(response.body.message).toBe(message);
    }
    const invalid = await v.add({ productId: "abc" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.productId).toBe("Choose a product");
  });

  it("never lets a cart hold more than the stock", async () => {
    const id = await addCoaster(db(), "Hare coaster", { stock: 3 });
    const v = visitor(t);
    expect((await v.add({ productId: id, quantity: 2 })).status).toBe(201);
    const over = await v.add({ productId: id, quantity: 2 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("Only 3 of Hare coaster left in stock");
    const line = (await v.cart()).body.items[0];
    const update = await v.send(
      "/api/cart/update",
      json("PATCH", { cartItemId: line.id, quantity: 4 }),
    );
    expect(update.status).toBe(409);
    expect((await v.cart()).body.itemCount).toBe(2);
  });

  it("updates a quantity to a whole number of 1 or more", async () => {
    const id = await addSnapPack(db());
    const v = visitor(t);
    await v.add({ productId: id });
    const line = (await v.cart()).body.items[0];
    const ok = await v.send(
      "/api/cart/update",
      json("PATCH", { cartItemId: line.id, quantity: 5 }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.itemCount).toBe(5);
    for (const quantity of [0, -1, 1.5, "two", null]) {
      const bad = await v.send(
        "/api/cart/update",
        json("PATCH", { cartItemId: line.id, quantity }),
      );
      expect(bad.status, String(quantity)).toBe(400);
      expect(bad.body.errors.quantity).toBe("Quantity must be a whole number of 1 or more");
    }
    expect((await v.cart()).body.itemCount).toBe(5);
  });

  it("removes one line and clears the cart", async () => {
    const a = await addSnapPack(db());
    const b = await addCoaster(db(), "Hare coaster");
    const v = visitor(t);
    await v.add({ productId: a });
    await v.add({ productId: b });
    const [first] = (await v.cart()).body.items;
    const removed = await v.send(`/api/cart/remove/${first.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((item: { productId: number }) => item.productId)).toEqual([b]);
    const cleared = await v.send("/api/cart/clear", { method: "DELETE" });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual(EMPTY_CART);
    // Clearing a cart that does not exist is not an error.
    expect((await visitor(t).send("/api/cart/clear", { method: "DELETE" })).status).toBe(200);
  });

  it("treats another visitor's line as not found", async () => {
    const id = await addSnapPack(db());
    const owner = visitor(t);
    await owner.add({ productId: id });
    const line = (await owner.cart()).body.items[0];
    const stranger = visitor(t, "203.0.113.99");
    await stranger.add({ productId: id });
    const update = await stranger.send(
      "/api/cart/update",
      json("PATCH", { cartItemId: line.id, quantity: 9 }),
    );
    expect(update.status).toBe(404);
    expect(update.body.message).toBe("Cart item not found");
    const remove = await stranger.send(`/api/cart/remove/${line.id}`, { method: "DELETE" });
    expect(remove.status).toBe(404);
    const anonymous = visitor(t, "203.0.113.98");
    expect((await anonymous.send(`/api/cart/remove/${line.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    expect((await anonymous.send("/api/cart/remove/abc", { method: "DELETE" })).status).toBe(404);
    expect((await owner.cart()).body.items[0].quantity).toBe(1);
  });

  it("ignores a forged or unknown cart cookie", async () => {
    const id = await addSnapPack(db());
    const forged = await t.request("/api/cart", { headers: { cookie: "easel_cart=' OR 1=1 --" } });
    expect(await forged.json()).toEqual(EMPTY_CART);
    const unknown = await t.request("/api/cart/add", {
      ...json("POST", { productId: id }),
      headers: { "content-type": "application/json", cookie: `easel_cart=${"x".repeat(43)}` },
    });
    expect(unknown.status).toBe(201);
    expect(unknown.headers.get("set-cookie")).toMatch(/^easel_cart=/);
    expect(unknown.headers.get("set-cookie")).not.toContain("x".repeat(43));
  });
});

describeApp("cart limits and purges", { store: DEMO_TAX }, (t) => {
  const { db } = t;
  const carts = () => countRows(db(), "cart_sessions");

  it("limits how many new carts one client starts, not how much it adds to its own", async () => {
    const id = await addSnapPack(db());
    const address = "203.0.113.90";
    const fresh = await Promise.all(
      Array.from({ length: NEW_CART_LIMIT }, () => visitor(t, address).add({ productId: id })),
    );
    expect(fresh.map((response) => response.status)).toEqual(Array(NEW_CART_LIMIT).fill(201));
    const refused = await visitor(t, address).add({ productId: id });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body.message).toContain("Too many new carts");
    expect(await carts()).toBe(NEW_CART_LIMIT);
    // A visitor of that address who has a cart goes on adding to it.
    const kept = fresh[0]!.headers.get("set-cookie")!.split(";")[0]!;
    for (let n = 0; n < 5; n++) {
      const added = await t.request(
        "/api/cart/add",
        json("POST", { productId: id }, { cookie: kept }),
        address,
      );
      expect(added.status).toBe(200);
    }
    // Another client is not held back.
    expect((await visitor(t, "203.0.113.91").add({ productId: id })).status).toBe(201);
  });

  it("deletes carts idle for 30 days with their lines, and keeps the others", async () => {
    const id = await addSnapPack(db());
    const idle = visitor(t, "203.0.113.92");
    await idle.add({ productId: id });
    const recent = visitor(t, "203.0.113.93");
    await recent.add({ productId: id });
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const idOf = (cookie: string) => cookie.split("=")[1]!;
    await db()
      .updateTable("cart_sessions")
      .set({ updated_at: ago(CART_IDLE_DAYS + 1) })
      .where("session_id", "=", idOf(idle.cookie))
      .execute();
    await db()
      .updateTable("cart_sessions")
      .set({ updated_at: ago(CART_IDLE_DAYS - 1) })
      .where("session_id", "=", idOf(recent.cookie))
      .execute();
    expect(await t.services.housekeeping.purge(now)).toMatchObject({ carts: 1 });
    expect(await carts()).toBe(1);
    expect((await idle.cart()).body).toEqual(EMPTY_CART);
    expect((await recent.cart()).body.itemCount).toBe(1);
    expect(await db().selectFrom("cart_items").select("id").execute()).toHaveLength(1);
    // Using a cart keeps it: adding to it moves its clock.
    await recent.add({ productId: id });
    expect(
      await t.services.housekeeping.purge(new Date(now.getTime() + 2 * 86_400_000)),
    ).toMatchObject({
      carts: 0,
    });
  });
});
