import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formInput } from "#core/form-input.ts";
import type { MediaSection } from "#core/media-files.ts";
import type { BackupData } from "#core/schemas/backup-input.ts";
import { ArtworkUpdateSchema, MAX_ARTWORK_IMAGES } from "#core/schemas/content-input.ts";
import { makeJpeg, pictureMaker } from "../../../testing/images.ts";
import { createTestApp, json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { type Json, useTestApp } from "../../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../../testing/visitor.ts";
import { exportData, importData } from "../../services/backup-tables.ts";

/**
 * Several photos per artwork, a picture replaced in place (artworks,
 * products, snap cards) with its old files deleted once nothing shows them, and snap cards'
 * name and description.
 */
describe.each(DB_KINDS)("artwork photos and replaced pictures (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  const picture = pictureMaker(() => t);
  /** A new uploaded picture (each a different size, so a different image): its URL and key. */
  const upload = async (section: MediaSection = "portfolio") => {
    const { url, key } = await picture(section);
    return { url, key };
  };
  /** Are the picture's files (original and variants) and record still there? */
  const stored = async (key: string) => {
    const variants = path.join(t.services.env.mediaDir, "variants", key);
    const originals = path.join(t.services.env.mediaDir, "originals", `${key}.jpg`);
    const record = await t.services.media.find(key);
    return { variants: existsSync(variants), original: existsSync(originals), record: !!record };
  };
  const GONE = { variants: false, original: false, record: false };
  const KEPT = { variants: true, original: true, record: true };
  const publicArtwork = async (id: number, list = "/api/artworks"): Promise<Json> =>
    ((await (await t.request(list)).json()) as Json[]).find((a) => a.id === id);
  const newArtwork = async (over: Json = {}) => {
    const cover = await upload();
    const made = await owner(
      "/api/admin/artworks",
      json("POST", { title: "Moon jar", imageUrl: cover.url, category: "ceramics", ...over }),
    );
    expect(made.status).toBe(201);
    return { id: made.body.id as number, cover };
  };
  const patch = (id: number, body: Json) => owner(`/api/admin/artworks/${id}`, json("PATCH", body));
  const urlsOf = (artwork: Json) => artwork.images.map((image: Json) => image.imageUrl);

  it("adds, reorders and removes photos, the cover following the first", async () => {
    const { id, cover } = await newArtwork({ altText: "The jar from the front" });
    expect((await publicArtwork(id)).images).toEqual([
      expect.objectContaining({ imageUrl: cover.url, altText: "The jar from the front" }),
    ]);
    const side = await upload();
    const foot = await upload();
    const added = await patch(id, {
      images: [
        { imageUrl: cover.url, altText: "The jar from the front" },
        { imageUrl: side.url, altText: "Its side, with the glaze running" },
        { imageUrl: foot.url },
      ],
    });
    expect(added.status).toBe(200);
    expect(urlsOf(added.body)).toEqual([cover.url, side.url, foot.url]);
    const listed = await publicArtwork(id);
    expect(listed).toMatchObject({ imageUrl: cover.url, altText: "The jar from the front" });
    expect(listed.images).toEqual([
      expect.objectContaining({ imageUrl: cover.url, altText: "The jar from the front" }),
      expect.objectContaining({
        imageUrl: side.url,
        altText: "Its side, with the glaze running",
        image: expect.objectContaining({ key: side.key, alt: "Its side, with the glaze running" }),
      }),
      // No alt text of its own: the title describes it.
      expect.objectContaining({
        imageUrl: foot.url,
        altText: null,
        image: expect.objectContaining({ alt: "Moon jar" }),
      }),
    ]);
    // The portfolio endpoint lists them the same way.
    const portfolio = await publicArtwork(id, "/api/artworks/portfolio?category=ceramics");
    expect(urlsOf(portfolio)).toEqual([cover.url, side.url, foot.url]);

    // Reordered: the foot first, so it is the cover (with its alt text) everywhere.
    const reordered = await patch(id, {
      images: [
        { imageUrl: foot.url, altText: "The foot ring" },
        { imageUrl: cover.url, altText: "The jar from the front" },
        { imageUrl: side.url, altText: "Its side, with the glaze running" },
      ],
    });
    expect(reordered.status).toBe(200);
    expect(await publicArtwork(id)).toMatchObject({
      imageUrl: foot.url,
      altText: "The foot ring",
      image: expect.objectContaining({ key: foot.key }),
    });
    expect(urlsOf(await publicArtwork(id))).toEqual([foot.url, cover.url, side.url]);

    // Removed down to one: the others' files go, as nothing else shows them.
    expect((await patch(id, { images: [{ imageUrl: side.url }] })).status).toBe(200);
    const left = await publicArtwork(id);
    expect(left).toMatchObject({ imageUrl: side.url, altText: null });
    expect(urlsOf(left)).toEqual([side.url]);
    expect(await stored(foot.key)).toEqual(GONE);
    expect(await stored(cover.key)).toEqual(GONE);
    expect(await stored(side.key)).toEqual(KEPT);
  });

  it(`refuses more than ${MAX_ARTWORK_IMAGES} photos, none, a foreign picture, and both fields, changing nothing`, async () => {
    const { id, cover } = await newArtwork();
    const many = await Promise.all(
      Array.from({ length: MAX_ARTWORK_IMAGES + 1 }, () => ({ imageUrl: cover.url })),
    );
    const elsewhere = `/media/${"b".repeat(32)}/600.webp`;
    for (const [body, message] of [
      [{ images: many }, `At most ${MAX_ARTWORK_IMAGES} photos`],
      [{ images: [] }, "An artwork needs at least one photo"],
      [
        { images: [{ imageUrl: "https://elsewhere.example/a.jpg" }] },
        "Use an image uploaded to this site",
      ],
      [{ images: [{ imageUrl: elsewhere }] }, `Unknown image: ${elsewhere}`],
      [
        { images: [{ imageUrl: cover.url }], imageUrl: cover.url },
        "Give imageUrl (a new cover) or images (every photo), not both",
      ],
    ] as const) {
      const refused = await patch(id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect(urlsOf(await publicArtwork(id))).toEqual([cover.url]);
  });

  it("reads the edit dialog's numbered photo fields as the JSON list", () => {
    const form = new FormData();
    form.append("images.1.imageUrl", `/media/${"c".repeat(32)}/600.webp`);
    form.append("images.0.imageUrl", `/media/${"d".repeat(32)}/600.webp`);
    form.append("images.0.altText", "Front");
    form.append("images.1.altText", "");
    expect(ArtworkUpdateSchema.parse(formInput(form)).images).toEqual([
      { imageUrl: `/media/${"d".repeat(32)}/600.webp`, altText: "Front" },
      { imageUrl: `/media/${"c".repeat(32)}/600.webp`, altText: null },
    ]);
  });

  it("replaces an artwork's picture in place: record, address and states stay, old files go", async () => {
    const { id, cover } = await newArtwork({ isFeatured: true, displayOrder: 3 });
    expect((await patch(id, { isForSale: true, price: "450", saleStatus: "sold" })).status).toBe(
      200,
    );
    const before = await publicArtwork(id);

    const fresh = await upload();
    const replaced = await patch(id, { imageUrl: fresh.url });
    expect(replaced.status).toBe(200);
    const after = await publicArtwork(id);
    expect(after).toMatchObject({
      id,
      url: before.url,
      imageUrl: fresh.url,
      isFeatured: true,
      displayOrder: 3,
      isForSale: true,
      price: "450.00",
      saleStatus: "sold",
    });
    expect(urlsOf(after)).toEqual([fresh.url]);
    expect((await publicArtwork(id, "/api/artworks/featured"))?.imageUrl).toBe(fresh.url);
    expect(await stored(cover.key)).toEqual(GONE);
  });

  it("keeps an old picture something else still shows: another record, or a placed order", async () => {
    const { id, cover } = await newArtwork({ isFeatured: false });
    expect((await patch(id, { isForSale: true, price: "450" })).status).toBe(200);
    // The same upload on a second artwork.
    const twin = await owner(
      "/api/admin/artworks",
      json("POST", { title: "Twin", imageUrl: cover.url, category: "ceramics" }),
    );
    expect(twin.status).toBe(201);
    expect((await patch(id, { imageUrl: (await upload()).url })).status).toBe(200);
    expect(await stored(cover.key)).toEqual(KEPT);

    // A reserved original: the order's line shows the picture it was bought with.
    const bought = await newArtwork();
    expect((await patch(bought.id, { isForSale: true, price: "300" })).status).toBe(200);
    const buyer = visitor(t, "203.0.113.61");
    expect((await buyer.add({ artworkId: bought.id })).status).toBe(201);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    const url = (await publicArtwork(bought.id)).url;
    expect((await patch(bought.id, { images: [{ imageUrl: (await upload()).url }] })).status).toBe(
      200,
    );
    expect(await publicArtwork(bought.id)).toMatchObject({ url, saleStatus: "reserved" });
    expect(await stored(bought.cover.key)).toEqual(KEPT);
  });

  it("replaces a product's picture in place: its id stays and the old files go", async () => {
    const first = await upload("shop");
    const made = await owner(
      "/api/admin/products",
      json("POST", { name: "Print", price: "20", category: "coasters", imageUrls: [first.url] }),
    );
    expect(made.status).toBe(201);
    const second = await upload("shop");
    const changed = await owner(
      `/api/admin/products/${made.body.id}`,
      json("PATCH", { imageUrls: [second.url] }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: made.body.id, imageUrl: second.url });
    expect(await stored(first.key)).toEqual(GONE);
    expect(await stored(second.key)).toEqual(KEPT);
  });

  it("edits a snap card's name, description and picture, in place", async () => {
    const first = await upload("snapcards");
    const made = await owner(
      "/api/admin/snap-cards",
      json("POST", { title: "Tabby", subcategory: "cat", imageUrl: first.url, order: 2 }),
    );
    expect(made.status).toBe(201);
    const second = await upload("snapcards");
    const edited = await owner(
      `/api/admin/snap-cards/${made.body.id}`,
      json("PATCH", {
        name: "Marmalade",
        description: "  Naps in the sun.  ",
        imageUrl: second.url,
      }),
    );
    expect(edited.status).toBe(200);
    const card = ((await (await t.request("/api/snap-cards")).json()) as Json[]).find(
      (c) => c.id === made.body.id,
    );
    expect(card).toMatchObject({
      id: made.body.id,
      title: "Tabby",
      name: "Marmalade",
      description: "Naps in the sun.",
      imageUrl: second.url,
      subcategory: "cat",
      order: 2,
    });
    expect(await stored(first.key)).toEqual(GONE);
    // Emptied: no name, no description.
    const cleared = await owner(
      `/api/admin/snap-cards/${made.body.id}`,
      json("PATCH", { name: "", description: "" }),
    );
    expect(cleared.body).toMatchObject({ name: null, description: null });
    const long = await owner(
      `/api/admin/snap-cards/${made.body.id}`,
      json("PATCH", { description: "x".repeat(2001) }),
    );
    expect(long.status).toBe(400);
  });
});

/** A backup carries an artwork's photos; one made before them still restores. */
describe.each(DB_KINDS)("backups and artwork photos (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  /** A new test app on the same engine, for the backup to be restored into. */
  async function restoredFrom(data: BackupData): Promise<Json[]> {
    const target = await createTestApp(kind);
    try {
      const { db, dialect } = target.database.handle;
      await importData(db, dialect, data, { keep: null });
      return (await (await target.request("/api/artworks")).json()) as Json[];
    } finally {
      await target.dispose();
    }
  }

  it("restores every photo in order, and a backup from before photos as the cover alone", async () => {
    const urls: string[] = [];
    for (const [width, name] of [
      [410, "front"],
      [420, "side"],
      [430, "foot"],
    ] as const)
      urls.push(
        (await t.services.media.ingest(await makeJpeg(width, 300), `${name}.jpg`, "portfolio")).url,
      );
    const made = await t.owner(
      "/api/admin/artworks",
      json("POST", { title: "Moon jar", imageUrl: urls[0], category: "ceramics" }),
    );
    const images = urls.map((imageUrl, i) => ({ imageUrl, altText: `Photo ${i + 1}` }));
    expect(
      (await t.owner(`/api/admin/artworks/${made.body.id}`, json("PATCH", { images }))).status,
    ).toBe(200);
    const data = await exportData(t.db());
    expect(data.tables.artwork_images).toHaveLength(2);

    const [restored] = await restoredFrom(data);
    expect(restored).toMatchObject({ id: made.body.id, imageUrl: urls[0], altText: "Photo 1" });
    expect(restored.images.map((image: Json) => [image.imageUrl, image.altText])).toEqual(
      images.map((image) => [image.imageUrl, image.altText]),
    );

    // A backup made before migration 022 has no artwork_images: each artwork is its cover.
    const { artwork_images: _photos, ...older } = data.tables;
    const [old] = await restoredFrom({ ...data, tables: older });
    expect(old).toMatchObject({ imageUrl: urls[0], altText: "Photo 1" });
    expect(old.images.map((image: Json) => image.imageUrl)).toEqual([urls[0]]);
  });
});
