/**
 * Search over the demo's catalogue (item 7): every result's picture is a size that
 * exists, and an original that is sold or reserved says so instead of showing a price. The demo
 * is seeded once per engine (its pictures are real files); the tests only read.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../testing/demo-site.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";

/** Queries a visitor types: common letters reach nearly every record, the rest each kind. */
const DEMO_QUERIES = ["a", "e", "o", "fox", "cat", "dog", "snap", "card", "coaster", "vase"];

describe.each(DB_KINDS)("search over the demo (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const seeded = await seedDemo({
      db: t.database.handle.db,
      media: t.services.media,
      logger: pino({ level: "silent" }),
    });
    expect(seeded.seeded).toBe(true);
  }, 240_000);
  afterAll(() => t?.dispose());

  const search = async (query: string) =>
    (await (await t.request(`/api/search?q=${encodeURIComponent(query)}`)).json()) as Array<
      Record<string, unknown> & { image: string; type: string }
    >;

  it("shows a picture that exists for every result of every query", async () => {
    const seen = new Set<string>();
    const kinds = new Set<string>();
    for (const query of DEMO_QUERIES) {
      const results = await search(query);
      expect(results.length, query).toBeGreaterThan(0);
      for (const result of results) {
        kinds.add(result.type);
        seen.add(result.image);
      }
    }
    // Every kind of result was asked for its picture.
    expect(kinds).toEqual(new Set(["artwork", "product", "snap-card"]));
    for (const image of seen) {
      const response = await t.request(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get("content-type"), image).toBe("image/webp");
    }
  });

  it("finds products by their collection's name, as the owner renames it", async () => {
    const db = t.database.handle.db;
    expect(await search("tableware")).toEqual([]);
    await db
      .updateTable("collections")
      .set({ name: "Tableware" })
      .where("slug", "=", "coasters")
      .execute();
    const found = await search("tableware");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((result) => result.type === "product")).toBe(true);
    expect(found.map((result) => String(result.title))).toContain("Cat Nap Coaster");
  });

  it("shows Sold or Reserved instead of an original's price", async () => {
    const db = t.database.handle.db;
    const originals = await db
      .selectFrom("artworks")
      .select(["id", "title"])
      .orderBy("id")
      .limit(2)
      .execute();
    expect(originals).toHaveLength(2);
    const [sold, reserved] = originals as [(typeof originals)[0], (typeof originals)[0]];
    const offer = (id: number, state: string) =>
      db
        .updateTable("artworks")
        .set({ is_for_sale: true, price: 45000, sale_state: state })
        .where("id", "=", id)
        .execute();
    await offer(sold.id, "sold");
    await offer(reserved.id, "reserved");
    try {
      for (const [original, status] of [
        [sold, "sold"],
        [reserved, "reserved"],
      ] as const) {
        const found = (await search(original.title)).find(
          (result) => result.type === "artwork" && result.id === original.id,
        );
        expect(found, original.title).toMatchObject({ status, price: "" });
      }
    } finally {
      await db
        .updateTable("artworks")
        .set({ is_for_sale: false, price: null, sale_state: "available" })
        .where("id", "in", [sold.id, reserved.id])
        .execute();
    }
  });
});
