import { describe, expect, it } from "vitest";
import { anOrder, useDatabaseMigratedTo } from "../../../testing/migration-db.ts";
import { migrateTo } from "../migrate.ts";

const AT = "2026-03-01T10:00:00.000Z";

describe("migration 016: what the lines of earlier orders took", () => {
  const handle = useDatabaseMigratedTo("015-security-round-two");

  it("counts a line as having taken its quantity only when its product tracks stock now", async () => {
    const db = handle.db;
    const product = async (name: string, stock: number | null) =>
      (
        await db
          .insertInto("products")
          .values({
            name,
            description: "",
            price: 400,
            category: "coasters",
            stock,
            created_at: AT,
            updated_at: AT,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const counted = await product("Counted", 10);
    const uncounted = await product("Uncounted", null);
    const order = await anOrder(db, "EA-0000-0000-0001", 1600);
    for (const [productId, quantity] of [
      [counted, 3],
      [uncounted, 1],
    ] as const) {
      await db
        .insertInto("order_items")
        .values({
          order_id: order,
          product_id: productId,
          artwork_id: null,
          product_name: "x",
          category: "coasters",
          variant: null,
          image_url: null,
          quantity,
          price: 400,
          created_at: AT,
        } as never)
        .execute();
    }

    expect(await migrateTo(db, "016-order-truth")).toEqual(["016-order-truth"]);

    const lines = await db
      .selectFrom("order_items")
      .select(["product_id", "stock_taken"])
      .orderBy("id")
      .execute();
    expect(lines).toEqual([
      { product_id: counted, stock_taken: 3 },
      { product_id: uncounted, stock_taken: 0 },
    ]);
  });
});
