/**
 * Reordering: one call arranges a whole list in one transaction, through
 * `PUT /api/admin/{list}/order`. An unknown, repeated or missing id is refused with a 4xx and
 * nothing moves. Runs on both engines.
 */
import { describe, expect, it } from "vitest";
import { addArtwork, addProduct, addSnapCard } from "../../../testing/fixtures.ts";
import { json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { type Json, useTestApp } from "../../../testing/use-test-app.ts";

describe.each(DB_KINDS)("reordering a list in one call (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const order = (list: string, ids: unknown) =>
    t.owner(`/api/admin/${list}/order`, json("PUT", { ids }));
  const artworkOrder = async () =>
    (await t.db().selectFrom("artworks").select(["id", "sort_order"]).orderBy("id").execute()).map(
      (row) => [row.id, row.sort_order],
    );

  it("gives each artwork of a category its place, and answers with the list in order", async () => {
    const a = await addArtwork(t.db(), { title: "A", category: "ceramics" });
    const b = await addArtwork(t.db(), { title: "B", category: "ceramics" });
    const c = await addArtwork(t.db(), { title: "C", category: "ceramics" });
    const other = await addArtwork(t.db(), {
      title: "Elsewhere",
      category: "sketches",
      sort_order: 7,
    });
    const response = await order("artworks", [c, a, b]);
    expect(response.status).toBe(200);
    expect(
      (response.body as Json[]).filter((x) => x.category === "ceramics").map((x) => x.id),
    ).toEqual([c, a, b]);
    // Another category keeps its own order.
    expect(await artworkOrder()).toEqual([
      [a, 1],
      [b, 2],
      [c, 0],
      [other, 7],
    ]);
  });

  it.each([
    ["an unknown id", (ids: number[]) => [...ids, 999_999], 404, "No artwork 999999"],
    ["a repeated id", (ids: number[]) => [...ids, ids[0]], 400, "twice"],
    ["a missing id", (ids: number[]) => ids.slice(1), 400, "is missing"],
    [
      "an id of another category",
      (ids: number[], stray: number) => [...ids, stray],
      400,
      "one category",
    ],
    ["no ids", () => [], 400, "List the ids in their new order"],
    [
      "an id that is not one",
      (ids: number[]) => [...ids, "abc"],
      400,
      "List the ids in their new order",
    ],
  ])("%s is refused and nothing moves", async (_name, ids, status, message) => {
    const listed = await Promise.all(
      ["A", "B", "C"].map((title, position) =>
        addArtwork(t.db(), { title, category: "ceramics", sort_order: position }),
      ),
    );
    const stray = await addArtwork(t.db(), { title: "Stray", category: "sketches", sort_order: 0 });
    const before = await artworkOrder();
    const response = await order("artworks", ids([...listed].reverse(), stray));
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
    expect(await artworkOrder()).toEqual(before);
  });

  it("arranges snap cards by edition, products, slides and testimonials the same way", async () => {
    const cards = [
      await addSnapCard(t.db(), { title: "One", subcategory: "dog" }),
      await addSnapCard(t.db(), { title: "Two", subcategory: "dog" }),
    ];
    expect((await order("snap-cards", [...cards].reverse())).status).toBe(200);
    const shownCards = (await t.owner("/api/admin/snap-cards")).body as Json[];
    expect(shownCards.map((card) => card.id)).toEqual([...cards].reverse());

    const products = [
      await addProduct(t.db(), { name: "One", category: "coasters", price: 100 }),
      await addProduct(t.db(), { name: "Two", category: "cards", price: 100 }),
    ];
    const arranged = await order("products", [...products].reverse());
    expect(arranged.status).toBe(200);
    expect((arranged.body as Json[]).map((product) => product.id)).toEqual([...products].reverse());

    const testimonials = [];
    for (const author of ["Ann", "Bo", "Cy"]) {
      const made = await t.owner(
        "/api/admin/testimonials",
        json("POST", { quote: `Words from ${author}.`, author }),
      );
      testimonials.push(made.body.id as number);
    }
    const moved = await order("testimonials", [testimonials[2], testimonials[0], testimonials[1]]);
    expect(moved.status).toBe(200);
    expect((moved.body as Json[]).map((entry) => [entry.id, entry.displayOrder])).toEqual([
      [testimonials[2], 0],
      [testimonials[0], 1],
      [testimonials[1], 2],
    ]);
    // The whole list or nothing: leaving one out moves none.
    expect((await order("testimonials", testimonials.slice(1))).status).toBe(400);
    expect((await order("carousel-images", [1])).status).toBe(404);
  });
});
