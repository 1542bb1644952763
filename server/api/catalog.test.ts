import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { addArtwork, addCoaster, addProduct, addSnapCard } from "../../testing/fixtures.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { createApp } from "../app.ts";
import { createResponseReplay, replayFirst } from "../http/response-replay.ts";

describe.each(DB_KINDS)("catalogue read API (%s)", (kind) => {
  const t = useTestApp(kind);
  const { db } = t;
  const get = async (path: string) => {
    const response = await t.request(path);
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      headers: response.headers,
    };
  };

  it("lists artworks in the shape of PRODUCT.md §3", async () => {
    await addArtwork(db(), {
      title: "Fox at First Light",
      category: "paintings-drawings",
      subcategory: "wildlife",
      art_type: "wildlife",
      medium: "Oil",
      year: 2025,
      description: "Dawn",
      price: 12000,
      is_for_sale: true,
    });
    const { status, body, headers } = await get("/api/artworks");
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: expect.any(Number),
        title: "Fox at First Light",
        description: "Dawn",
        imageUrl: `/media/${"a".repeat(32)}/600.webp`,
        category: "paintings-drawings",
        subcategory: "wildlife",
        artType: "wildlife",
        medium: "Oil",
        year: 2025,
        dimensions: null,
        altText: null,
        isFeatured: false,
        displayOrder: null,
        isForSale: true,
        price: "120.00",
        saleStatus: "available",
        image: null,
        // The cover is the first of its photos.
        images: [{ imageUrl: `/media/${"a".repeat(32)}/600.webp`, altText: null, image: null }],
        url: expect.stringMatching(/^\/art\/\d+-fox-at-first-light$/),
      },
    ]);
    expect(headers.get("etag")).toBeTruthy();
    expect(headers.get("cache-control")).toBe("public, no-cache");
  });

  it("filters the portfolio by category and art type; an unknown art type means all", async () => {
    await addArtwork(db(), { title: "Cat", category: "paintings-drawings", art_type: "cats" });
    await addArtwork(db(), { title: "Dog", category: "paintings-drawings", art_type: "dogs" });
    await addArtwork(db(), { title: "Vase", category: "ceramics", art_type: "pots-vases" });
    await addArtwork(db(), { title: "Sketch", category: "sketches", art_type: "general" });
    const titles = async (path: string) =>
      ((await get(path)).body as Array<{ title: string }>).map((a) => a.title);
    expect(await titles("/api/artworks/portfolio?category=paintings-drawings")).toEqual([
      "Cat",
      "Dog",
    ]);
    expect(
      await titles("/api/artworks/portfolio?category=paintings-drawings&artType=dogs"),
    ).toEqual(["Dog"]);
    expect(
      await titles("/api/artworks/portfolio?category=paintings-drawings&artType=unicorns"),
    ).toEqual(["Cat", "Dog"]);
    expect(
      await titles("/api/artworks/portfolio?category=paintings-drawings&artType=pots-vases"),
    ).toEqual(["Cat", "Dog"]);
    expect(await titles("/api/artworks/portfolio?category=ceramics&artType=all")).toEqual(["Vase"]);
    expect(await titles("/api/artworks/sketches")).toEqual(["Sketch"]);
    expect((await get("/api/artworks/portfolio?category=nope")).status).toBe(400);
  });

  it("lists featured artworks", async () => {
    await addArtwork(db(), { title: "Plain", category: "paintings-drawings" });
    await addArtwork(db(), { title: "Star", category: "paintings-drawings", is_featured: true });
    expect(
      ((await get("/api/artworks/featured")).body as Array<{ title: string }>).map((a) => a.title),
    ).toEqual(["Star"]);
  });

  it('lists products with 2-decimal prices, "" for none, image lists and variants', async () => {
    await addProduct(
      db(),
      { name: "Fox Card", category: "cards", price: 300, sort_order: 1 },
      {
        images: ["/one.webp", "/two.webp"],
        variants: [
          { name: "Large 15x21cm", price: 400 },
          { name: "Small Square 12x12cm", price: 300 },
        ],
      },
    );
    await addProduct(
      db(),
      { name: "Commission", category: "cards", price: null, is_available: false, sort_order: 2 },
      { images: [] },
    );
    const { body } = await get("/api/products");
    expect(body).toEqual([
      {
        id: expect.any(Number),
        name: "Fox Card",
        description: "Fox Card description",
        price: "3.00",
        imageUrl: "/one.webp",
        imageUrls: ["/one.webp", "/two.webp"],
        images: [],
        category: "cards",
        subcategory: null,
        isAvailable: true,
        externalUrl: null,
        order: 1,
        stock: null,
        variants: [
          { id: expect.any(Number), name: "Large 15x21cm", price: "4.00", stock: null },
          { id: expect.any(Number), name: "Small Square 12x12cm", price: "3.00", stock: null },
        ],
      },
      expect.objectContaining({
        name: "Commission",
        price: "",
        imageUrl: "",
        imageUrls: [],
        isAvailable: false,
      }),
    ]);
  });

  it("lists snap cards in the PRODUCT.md §9 order", async () => {
    await addSnapCard(db(), { title: "Snap-Cat: B", name: "02_b", subcategory: "cat" });
    await addSnapCard(db(), { title: "Snap-Cat: A", name: "01_a", subcategory: "cat" });
    await addSnapCard(db(), {
      title: "Snap-Cat: First",
      name: "09_z",
      subcategory: "cat",
      sort_order: 0,
    });
    const { body } = await get("/api/snap-cards");
    expect((body as Array<{ title: string }>).map((c) => c.title)).toEqual([
      "Snap-Cat: First",
      "Snap-Cat: A",
      "Snap-Cat: B",
    ]);
    expect((body as Array<Record<string, unknown>>)[0]).toMatchObject({
      category: "snap-cards",
      features: [],
      price: "",
    });
  });

  it("answers carousel images as {images: []} when there are none", async () => {
    expect((await get("/api/carousel-images")).body).toEqual({ images: [] });
  });

  it("searches artworks, products and snap cards, at most 10 results", async () => {
    await addArtwork(db(), {
      title: "Fox at First Light",
      category: "paintings-drawings",
      subcategory: "wildlife",
    });
    await addCoaster(db(), "Fox Coaster");
    await addSnapCard(db(), { title: "Snap-Dog: Foxy", subcategory: "dog" });
    for (let i = 0; i < 12; i++)
      await addArtwork(db(), { title: `Cat ${i}`, category: "paintings-drawings" });
    const { body } = await get("/api/search?q=fox");
    expect(body).toEqual([
      expect.objectContaining({
        type: "artwork",
        title: "Fox at First Light",
        path: expect.stringMatching(/^\/art\/\d+-fox-at-first-light$/),
      }),
      expect.objectContaining({
        type: "product",
        title: "Fox Coaster",
        price: "4.00",
        path: expect.stringMatching(/^\/shop\?tab=coasters&product=\d+$/),
      }),
      expect.objectContaining({
        type: "snap-card",
        title: "Snap-Dog: Foxy",
        path: expect.stringMatching(/^\/snap-cards\?card=\d+$/),
      }),
    ]);
    expect((await get("/api/search?q=cat")).body).toHaveLength(10);
    expect((await get("/api/search?q=")).body).toEqual([]);
    expect((await get("/api/search")).body).toEqual([]);
  });

  it("revalidates with the ETag, and a catalogue change shows at once", async () => {
    await addCoaster(db(), "Coaster");
    const first = await t.request("/api/products");
    const tag = first.headers.get("etag")!;
    expect((await t.request("/api/products", { headers: { "if-none-match": tag } })).status).toBe(
      304,
    );
    await db().updateTable("products").set({ price: 500 }).execute();
    const changed = await t.request("/api/products", { headers: { "if-none-match": tag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Array<{ price: string }>)[0]?.price).toBe("5.00");
  });

  it("replays a repeated read with fresh per-response headers until the database changes", async () => {
    await addCoaster(db(), "Coaster");
    const first = await t.request("/api/products");
    const again = await t.request("/api/products");
    const body = await again.text();
    expect(body).toBe(await first.text());
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("content-type")).toBe("application/json");
    expect(again.headers.has("x-easel-replayable")).toBe(false);
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    const nonce = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce(again)).toBeTruthy();
    expect(nonce(again)).not.toBe(nonce(first));
    const id = again.headers.get("x-request-id");
    expect(id).not.toBe(first.headers.get("x-request-id"));
    expect(t.logs.find((line) => line.reqId === id)).toMatchObject({
      path: "/api/products",
      status: 200,
      replayed: true,
    });
    // Compressed for a client that asks, and replayed compressed too.
    for (let i = 0; i < 2; i++) {
      const gzip = await t.request("/api/products", { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
    }

    // Any change, by the API or directly in the database, is served at once.
    await db().updateTable("products").set({ price: 650 }).execute();
    const changed = (await (await t.request("/api/products")).json()) as Array<{ price: string }>;
    expect(changed[0]?.price).toBe("6.50");
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("products").set({ price: 700 }).execute();
      });
    const committed = (await (await t.request("/api/products")).json()) as Array<{ price: string }>;
    expect(committed[0]?.price).toBe("7.00");
  });

  it("answers replays on the socket before Hono, identically and with fresh headers", async () => {
    await addCoaster(db(), "Coaster");
    const replay = createResponseReplay(t.services.database.writes, t.services.logger);
    const app = createApp({ services: t.services, replay });
    let viaHono = 0;
    const server = serve({
      fetch: (request, env) => {
        viaHono++;
        return app.fetch(request, env);
      },
      port: 0,
      hostname: "127.0.0.1",
      createServer: replayFirst(replay),
    });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const get = (headers: Record<string, string> = {}) =>
        fetch(`http://127.0.0.1:${port}/api/products`, { headers });
      const first = await get({ "accept-encoding": "identity" });
      const firstBody = await first.text();
      expect(viaHono).toBe(1);
      const again = await get({ "accept-encoding": "identity" });
      expect(viaHono).toBe(1); // answered before the app
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(firstBody);
      for (const name of ["etag", "content-type", "cache-control", "x-content-type-options"]) {
        expect(again.headers.get(name), name).toBe(first.headers.get(name));
      }
      expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
      const nonce = (response: Response) =>
        /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce(again)).toBeTruthy();
      expect(nonce(again)).not.toBe(nonce(first));
      // Conditional requests, other encodings and other methods take the full path.
      await get({ "accept-encoding": "identity", "if-none-match": first.headers.get("etag")! });
      await get({ "accept-encoding": "gzip" });
      expect(viaHono).toBe(3);
      // A change is served at once.
      await db().updateTable("products").set({ price: 650 }).execute();
      const changed = (await (await get({ "accept-encoding": "identity" })).json()) as Array<{
        price: string;
      }>;
      expect(changed[0]?.price).toBe("6.50");
      expect(viaHono).toBe(4);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("keeps one copy of a list whatever junk parameters its address carries, in bytes of its own", async () => {
    await addProduct(db(), { name: "Blue Jug", category: "ceramics", price: 4500 });
    await addArtwork(db(), { title: "Tiles", category: "ceramics", art_type: "tiles" });
    const reads = () => t.services.cache.figures();
    const replayed = () =>
      t.services.caches.figures().findLast((cache) => cache.name === "replayed responses")!;
    const before = reads();
    expect((await get("/api/products")).status).toBe(200);
    const once = reads();
    const answers = replayed();
    // A kept slice of Node's shared Buffer pool would hold its whole 64 KB slab.
    expect(once.bytes - before.bytes).toBeLessThan(Buffer.poolSize / 2);
    for (let n = 0; n < 20; n++) {
      expect((await get(`/api/products?v=${n}&fbclid=IwAR${n}`)).status).toBe(200);
    }
    expect(reads()).toMatchObject({ entries: once.entries, bytes: once.bytes });
    // The finished answer too: replayed by the parameters the read uses, not one copy per address.
    expect(replayed()).toMatchObject({ entries: answers.entries, bytes: answers.bytes });
    // Parameters a read uses are still kept apart (an unknown art type reads as all).
    const portfolio = "/api/artworks/portfolio?category=ceramics";
    const tiles = await get(`${portfolio}&artType=tiles&utm_source=x`);
    const all = await get(`${portfolio}&artType=nonsense`);
    expect(tiles.body).toHaveLength(1);
    expect(all.body).toEqual((await get(portfolio)).body);
    expect(reads().entries).toBeLessThanOrEqual(once.entries + 4);
  });

  it("keeps the owner's API out of shared caches", async () => {
    const response = await t.request("/api/admin/session");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
