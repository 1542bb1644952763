import { describe, expect, it } from "vitest";
import { priceCart } from "#core/pricing.ts";
import { useDatabaseMigratedTo } from "../../../testing/migration-db.ts";
import { offerTable } from "../../services/collections.ts";
import { migrateTo } from "../migrate.ts";

const AT = "2026-03-01T10:00:00.000Z";

describe("migration 018: collections and offers from the seed's families", () => {
  const handle = useDatabaseMigratedTo("017-card-payments");
  const product = (name: string, category: string, price: number, subcategory?: string) =>
    handle.db
      .insertInto("products")
      .values({
        name,
        description: "",
        price,
        category,
        subcategory: subcategory ?? null,
        created_at: AT,
        updated_at: AT,
      })
      .execute();
  const collections = () =>
    handle.db
      .selectFrom("collections")
      .select(["slug", "name", "position", "offers"])
      .orderBy("position")
      .execute();

  it("gives a new site no collections", async () => {
    await migrateTo(handle.db, "018-collections");
    expect(await collections()).toEqual([]);
    expect(await offerTable(handle.db)).toEqual({});
  });

  it("gives a demo site the seed's collections with offers that price its carts as before", async () => {
    await product("Snap-Cat", "snap-cards", 1000, "cat");
    await product("Snap-Dog", "snap-cards", 1000, "dog");
    await product("Robin", "cards", 300);
    await product("Tide", "coasters", 400);
    const carts = [
      [{ category: "snap-cards", quantity: 5, unitPrice: 1000 }],
      [
        { category: "snap-cards", quantity: 2, unitPrice: 1000 },
        { category: "coasters", quantity: 6, unitPrice: 400 },
        { category: "cards", quantity: 3, unitPrice: 300 },
      ],
      [{ category: "coasters", quantity: 10, unitPrice: 400 }],
    ];
    // Before: the seed's bundles (priceCart's defaults are the demo's offers).
    const before = carts.map((lines) => priceCart(lines));

    await migrateTo(handle.db, "018-collections");
    expect(
      (await collections()).map(({ slug, name, position }) => ({ slug, name, position })),
    ).toEqual([
      { slug: "snap-cards", name: "Snap Playing Cards", position: 0 },
      { slug: "cards", name: "Greetings Cards", position: 1 },
      { slug: "coasters", name: "Coasters", position: 2 },
    ]);
    const offers = await offerTable(handle.db);
    const rules = { taxRate: 800, shippingFee: 999, freeShippingThreshold: 5000, offers };
    expect(carts.map((lines) => priceCart(lines, rules))).toEqual(before);
    expect(before.map((totals) => totals.goods)).toEqual([4300, 1800 + 2300 + 900, 3800]);
  });

  it("gives an owner-edited site only the collections that hold its products, with the seed's offers", async () => {
    // The owner kept only coasters, at a price of their own, and an older Snap edition category.
    await product("Owl coaster", "coasters", 550);
    await product("Snap-Rat", "snap-rat", 1200);
    const lines = [
      { category: "coasters", quantity: 5, unitPrice: 550 },
      { category: "snap-rat", quantity: 3, unitPrice: 1200 },
    ];
    await migrateTo(handle.db, "018-collections");
    expect((await collections()).map((c) => [c.slug, c.position])).toEqual([
      ["snap-cards", 0],
      ["coasters", 1],
    ]);
    const offers = await offerTable(handle.db);
    const totals = priceCart(lines, {
      taxRate: 800,
      shippingFee: 999,
      freeShippingThreshold: 5000,
      offers,
    });
    // 5 coasters: a set of 4 saves £1; 3 Snap-Rat packs: all 3 save £5.
    expect(totals).toMatchObject({ subtotal: 2750 + 3600, discount: 100 + 500 });
  });
});
