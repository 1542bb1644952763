import { describe, expect, it } from "vitest";
import { addCartLine, insertedId } from "../../../testing/fixtures.ts";
import { useDatabaseMigratedTo } from "../../../testing/migration-db.ts";
import { migrateTo } from "../migrate.ts";

const AT = "2026-03-01T10:00:00.000Z";

// SQLite rebuilds cart_items (PostgreSQL alters it in place; the API suites run on both).
describe("migration 010: originals on a site with carts", () => {
  const handle = useDatabaseMigratedTo("009-order-access");

  it("keeps every cart line, then takes originals once per cart and one thing per line", async () => {
    const db = handle.db;
    const { productId: product, sessionId: cart } = await addCartLine(db, AT, 3);
    const artwork = await insertedId(db, "artworks", {
      title: "Heron",
      image_url: "/media/x/600.webp",
      category: "ceramics",
      created_at: AT,
      updated_at: AT,
    });

    expect(await migrateTo(db, "010-originals")).toEqual(["010-originals"]);

    const lines = await db.selectFrom("cart_items").selectAll().execute();
    expect(lines).toEqual([
      expect.objectContaining({
        cart_session_id: cart,
        product_id: product,
        artwork_id: null,
        quantity: 3,
      }),
    ]);
    const artworkRow = await db
      .selectFrom("artworks")
      .select("sale_state")
      .executeTakeFirstOrThrow();
    expect(artworkRow.sale_state).toBe("available");

    const original = { cart_session_id: cart, artwork_id: artwork, quantity: 1, added_at: AT };
    await db.insertInto("cart_items").values(original).execute();
    await expect(db.insertInto("cart_items").values(original).execute()).rejects.toThrow(/UNIQUE/);
    await expect(
      db
        .insertInto("cart_items")
        .values({ cart_session_id: cart, quantity: 1, added_at: AT })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(db.updateTable("artworks").set({ sale_state: "gone" }).execute()).rejects.toThrow(
      /CHECK/,
    );
    // Deleting the cart still takes its lines with it; deleting the artwork takes its line.
    await db.deleteFrom("artworks").where("id", "=", artwork).execute();
    expect(await db.selectFrom("cart_items").select("id").execute()).toHaveLength(1);
    await db.deleteFrom("cart_sessions").execute();
    expect(await db.selectFrom("cart_items").select("id").execute()).toHaveLength(0);
  });
});
