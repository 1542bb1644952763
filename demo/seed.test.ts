import { readdirSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CERAMIC_ART_TYPES, PAINTING_ART_TYPES } from "#core/art-categories.ts";
import { MEDIA_SECTIONS, type MediaSection } from "#core/media-files.ts";
import { createDemoContent } from "../server/services/demo-content.ts";
import { createMediaService } from "../server/services/media.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-db.ts";
import { seedDemo } from "./seed.ts";

const silent = pino({ level: "silent" });

// One engine is enough here: seeding is plain Kysely inserts that the API suites exercise on both.
describe("demo content", () => {
  let t: TestDatabase;
  let first: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    const media = createMediaService({ db: t.handle.db, dataDir: t.dataDir });
    first = await seedDemo({ db: t.handle.db, media, logger: silent });
  }, 180_000);
  afterAll(() => t.dispose());

  const db = () => t.handle.db;

  it("seeds an empty database once, and never again", async () => {
    expect(first.seeded).toBe(true);
    const media = createMediaService({ db: db(), dataDir: t.dataDir });
    const before = await db().selectFrom("artworks").select("id").execute();
    expect(await seedDemo({ db: db(), media, logger: silent })).toEqual({
      seeded: false,
      images: 0,
    });
    expect(await db().selectFrom("artworks").select("id").execute()).toHaveLength(before.length);
  });

  it("has three commissions at different stages, so Admin → Commissions is not empty", async () => {
    const rows = await db().selectFrom("commissions").select(["status", "kind"]).execute();
    expect(rows.map((row) => row.status).sort()).toEqual(["declined", "new", "quoted"]);
  });

  it("gives each demo commission reference photos, stored privately like a real request's", async () => {
    const photos = await db()
      .selectFrom("commission_photos")
      .innerJoin("commissions", "commissions.id", "commission_photos.commission_id")
      .select(["commissions.kind", "commission_photos.key", "commission_photos.mime"])
      .execute();
    expect(new Set(photos.map((photo) => photo.kind))).toEqual(
      new Set(["pet-portrait", "place", "ceramic-piece"]),
    );
    const media = createMediaService({ db: db(), dataDir: t.dataDir });
    for (const photo of photos) {
      expect(photo.mime).toBe("image/webp");
      expect((await media.readPrivate(photo.key, photo.mime))?.length).toBeGreaterThan(0);
      // Not a media asset: no variants, so no /media address serves it.
      expect(await media.find(photo.key)).toBeUndefined();
      expect(readdirSync(path.join(t.dataDir, "media/variants"))).not.toContain(photo.key);
    }
  });

  it("has six carousel images", async () => {
    expect(await db().selectFrom("carousel_images").selectAll().execute()).toHaveLength(6);
  });

  it("has 24 paintings and drawings, 12 ceramics and 8 sketches covering every art type", async () => {
    const rows = await db().selectFrom("artworks").selectAll().execute();
    const of = (category: string) => rows.filter((row) => row.category === category);
    expect(of("paintings-drawings").length).toBeGreaterThanOrEqual(24);
    expect(of("ceramics").length).toBeGreaterThanOrEqual(12);
    expect(of("sketches").length).toBeGreaterThanOrEqual(8);
    expect(new Set(of("paintings-drawings").map((row) => row.art_type))).toEqual(
      new Set(PAINTING_ART_TYPES),
    );
    expect(new Set(of("ceramics").map((row) => row.art_type))).toEqual(new Set(CERAMIC_ART_TYPES));
    expect(rows.filter((row) => row.is_featured)).toHaveLength(3);
    for (const row of rows) {
      expect(row.title.length).toBeGreaterThan(3);
      expect(row.image_url).toMatch(/^\/media\/[a-f0-9]{32}\/\d+\.webp$/);
    }
  });

  it("has snap card faces for each edition, titled for the home page's grouping", async () => {
    const cards = await db().selectFrom("snap_cards").selectAll().execute();
    const edition = (name: string) =>
      cards.filter((card) => card.title.toLowerCase().includes(`snap-${name}`));
    expect(edition("cat").length).toBeGreaterThanOrEqual(6);
    expect(edition("dog").length).toBeGreaterThanOrEqual(6);
    expect(edition("rat").length).toBeGreaterThanOrEqual(3);
    expect(cards.every((card) => ["cat", "dog", "rat"].includes(card.subcategory ?? ""))).toBe(
      true,
    );
  });

  it("has the shop's products with their prices, variants and 1 to 4 images each", async () => {
    const products = await db().selectFrom("products").selectAll().execute();
    const snaps = products.filter((p) => p.category === "snap-cards");
    expect(snaps.map((p) => [p.subcategory, p.price, Boolean(p.is_available)]).sort()).toEqual([
      ["cat", 1000, true],
      ["dog", 1000, true],
      ["rat", 1000, false],
    ]);
    expect(snaps.find((p) => p.subcategory === "rat")?.description).toMatch(/coming soon/i);
    const cards = products.filter((p) => p.category === "cards" && p.price !== null);
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.every((p) => p.price === 300)).toBe(true);
    const coasters = products.filter((p) => p.category === "coasters");
    expect(coasters.length).toBeGreaterThanOrEqual(4);
    expect(coasters.every((p) => p.price === 400)).toBe(true);
    expect(products.filter((p) => p.price === null)).toHaveLength(1);

    const variants = await db()
      .selectFrom("product_variants")
      .selectAll()
      .orderBy("position")
      .execute();
    for (const card of cards) {
      expect(
        variants.filter((v) => v.product_id === card.id).map((v) => [v.name, v.price]),
      ).toEqual([
        ["Large 15x21cm", 400],
        ["Small Square 12x12cm", 300],
        ["Small Rectangle 10x15cm", 300],
      ]);
    }
    const images = await db().selectFrom("product_images").selectAll().execute();
    for (const product of products) {
      const count = images.filter((image) => image.product_id === product.id).length;
      expect(count, product.name).toBeGreaterThanOrEqual(1);
      expect(count, product.name).toBeLessThanOrEqual(4);
    }
  });

  it("has the artist's profile, biography, portrait and studio photo, and contact details", async () => {
    const settings = Object.fromEntries(
      (await db().selectFrom("settings").selectAll().execute()).map((row) => [
        row.key,
        JSON.parse(row.value),
      ]),
    );
    expect(settings.profile).toMatchObject({
      artistName: expect.any(String),
      email: expect.stringContaining("@"),
      phone: expect.any(String),
      location: "Pacific Northwest, USA",
    });
    expect(settings.profile.social).toHaveLength(6);
    expect(settings.about.biography.length).toBeGreaterThanOrEqual(2);
    const keys = (await db().selectFrom("media_assets").select("key").execute()).map(
      (row) => row.key,
    );
    for (const image of ["portrait", "studio"]) expect(keys).toContain(settings.about[image]);
    expect(settings.about.portraitAlt).toBe(`Portrait of ${settings.profile.artistName}`);
    expect(settings.about.quote).toEqual({ text: expect.any(String), href: expect.any(String) });
  });

  it("has the invented testimonials, each marked as demo words", async () => {
    const rows = await db().selectFrom("testimonials").selectAll().orderBy("position").execute();
    expect(rows.length).toBe(7);
    for (const row of rows) {
      expect(Boolean(row.is_demo)).toBe(true);
      expect(Boolean(row.is_published)).toBe(true);
    }
  });

  it("draws no two pictures alike, and stores each as a draft: WebP at every width of its section", async () => {
    const assets = await db()
      .selectFrom("media_assets")
      .select(["key", "section", "variants"])
      .execute();
    expect(assets.length).toBe(first.images);
    expect(new Set(assets.map((a) => a.key)).size).toBe(assets.length);
    for (const asset of assets) {
      // Drawn as wide as the section's largest size, so every size exists, portraits too.
      const widths = [...MEDIA_SECTIONS[asset.section as MediaSection]].sort((a, b) => a - b);
      expect(JSON.parse(asset.variants)).toEqual({ widths, draft: true });
      const files = readdirSync(path.join(t.dataDir, "media/variants", asset.key)).sort();
      // The AVIF sizes come later, from the background finishing (media-route.test.ts).
      expect(files).toEqual(widths.map((width) => `${width}.webp`).sort());
    }
  });

  it("marks everything it seeds as the demo's, and removes all of it, pictures too", async () => {
    for (const table of ["artworks", "products", "snap_cards", "carousel_images"] as const) {
      const rows = await db().selectFrom(table).select("is_demo").execute();
      expect(rows.length, table).toBeGreaterThan(0);
      expect(
        rows.every((row) => Boolean(row.is_demo)),
        table,
      ).toBe(true);
    }
    const media = createMediaService({ db: db(), dataDir: t.dataDir });
    const demo = createDemoContent(db(), media);
    const removal = await demo.remove();
    expect(removal).toMatchObject({ present: true, images: first.images });
    // Artist name, tagline, e-mail, phone; biography, portrait and studio with their alt, quote;
    // the charity statement; the footer's small print and the shop's introduction.
    expect(removal.texts).toBe(13);
    for (const table of [
      "artworks",
      "products",
      "product_images",
      "snap_cards",
      "carousel_images",
      "testimonials",
      "commissions",
      "commission_photos",
      "media_assets",
    ] as const) {
      expect(await db().selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    expect(readdirSync(path.join(t.dataDir, "media/variants"))).toEqual([]);
    expect(readdirSync(path.join(t.dataDir, "media/originals"))).toEqual([]);
    expect((await demo.summary()).present).toBe(false);
    // The demo never comes back on the next start.
    expect((await seedDemo({ db: db(), media, logger: silent })).seeded).toBe(false);
  });
});
