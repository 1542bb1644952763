import { describe, expect, it } from "vitest";
import { MAX_FEATURED, TOO_MANY_FEATURED } from "#core/featured-artworks.ts";
import type { MediaSection } from "#core/media-files.ts";
import { pictureMaker } from "../../../testing/images.ts";
import { json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { expectFieldErrors, type Json, useTestApp } from "../../../testing/use-test-app.ts";

/** Editing artworks and snap cards (PRODUCT.md §7), and what the public API then shows. */
describe.each(DB_KINDS)("editing artworks and snap cards (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  const picture = pictureMaker(() => t);
  /** A new uploaded picture's URL (each a different size, so a different image). */
  const image = async (section: MediaSection = "portfolio") => (await picture(section)).url;
  const publicList = async (path: string): Promise<Json[]> => (await t.request(path)).json();
  const artwork = async (title: string, over: Record<string, unknown> = {}) =>
    (
      await owner(
        "/api/admin/artworks",
        json("POST", {
          title,
          imageUrl: await image(),
          category: "paintings-drawings",
          ...over,
        }),
      )
    ).body as Json;
  const snapCard = async (title: string, subcategory = "cat") =>
    (
      await owner(
        "/api/admin/snap-cards",
        json("POST", { title, subcategory, imageUrl: await image("snapcards") }),
      )
    ).body as Json;

  it("refuses both edits without the owner's session", async () => {
    for (const path of ["/api/admin/artworks/1", "/api/admin/snap-cards/1"]) {
      const response = await t.request(path, json("PATCH", { title: "X" }));
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ message: "Authentication required" });
    }
  });

  it("edits any of an artwork's fields and the public API shows them at once", async () => {
    const { id } = await artwork("Heron", { artType: "wildlife" });
    const path = `/api/admin/artworks/${id}`;
    // Every field comes back as sent, but the title (trimmed) and the subcategory (the art type).
    const fields = {
      description: "Mist over the reeds.",
      category: "ceramics",
      artType: "birds-cats",
      medium: "Stoneware",
      year: 2023,
      dimensions: "30 × 40 cm",
      altText: "A grey heron standing in misty reeds",
      isFeatured: true,
      displayOrder: 4,
    };
    const edited = await owner(path, json("PATCH", { title: "  Grey Heron at Dawn ", ...fields }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      title: "Grey Heron at Dawn",
      ...fields,
      subcategory: "birds-cats",
    });
    expect(edited.body.image.alt).toBe("A grey heron standing in misty reeds");

    const listed = (await publicList("/api/artworks")).find((a) => a.id === id);
    expect(listed).toMatchObject({ title: "Grey Heron at Dawn", dimensions: "30 × 40 cm" });
    expect(listed.image.alt).toBe("A grey heron standing in misty reeds");
    expect((await publicList("/api/artworks/featured")).map((a) => a.id)).toEqual([id]);
    const ceramics = await publicList(
      "/api/artworks/portfolio?category=ceramics&artType=birds-cats",
    );
    expect(ceramics.map((a) => a.id)).toEqual([id]);

    // One field alone leaves the others; clearing the alt text falls back to the title.
    const cleared = await owner(path, json("PATCH", { altText: "", year: null }));
    expect(cleared.body).toMatchObject({
      title: "Grey Heron at Dawn",
      altText: null,
      year: null,
      medium: "Stoneware",
    });
    expect(cleared.body.image.alt).toBe("Grey Heron at Dawn");
    // Moving to sketches makes the art type "general"; an unknown art type is dropped.
    expect((await owner(path, json("PATCH", { category: "sketches" }))).body.artType).toBe(
      "general",
    );
    const back = await owner(path, json("PATCH", { category: "ceramics", artType: "spaceships" }));
    expect(back.body.artType).toBeNull();
    expect((await owner(path, json("PATCH", {}))).status).toBe(200);
  });

  it("answers 400 with field messages for bad input", async () => {
    const { id } = await artwork("Owl");
    const bad = await owner(
      `/api/admin/artworks/${id}`,
      json("PATCH", {
        title: " ",
        category: "hats",
        year: 1800,
        medium: "m".repeat(101),
        dimensions: "d".repeat(101),
        altText: "a".repeat(301),
        isFeatured: "yes",
        displayOrder: -1,
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: "Title is required",
      errors: {
        title: "Title is required",
        category: "Choose a category from the list",
        year: "Enter a year from 1900 to 2100",
        medium: "Please keep this under 100 characters",
        dimensions: "Please keep this under 100 characters",
        altText: "Please keep this under 300 characters",
        isFeatured: "isFeatured must be true or false",
        displayOrder: "Display order must be a whole number of 0 or more",
      },
    });
    const card = await snapCard("Snap Cat 1");
    const badCard = await owner(
      `/api/admin/snap-cards/${card.id}`,
      json("PATCH", { title: "", subcategory: "owl", altText: "a".repeat(301), displayOrder: 1.5 }),
    );
    expectFieldErrors(badCard, {
      title: "Title is required",
      subcategory: "Choose cat, dog or rat",
      altText: "Please keep this under 300 characters",
      displayOrder: "Display order must be a whole number of 0 or more",
    });
    // Nothing was changed by a refused edit.
    expect((await publicList("/api/artworks")).find((a) => a.id === id).title).toBe("Owl");
  });

  it("answers 404 for an unknown or impossible id", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const art = await owner(`/api/admin/artworks/${id}`, json("PATCH", { title: "X" }));
      expect(art.status, id).toBe(404);
      expect(art.body.message).toBe("Artwork not found");
      const card = await owner(`/api/admin/snap-cards/${id}`, json("PATCH", { title: "X" }));
      expect(card.status, id).toBe(404);
      expect(card.body.message).toBe("Snap card not found");
    }
    expect(
      (await owner("/api/admin/snap-cards/999999", json("PATCH", {}))).status,
      "an empty edit of a missing card",
    ).toBe(404);
  });

  it(`features at most ${MAX_FEATURED} artworks, in their display order`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < MAX_FEATURED + 1; i++) ids.push((await artwork(`Study ${i}`)).id);
    for (const [i, id] of ids.slice(0, MAX_FEATURED).entries()) {
      const response = await owner(
        `/api/admin/artworks/${id}`,
        json("PATCH", { isFeatured: true, displayOrder: MAX_FEATURED - i }),
      );
      expect(response.status).toBe(200);
    }
    const seventh = await owner(
      `/api/admin/artworks/${ids[MAX_FEATURED]}`,
      json("PATCH", { isFeatured: true }),
    );
    expect(seventh.status).toBe(409);
    expect(seventh.body).toEqual({
      message: TOO_MANY_FEATURED,
      errors: { isFeatured: TOO_MANY_FEATURED },
    });
    // Creating a seventh featured one is refused too; re-saving a featured one is not.
    const created = await owner(
      "/api/admin/artworks",
      json("POST", {
        title: "Extra",
        imageUrl: await image(),
        category: "sketches",
        isFeatured: true,
      }),
    );
    expect(created.status).toBe(409);
    expect(
      (await owner(`/api/admin/artworks/${ids[0]}`, json("PATCH", { isFeatured: true }))).status,
    ).toBe(200);
    // In display order: the last one featured has order 1.
    const featured = await publicList("/api/artworks/featured");
    expect(featured.map((a) => a.id)).toEqual(ids.slice(0, MAX_FEATURED).reverse());
    // Unfeaturing one makes room.
    await owner(`/api/admin/artworks/${ids[0]}`, json("PATCH", { isFeatured: false }));
    expect(
      (await owner(`/api/admin/artworks/${ids[MAX_FEATURED]}`, json("PATCH", { isFeatured: true })))
        .status,
    ).toBe(200);
  });

  it("edits a snap card's title, edition, alt text and order; the public list follows", async () => {
    const first = await snapCard("snap cat marmalade");
    const second = await snapCard("snap cat pudding");
    const path = `/api/admin/snap-cards/${second.id}`;
    const edited = await owner(
      path,
      json("PATCH", {
        title: "Pudding",
        subcategory: "dog",
        altText: "A spaniel with a pudding bowl",
        displayOrder: 0,
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: second.id,
      title: "Pudding",
      subcategory: "dog",
      altText: "A spaniel with a pudding bowl",
      order: 0,
    });
    expect(edited.body.image.alt).toBe("A spaniel with a pudding bowl");
    await owner(`/api/admin/snap-cards/${first.id}`, json("PATCH", { displayOrder: 1 }));
    const cards = await publicList("/api/snap-cards");
    expect(cards.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(cards[0]).toMatchObject({ title: "Pudding", subcategory: "dog" });
    // Without alt text, the picture is described by the title.
    expect(cards[1].image.alt).toBe("snap cat marmalade");
    const cleared = await owner(path, json("PATCH", { altText: null, displayOrder: "" }));
    expect(cleared.body).toMatchObject({ altText: null, order: null, subcategory: "dog" });
  });

  it("keeps a Snap pack's edition when the Edit Product dialog saves it without one", async () => {
    const packs: Record<string, number> = {};
    for (const edition of ["cat", "dog", "rat"]) {
      const { body } = await owner(
        "/api/admin/products",
        json("POST", {
          name: `Snap-${edition}`,
          price: "10",
          category: "snap-cards",
          subcategory: edition,
          imageUrl: await image("shop"),
        }),
      );
      packs[edition] = body.id;
    }
    // What the Edit Product dialog sends: every field it shows, and no edition.
    const saved = await owner(
      `/api/admin/products/${packs.dog}`,
      json("PATCH", {
        name: "Snap-Dog deluxe",
        category: "snap-cards",
        price: "12",
        description: "Woof",
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "Snap-Dog deluxe", subcategory: "dog" });
    const rat = await owner(
      `/api/admin/products/${packs.rat}`,
      json("PATCH", { category: "snap-cards", subcategory: null }),
    );
    expect(rat.body.subcategory).toBe("rat");
    // Asked for, the edition changes; leaving the snap family drops it; coming back starts at cat.
    const moved = await owner(
      `/api/admin/products/${packs.rat}`,
      json("PATCH", { subcategory: "dog" }),
    );
    expect(moved.body.subcategory).toBe("dog");
    expect(
      (await owner(`/api/admin/products/${packs.cat}`, json("PATCH", { category: "coasters" })))
        .body.subcategory,
    ).toBeNull();
    expect(
      (await owner(`/api/admin/products/${packs.cat}`, json("PATCH", { category: "snap-cards" })))
        .body.subcategory,
    ).toBe("cat");
  });
});
