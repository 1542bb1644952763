import { describe, expect, it } from "vitest";
import { makeJpeg } from "../../../testing/images.ts";
import { json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import {
  expectAnswer,
  expectFieldErrors,
  type Json,
  useTestApp,
} from "../../../testing/use-test-app.ts";
import { EMPTY_CART, visitor } from "../../../testing/visitor.ts";

describe.each(DB_KINDS)("content API (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  const image = async (seed: number, section: "shop" | "portfolio" | "snapcards" = "shop") =>
    (await t.services.media.ingest(await makeJpeg(300 + seed, 300), `img-${seed}.jpg`, section))
      .url;
  const publicList = async (path: string) => (await t.request(path)).json();

  it("refuses every call without the owner's session", async () => {
    for (const [path, init] of [
      ["/api/admin/products", {}],
      ["/api/admin/products", json("POST", {})],
      ["/api/admin/products/1", json("PATCH", { order: 1 })],
      ["/api/admin/products/1", { method: "DELETE" }],
      ["/api/admin/artworks", {}],
      ["/api/admin/artworks", json("POST", {})],
      ["/api/admin/artworks/1", { method: "DELETE" }],
      ["/api/admin/snap-cards", {}],
      ["/api/admin/snap-cards", json("POST", {})],
      ["/api/admin/snap-cards/1", { method: "DELETE" }],
    ] as const) {
      expect((await t.request(path, init)).status, `${path} ${JSON.stringify(init)}`).toBe(401);
    }
  });

  it("creates a product with its images in order and shows it in the shop at once", async () => {
    const urls = [await image(1), await image(2), await image(3)];
    const created = await owner(
      "/api/admin/products",
      json("POST", {
        name: "Heron Coaster",
        description: "  Waterproof and heat resistant.  ",
        price: "4",
        category: "coasters",
        imageUrl: urls[0],
        imageUrls: urls,
        isAvailable: true,
        externalUrl: "",
        stock: 12,
      }),
    );
    expectAnswer(created, 201, {
      name: "Heron Coaster",
      description: "Waterproof and heat resistant.",
      price: "4.00",
      category: "coasters",
      subcategory: null,
      imageUrl: urls[0],
      imageUrls: urls,
      isAvailable: true,
      externalUrl: null,
      stock: 12,
      variants: [],
    });
    const shop = (await publicList("/api/products")) as Json[];
    expect(shop.map((p) => p.name)).toContain("Heron Coaster");
    // And customers can buy it.
    const v = visitor(t);
    expect((await v.add({ productId: created.body.id })).status).toBe(201);
  });

  it("sells a greeting card in the three sizes of PRODUCT.md §9 the owner gives it, and gives snap items a subcategory", async () => {
    const sizes = [
      { name: "Large 15x21cm", price: "4.00" },
      { name: "Small Square 12x12cm", price: "3.00" },
      { name: "Small Rectangle 10x15cm", price: "3.00" },
    ];
    const card = await owner(
      "/api/admin/products",
      json("POST", {
        name: "Owl Card",
        price: "3.00",
        category: "cards",
        imageUrl: await image(4),
        variants: sizes,
      }),
    );
    expect(card.body.variants).toEqual(
      sizes.map((size) => ({ ...size, id: expect.any(Number), stock: null })),
    );
    const snap = await owner(
      "/api/admin/products",
      json("POST", {
        name: "Snap-Dog",
        price: "10",
        category: "snap-cards",
        imageUrl: await image(5),
      }),
    );
    expect(snap.body.subcategory).toBe("cat");
  });

  it("returns the messages of PRODUCT.md §5 and refuses images from elsewhere", async () => {
    const missing = await owner("/api/admin/products", json("POST", { category: "coasters" }));
    expectFieldErrors(missing, {
      name: "Product name is required",
      price: "Product price is required",
    });
    const noImage = await owner(
      "/api/admin/products",
      json("POST", { name: "A", price: "1", category: "coasters" }),
    );
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toBe("At least one image is required");
    const foreign = await owner(
      "/api/admin/products",
      json("POST", {
        name: "A",
        price: "1",
        category: "coasters",
        imageUrl: "https://evil.example/x.png",
      }),
    );
    expect(foreign.status).toBe(400);
    const unknown = await owner(
      "/api/admin/products",
      json("POST", {
        name: "A",
        price: "1",
        category: "coasters",
        imageUrl: `/media/${"f".repeat(32)}/400.webp`,
      }),
    );
    expectFieldErrors(unknown, { imageUrls: "Use an image uploaded to this site" });
    const badPrice = await owner(
      "/api/admin/products",
      json("POST", { name: "A", price: "-1", category: "coasters", imageUrl: await image(6) }),
    );
    expect(badPrice.body.errors).toEqual({ price: "Enter a price like 4.00" });
    const badCategory = await owner(
      "/api/admin/products",
      json("POST", { name: "A", price: "1", category: "hats", imageUrl: await image(7) }),
    );
    expect(badCategory.body.errors).toEqual({ category: "Choose a category from the list" });
  });

  it("updates any field, the display order alone, and the images in their new order", async () => {
    const [a, b] = [await image(8), await image(9)];
    const { body: product } = await owner(
      "/api/admin/products",
      json("POST", { name: "Tide Coaster", price: "4", category: "coasters", imageUrls: [a, b] }),
    );
    const path = `/api/admin/products/${product.id}`;
    expect((await owner(path, json("PATCH", { order: 3 }))).body.order).toBe(3);
    expect((await owner(path, json("PATCH", { order: "" }))).body.order).toBeNull();
    const bad = await owner(path, json("PATCH", { order: -1 }));
    expectFieldErrors(bad, { order: "Display order must be a whole number of 0 or more" });
    const edited = await owner(
      path,
      json("PATCH", {
        name: "Tide Coaster II",
        price: "4.50",
        description: "New",
        imageUrls: [b, a],
        isAvailable: false,
      }),
    );
    expect(edited.body).toMatchObject({
      name: "Tide Coaster II",
      price: "4.50",
      description: "New",
      imageUrls: [b, a],
      imageUrl: b,
      isAvailable: false,
    });
    expect((await owner(path, json("PATCH", { imageUrls: [] }))).status).toBe(400);
    expect((await owner("/api/admin/products/999999", json("PATCH", { order: 1 }))).status).toBe(
      404,
    );
    // Sizes are the owner's to give: a category no longer adds them.
    expect((await owner(path, json("PATCH", { category: "cards" }))).body.variants).toEqual([]);
  });

  it("deletes a product (and its cart lines), and 404s one that is gone", async () => {
    const { body: product } = await owner(
      "/api/admin/products",
      json("POST", {
        name: "Gone Coaster",
        price: "4",
        category: "coasters",
        imageUrl: await image(10),
      }),
    );
    const v = visitor(t);
    await v.add({ productId: product.id });
    const path = `/api/admin/products/${product.id}`;
    expect((await owner(path, { method: "DELETE" })).status).toBe(200);
    expect((await owner(path, { method: "DELETE" })).status).toBe(404);
    expect((await v.cart()).body).toEqual(EMPTY_CART);
    expect(((await publicList("/api/products")) as Json[]).some((p) => p.id === product.id)).toBe(
      false,
    );
  });

  it("adds and deletes artworks and snap cards, seen by the public lists at once", async () => {
    const artwork = await owner(
      "/api/admin/artworks",
      json("POST", {
        title: "Heron",
        description: "",
        imageUrl: await image(11, "portfolio"),
        category: "paintings-drawings",
        artType: "wildlife",
      }),
    );
    expectAnswer(artwork, 201, {
      title: "Heron",
      description: null,
      category: "paintings-drawings",
      artType: "wildlife",
    });
    const portfolio = (await publicList(
      "/api/artworks/portfolio?category=paintings-drawings&artType=wildlife",
    )) as Json[];
    expect(portfolio.map((a) => a.title)).toContain("Heron");
    const unknownType = await owner(
      "/api/admin/artworks",
      json("POST", {
        title: "Pot",
        imageUrl: await image(12, "portfolio"),
        category: "ceramics",
        artType: "spaceships",
      }),
    );
    expect(unknownType.body.artType).toBeNull();
    expect(
      (
        await owner(
          "/api/admin/artworks",
          json("POST", { imageUrl: await image(13), category: "ceramics" }),
        )
      ).body.errors,
    ).toEqual({
      title: "Title is required",
    });

    const card = await owner(
      "/api/admin/snap-cards",
      json("POST", {
        title: "Snap-Rat 7",
        imageUrl: await image(14, "snapcards"),
        subcategory: "rat",
      }),
    );
    expectAnswer(card, 201, {
      title: "Snap-Rat 7",
      category: "snap-cards",
      subcategory: "rat",
    });
    expect(((await publicList("/api/snap-cards")) as Json[]).map((c) => c.title)).toContain(
      "Snap-Rat 7",
    );
    expect(
      (
        await owner(
          "/api/admin/snap-cards",
          json("POST", { title: "X", imageUrl: await image(15), subcategory: "owl" }),
        )
      ).status,
    ).toBe(400);

    expect(
      (await owner(`/api/admin/artworks/${artwork.body.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect(
      (await owner(`/api/admin/snap-cards/${card.body.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect(
      (await owner(`/api/admin/snap-cards/${card.body.id}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect((await owner("/api/admin/artworks/abc", { method: "DELETE" })).status).toBe(404);
    expect(((await publicList("/api/snap-cards")) as Json[]).map((c) => c.title)).not.toContain(
      "Snap-Rat 7",
    );
  });

  it("counts what the admin sidebar shows", async () => {
    await owner(
      "/api/admin/products",
      json("POST", {
        name: "One",
        price: "4",
        category: "coasters",
        imageUrls: [await image(20), await image(21)],
      }),
    );
    await owner(
      "/api/admin/products",
      json("POST", { name: "Two", price: "4", category: "coasters", imageUrl: await image(22) }),
    );
    await owner(
      "/api/admin/artworks",
      json("POST", { title: "Art", imageUrl: await image(23, "portfolio"), category: "sketches" }),
    );
    expect(await t.services.content.counts()).toEqual({
      products: 2,
      artworks: 1,
      snapCards: 0,
      multiImage: 1,
      pendingOrders: 0,
      unreadMessages: 0,
    });
  });
});
