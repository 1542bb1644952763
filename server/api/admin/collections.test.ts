import { describe, expect, it } from "vitest";
import { addProduct } from "../../../testing/fixtures.ts";
import { makeJpeg } from "../../../testing/images.ts";
import { json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { type Json, useTestApp } from "../../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../../testing/visitor.ts";

describe.each(DB_KINDS)("collections and their offers (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  const shown = async () => (await (await t.request("/api/collections")).json()) as Json[];
  const create = async (body: Record<string, unknown>) =>
    owner("/api/admin/collections", json("POST", body));
  const prints = async (offers: unknown[] = [{ quantity: 2, save: "5.00" }]) => {
    const created = await create({ name: "Prints", description: "Giclée prints", offers });
    expect(created.status).toBe(201);
    return created.body;
  };
  const print = (name: string, price = 3500) =>
    addProduct(t.db(), { name, category: "prints", price });

  it("refuses every write without the owner's session", async () => {
    for (const [path, init] of [
      ["/api/admin/collections", {}],
      ["/api/admin/collections", json("POST", { name: "X" })],
      ["/api/admin/collections/1", json("PATCH", { name: "X" })],
      ["/api/admin/collections/1", { method: "DELETE" }],
      ["/api/admin/collections/order", json("PUT", { ids: [1] })],
    ] as const) {
      expect((await t.request(path, init)).status, path).toBe(401);
    }
  });

  it("creates, renames, describes and reorders collections; visitors see only those with products", async () => {
    const created = await prints([
      { quantity: 3, percentOff: 15 },
      { quantity: 2, save: 5 },
    ]);
    expect(created).toMatchObject({
      slug: "prints",
      name: "Prints",
      description: "Giclée prints",
      offers: [
        { quantity: 3, percentOff: 15 },
        { quantity: 2, save: "5.00" },
      ],
      productCount: 0,
    });
    // Empty: not a tab for visitors (nor are the seed's three, which hold nothing here).
    expect(await shown()).toEqual([]);
    await print("Red Fox");
    await addProduct(t.db(), { name: "Robin", category: "cards", price: 300 });
    expect((await shown()).map((c) => c.slug)).toEqual(["cards", "prints"]);
    expect((await shown())[1]).toEqual({
      id: created.id,
      slug: "prints",
      name: "Prints",
      description: "Giclée prints",
      footnote: "",
      itemNoun: "",
      specifications: [],
      offers: created.offers,
    });

    const renamed = await owner(
      `/api/admin/collections/${created.id}`,
      json("PATCH", { name: "Giclée Prints", footnote: "Printed in the UK" }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      slug: "prints",
      name: "Giclée Prints",
      footnote: "Printed in the UK",
    });

    const all = (await owner("/api/admin/collections")).body as Json[];
    const ids = all.map((c) => c.id as number).reverse();
    const reordered = await owner("/api/admin/collections/order", json("PUT", { ids }));
    expect(reordered.status).toBe(200);
    expect((await shown()).map((c) => c.slug)).toEqual(["prints", "cards"]);
  });

  it("refuses a second collection at the same address, a Snap edition's address and unclear offers", async () => {
    await prints();
    const again = await create({ name: "Prints" });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ slug: "Already used by another collection" });
    expect((await create({ name: "Cats", slug: "snap-cat" })).status).toBe(400);
    const both = await create({
      name: "Mugs",
      offers: [{ quantity: 2, save: "1.00", percentOff: 5 }],
    });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({
      "offers.0.save": "Give a saving (like 2.00) or a percentage off, not both",
    });
    const bad = await create({ name: "Mugs", offers: [{ quantity: 0, percentOff: 150 }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      "offers.0.percentOff",
      "offers.0.quantity",
    ]);
    expect(
      (await owner("/api/admin/collections/999999", json("PATCH", { name: "X" }))).status,
    ).toBe(404);
  });

  it("deletes an empty collection and refuses one that holds products, saying how many", async () => {
    const { id } = await prints();
    const fox = await print("Red Fox");
    await print("Hare");
    const refused = await owner(`/api/admin/collections/${id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This collection still holds 2 products: move or delete them first",
    );
    await t.db().deleteFrom("product_images").execute();
    await t.db().deleteFrom("products").execute();
    expect(fox).toBeGreaterThan(0);
    expect((await owner(`/api/admin/collections/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner("/api/admin/collections")).body.map((c: Json) => c.slug)).not.toContain(
      "prints",
    );
  });

  it("products choose a collection from the owner's list", async () => {
    const image = (await t.services.media.ingest(await makeJpeg(300, 300), "fox.jpg", "shop")).url;
    const product = (category: string) =>
      owner(
        "/api/admin/products",
        json("POST", {
          name: "Red Fox",
          price: "35.00",
          category,
          imageUrls: [image],
        }),
      );
    const refused = await product("prints");
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ category: "Choose a category from the list" });
    await prints();
    expect((await product("prints")).status).toBe(201);
  });

  it("prices carts and orders with the offers as edited, and never below the items' price", async () => {
    const { id } = await prints();
    const fox = await print("Red Fox");
    const hare = await print("Hare", 3000);
    const v = visitor(t);
    await v.add({ productId: fox, quantity: 1 });
    await v.add({ productId: hare, quantity: 1 });
    const totals = async () => (await v.cart()).body.totals;
    // Any 2: save £5.
    expect(await totals()).toMatchObject({ subtotal: "65.00", discount: "5.00" });

    // 15 % off any 2 instead: of £65, £9.75.
    await owner(
      `/api/admin/collections/${id}`,
      json("PATCH", { offers: [{ quantity: 2, percentOff: 15 }] }),
    );
    expect(await totals()).toMatchObject({ subtotal: "65.00", discount: "9.75" });

    // Back to "save £5" and the prices cut to £1.50 each beside it: the saving stops at £3.
    await owner(
      `/api/admin/collections/${id}`,
      json("PATCH", { offers: [{ quantity: 2, save: "5.00" }] }),
    );
    await t.db().updateTable("products").set({ price: 150 }).execute();
    await t.db().updateTable("cart_items").set({ seen_price: 150 }).execute();
    expect(await totals()).toMatchObject({ subtotal: "3.00", discount: "3.00" });

    // The order charges what the cart showed.
    await t.db().updateTable("products").set({ price: 3500 }).execute();
    await t.db().updateTable("cart_items").set({ seen_price: 3500 }).execute();
    const shownTotals = await totals();
    const placed = await v.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      subtotal: shownTotals.subtotal,
      discount: "5.00",
      total: shownTotals.total,
    });

    // Without offers, nothing is taken off.
    await owner(`/api/admin/collections/${id}`, json("PATCH", { offers: [] }));
    const w = visitor(t, "203.0.113.21");
    await w.add({ productId: fox, quantity: 2 });
    expect((await w.cart()).body.totals).toMatchObject({ subtotal: "70.00", discount: "0.00" });
  });

  it("reads a form's offer rows as the JSON API reads offers", async () => {
    const form = new URLSearchParams([
      ["name", "Prints"],
      ["offers.0.quantity", "2"],
      ["offers.0.save", "5"],
      ["offers.0.percentOff", ""],
      ["offers.1.quantity", ""],
      ["offers.1.save", ""],
      ["offers.1.percentOff", ""],
    ]);
    const { parse } = await import("../../capabilities/caller.ts");
    const { CollectionCreateSchema } = await import("#core/schemas/collection-input.ts");
    const { formInput } = await import("#core/form-input.ts");
    expect(parse(CollectionCreateSchema, formInput(form))).toMatchObject({
      slug: "prints",
      offers: [{ quantity: 2, save: 500 }],
    });
  });
});
