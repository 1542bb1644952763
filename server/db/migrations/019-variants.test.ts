import { describe, expect, it } from "vitest";
import { priceCart } from "#core/pricing.ts";
import { CARD_VARIANTS, DEMO_PRODUCTS } from "../../../testing/demo-site.ts";
import { anOrder, useDatabaseMigratedTo } from "../../../testing/migration-db.ts";
import { readCartLines } from "../../services/cart-lines.ts";
import { migrateToLatest } from "../migrate.ts";

const AT = "2026-03-01T10:00:00.000Z";

describe("migration 019: variants with their own stock, named by id on cart and order lines", () => {
  const handle = useDatabaseMigratedTo("017-card-payments");

  /** The demo's products as the seed stores them (cards with the three sizes), without pictures. */
  async function demoProducts() {
    const ids = new Map<string, number>();
    for (const [position, product] of DEMO_PRODUCTS.entries()) {
      const { id } = await handle.db
        .insertInto("products")
        .values({
          name: product.name,
          description: product.description,
          price: product.price,
          category: product.category,
          subcategory: product.subcategory ?? null,
          stock: null,
          sort_order: position,
          created_at: AT,
          updated_at: AT,
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.set(product.name, id);
      if (product.variants)
        await handle.db
          .insertInto("product_variants")
          .values(
            CARD_VARIANTS.map((variant, at) => ({ product_id: id, ...variant, position: at })),
          )
          .execute();
    }
    return ids;
  }

  it("keeps a demo site's card sizes and prices, and its cart prices the same after", async () => {
    const db = handle.db;
    const ids = await demoProducts();
    const card = ids.get("Marmalade Greeting Card")!;
    const coaster = ids.get("Cat Nap Coaster")!;
    const { id: cart } = await db
      .insertInto("cart_sessions")
      .values({ session_id: "s".repeat(43), created_at: AT, updated_at: AT } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const line = (product: number, variant: string | null, quantity: number) => ({
      cart_session_id: cart,
      product_id: product,
      quantity,
      variant,
      variant_price: null,
      seen_price: null,
      added_at: AT,
    });
    await db
      .insertInto("cart_items")
      .values([
        line(card, "Large 15x21cm", 2),
        line(card, "Small Rectangle 10x15cm", 1),
        line(coaster, null, 2),
      ] as never)
      .execute();
    // Today's price of the cart: the variant's price by its name, else the product's.
    const before = priceCart([
      { category: "cards", quantity: 2, unitPrice: 400 },
      { category: "cards", quantity: 1, unitPrice: 300 },
      { category: "coasters", quantity: 2, unitPrice: 400 },
    ]);

    await migrateToLatest(db);

    const variants = await db
      .selectFrom("product_variants")
      .select(["product_id", "name", "price", "stock"])
      .where("product_id", "=", card)
      .orderBy("position")
      .execute();
    expect(variants).toEqual(
      CARD_VARIANTS.map((variant) => ({ product_id: card, ...variant, stock: null })),
    );
    // The Custom Pet Portrait Card stays price on request: no sizes are invented.
    const portrait = ids.get("Custom Pet Portrait Card")!;
    expect(
      await db
        .selectFrom("product_variants")
        .where("product_id", "=", portrait)
        .selectAll()
        .execute(),
    ).toEqual([]);
    const lines = await readCartLines(db, cart);
    expect(lines.map((row) => [row.variant, row.variantId !== null, row.variantExists])).toEqual([
      ["Large 15x21cm", true, true],
      ["Small Rectangle 10x15cm", true, true],
      [null, false, true],
    ]);
    const after = priceCart(
      lines.map((row) => ({
        category: row.category,
        quantity: row.quantity,
        unitPrice: row.unitPrice ?? 0,
      })),
    );
    expect(after).toEqual(before);
  });

  it("links an order line to the variant it names, having taken none of its stock", async () => {
    const db = handle.db;
    const ids = await demoProducts();
    const card = ids.get("Heron Card")!;
    const order = await anOrder(db, "EA-0000-0000-0002", 300);
    await db
      .insertInto("order_items")
      .values({
        order_id: order,
        product_id: card,
        product_name: "Heron Card",
        category: "cards",
        variant: "Small Square 12x12cm",
        quantity: 1,
        price: 300,
        created_at: AT,
      } as never)
      .execute();

    await migrateToLatest(db);

    // The variant the line now names by id, read through that id.
    expect(
      await db
        .selectFrom("order_items")
        .leftJoin("product_variants", "product_variants.id", "order_items.variant_id")
        .select([
          "product_variants.product_id",
          "product_variants.name",
          "variant_stock_taken",
          "order_items.price",
        ])
        .execute(),
    ).toEqual([
      { product_id: card, name: "Small Square 12x12cm", variant_stock_taken: 0, price: 300 },
    ]);
  });
});
