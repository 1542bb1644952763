/**
 * Variants: a print in A4 and A3, each with its own price and stock, set by the
 * owner with the product, chosen by the buyer, its stock taken race-free at checkout and given back
 * once on cancellation.
 */
import { describe, expect, it } from "vitest";
import { makeJpeg } from "../../testing/images.ts";
import { json } from "../../testing/test-app.ts";
import { createTestDatabase, DB_KINDS } from "../../testing/test-db.ts";
import { expectFieldErrors, type Json, useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { exportData, importData } from "../services/backup-tables.ts";

describe.each(DB_KINDS)("product variants (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  let seed = 0;
  const image = async () =>
    (await t.services.media.ingest(await makeJpeg(320 + ++seed, 300), `v-${seed}.jpg`, "shop")).url;

  /** The owner's print: A4 £25 (5 in stock) and A3 £35 (the last one). */
  async function print(name = "Fox print", stock: [number | null, number | null] = [5, 1]) {
    const created = await owner(
      "/api/admin/products",
      json("POST", {
        name,
        price: "25",
        category: "coasters",
        imageUrl: await image(),
        variants: [
          { name: "A4", price: "25.00", stock: stock[0] },
          { name: "A3", price: "35", stock: stock[1] },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const [a4, a3] = created.body.variants as Json[];
    return { id: created.body.id as number, a4: a4.id as number, a3: a3.id as number };
  }
  const variantStock = async (id: number) =>
    (
      await t
        .db()
        .selectFrom("product_variants")
        .select("stock")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).stock;
  const checkout = (buyer: ReturnType<typeof visitor>, email = CUSTOMER.email) =>
    buyer.send("/api/orders", json("POST", { ...CUSTOMER, email }));

  it("keeps a product's variants in the owner's order, lists them in the shop, and edits them by id", async () => {
    const { id, a4, a3 } = await print();
    const shop = (await (await t.request("/api/products")).json()) as Json[];
    expect(shop.find((product) => product.id === id).variants).toEqual([
      { id: a4, name: "A4", price: "25.00", stock: 5 },
      { id: a3, name: "A3", price: "35.00", stock: 1 },
    ]);
    // Swapped names, a new one, A3 left out: ids stay with their rows, A3's row is gone.
    const edited = await owner(
      `/api/admin/products/${id}`,
      json("PATCH", {
        variants: [
          { id: a4, name: "A4 framed", price: "45", stock: "" },
          { name: "A2", price: "60", stock: 2 },
        ],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.variants).toEqual([
      { id: a4, name: "A4 framed", price: "45.00", stock: null },
      { id: expect.any(Number), name: "A2", price: "60.00", stock: 2 },
    ]);
    expect(
      (await owner(`/api/admin/products/${id}`, json("PATCH", { variants: [] }))).body.variants,
    ).toEqual([]);
  });

  it("swaps two variants' names in one edit", async () => {
    const { id, a4, a3 } = await print("Swap print");
    const swapped = await owner(
      `/api/admin/products/${id}`,
      json("PATCH", {
        variants: [
          { id: a3, name: "A4", price: "35" },
          { id: a4, name: "A3", price: "25" },
        ],
      }),
    );
    expect(swapped.status).toBe(200);
    expect(swapped.body.variants.map((v: Json) => [v.id, v.name])).toEqual([
      [a3, "A4"],
      [a4, "A3"],
    ]);
  });

  it("refuses bad variants field by field, and another product's variant id", async () => {
    const other = await print("Other print");
    const { id } = await print("Checked print");
    const bad = await owner(
      `/api/admin/products/${id}`,
      json("PATCH", {
        variants: [
          { name: "A4", price: "25" },
          { name: "a4", price: "12.345" },
          { name: "", price: "1", stock: -1 },
        ],
      }),
    );
    expectFieldErrors(bad, {
      "variants.1.name": '"a4" is already a variant: give each its own name',
      "variants.1.price": "Enter a price like 4.00",
      "variants.2.name": "Name the variant, e.g. A4",
      "variants.2.stock": "Stock must be a whole number of 0 or more",
    });
    const foreign = await owner(
      `/api/admin/products/${id}`,
      json("PATCH", { variants: [{ id: other.a3, name: "Stolen", price: "1" }] }),
    );
    expectFieldErrors(foreign, { "variants.0.id": "Unknown variant" });
    // Nothing of either was changed.
    expect(await variantStock(other.a3)).toBe(1);
  });

  it("adds a variant by id or by its name, prices it, and refuses a sold-out one with 409 naming it", async () => {
    const { id, a4, a3 } = await print("Hare print", [5, 0]);
    const buyer = visitor(t);
    expect((await buyer.add({ productId: id, variantId: a4, quantity: 2 })).status).toBe(201);
    // The seed's clients name the variant.
    expect((await buyer.add({ productId: id, variant: "A4" })).status).toBe(200);
    const soldOut = await buyer.add({ productId: id, variantId: a3 });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe("Hare print (A3) is sold out");
    const tooMany = await buyer.add({ productId: id, variantId: a4, quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe("Only 5 of Hare print (A4) left in stock");
    const { body } = await buyer.cart();
    expect(body.items).toMatchObject([
      { productId: id, variantId: a4, variant: "A4", variantPrice: "25.00", quantity: 3 },
    ]);
    expect(body.totals.subtotal).toBe("75.00");
    const unknown = await buyer.add({ productId: id, variantId: a4 + 1000 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Unknown size #${a4 + 1000}: choose A4, A3`);
  });

  it("marks a cart line's problems per variant: sold out, not enough, price changed, renamed, removed", async () => {
    const { id, a4, a3 } = await print("Owl print", [5, 3]);
    const buyer = visitor(t);
    await buyer.add({ productId: id, variantId: a4, quantity: 2 });
    await buyer.add({ productId: id, variantId: a3, quantity: 2 });
    const set = (variants: Json[]) =>
      owner(`/api/admin/products/${id}`, json("PATCH", { variants }));
    await set([
      { id: a4, name: "A4", price: "25", stock: 0 },
      { id: a3, name: "A3", price: "35", stock: 1 },
    ]);
    const problems = async () =>
      ((await buyer.cart()).body.items as Json[]).map((item) => [
        item.variant,
        item.problem,
        item.problemMessage,
      ]);
    expect(await problems()).toEqual([
      ["A4", "sold-out", "Owl print (A4) is sold out"],
      ["A3", "not-enough-stock", "Only 1 of Owl print (A3) left"],
    ]);
    // Renamed and repriced: the line follows the variant and says its price moved.
    await set([
      { id: a4, name: "A4 landscape", price: "27", stock: 5 },
      { id: a3, name: "A3", price: "35", stock: 3 },
    ]);
    expect(await problems()).toEqual([
      [
        "A4 landscape",
        "price-changed",
        "The price of Owl print (A4 landscape) has changed since you added it",
      ],
      ["A3", undefined, undefined],
    ]);
    // Removed: the line stays, saying so, and checkout refuses it.
    await set([{ id: a3, name: "A3", price: "35", stock: 3 }]);
    expect((await problems())[0]).toEqual([
      "A4 landscape",
      "unavailable",
      "Owl print is no longer sold in that size",
    ]);
    expect((await checkout(buyer)).status).toBe(409);
  });

  it("sells the last A3 to exactly one of 20 buyers racing for it", async () => {
    const { id, a4, a3 } = await print("Last print", [5, 1]);
    const buyers = Array.from({ length: 20 }, (_, i) => visitor(t, `10.2.0.${i + 1}`));
    for (const buyer of buyers) {
      expect((await buyer.add({ productId: id, variantId: a3 })).status).toBe(201);
    }
    const results = await Promise.all(
      // Each a buyer of their own: one address holds at most three unpaid orders.
      buyers.map((buyer, i) => checkout(buyer, `racer-${i}@example.com`)),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refusal of results.filter((result) => result.status === 409)) {
      expect(refusal.body.message).toMatch(
        /^(Sorry, )?Last print \(A3\) (has just sold|is sold) out\. Please remove it from your cart\.$/,
      );
    }
    expect(await variantStock(a3)).toBe(0);
    expect(await variantStock(a4)).toBe(5);
    const orders = await t.db().selectFrom("orders").select("id").execute();
    expect(orders).toHaveLength(1);
  });

  it("gives a cancelled order's variant stock back to that variant, once", async () => {
    const { id, a4, a3 } = await print("Heron print", [5, 1]);
    const buyer = visitor(t);
    await buyer.add({ productId: id, variantId: a4, quantity: 2 });
    await buyer.add({ productId: id, variant: "A3" });
    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    expect(placed.body.items.map((item: Json) => [item.variant, item.price])).toEqual([
      ["A4", "25.00"],
      ["A3", "35.00"],
    ]);
    expect([await variantStock(a4), await variantStock(a3)]).toEqual([3, 0]);
    const lines = await t
      .db()
      .selectFrom("order_items")
      .select(["variant_id", "variant", "variant_stock_taken", "stock_taken"])
      .orderBy("id")
      .execute();
    expect(lines).toEqual([
      { variant_id: a4, variant: "A4", variant_stock_taken: 2, stock_taken: 0 },
      { variant_id: a3, variant: "A3", variant_stock_taken: 1, stock_taken: 0 },
    ]);
    const cancel = () =>
      owner(`/api/admin/orders/${placed.body.orderNumber}`, json("PATCH", { status: "cancelled" }));
    expect((await cancel()).status).toBe(200);
    expect([await variantStock(a4), await variantStock(a3)]).toEqual([5, 1]);
    // Cancelling again is refused and gives nothing more.
    expect((await cancel()).status).not.toBe(200);
    expect([await variantStock(a4), await variantStock(a3)]).toEqual([5, 1]);
  });

  it("carries variants in a backup, and restores an older backup's lines onto their variants", async () => {
    const { id, a4, a3 } = await print("Wren print", [4, 2]);
    const buyer = visitor(t);
    await buyer.add({ productId: id, variantId: a3 });
    expect((await checkout(buyer)).status).toBe(201);
    await buyer.add({ productId: id, variantId: a4, quantity: 2 });
    const backup = await exportData(t.db());
    expect(backup.tables.product_variants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: a4, name: "A4", stock: 4 }),
        expect.objectContaining({ id: a3, name: "A3", stock: 1 }),
      ]),
    );
    // The same site as a backup made before variants had ids and stock (migration 019).
    const drop = (rows: Json[] = [], ...columns: string[]) =>
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key))),
      );
    const older = {
      ...backup,
      tables: {
        ...backup.tables,
        product_variants: drop(backup.tables.product_variants, "stock"),
        cart_items: drop(backup.tables.cart_items, "variant_id"),
        order_items: drop(backup.tables.order_items, "variant_id", "variant_stock_taken"),
      },
    };
    const target = await createTestDatabase(kind);
    try {
      const db = target.handle.db;
      await importData(db, target.handle.dialect, older);
      expect(await db.selectFrom("cart_items").select(["variant", "variant_id"]).execute()).toEqual(
        [{ variant: "A4", variant_id: a4 }],
      );
      expect(
        await db
          .selectFrom("order_items")
          .select(["variant", "variant_id", "variant_stock_taken"])
          .execute(),
      ).toEqual([{ variant: "A3", variant_id: a3, variant_stock_taken: 0 }]);
      expect(
        await db.selectFrom("product_variants").select("stock").where("id", "=", a4).execute(),
      ).toEqual([{ stock: null }]);
    } finally {
      await target.dispose();
    }
  });

  it("names a variant with brackets of its own once in the order's e-mails: 'Fox print – A3 (29.7 × 42 cm)'", async () => {
    const created = await owner(
      "/api/admin/products",
      json("POST", {
        name: "Fox print",
        price: "35",
        category: "coasters",
        imageUrl: await image(),
        variants: [{ name: "A3 (29.7 × 42 cm)", price: "35" }],
      }),
    );
    expect(created.status).toBe(201);
    const [a3] = created.body.variants as Json[];
    const buyer = visitor(t);
    expect((await buyer.add({ productId: created.body.id, variantId: a3.id })).status).toBe(201);
    expect((await checkout(buyer)).status).toBe(201);
    // The buyer's confirmation and the owner's notice both list the line.
    const mails = await t
      .db()
      .selectFrom("mail_outbox")
      .select(["text_body as text", "html_body as html"])
      .execute();
    const listing = mails.filter((mail) => mail.text.includes("Fox print"));
    expect(listing.length).toBeGreaterThanOrEqual(2);
    for (const mail of listing) {
      expect(mail.text).toContain("1 × Fox print – A3 (29.7 × 42 cm): £35.00");
      expect(mail.html).toContain("1 × Fox print – A3 (29.7 × 42 cm)</td>");
      expect(mail.text).not.toContain("((");
      expect(mail.text).not.toContain("))");
    }
  });
});
