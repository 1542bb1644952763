import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { SEEDED_AT, seedDemoSite } from "../../../testing/demo-site.ts";
import { addProduct } from "../../../testing/fixtures.ts";
import { json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { expectAnswer, type Json, useTestApp } from "../../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../../testing/visitor.ts";

describe.each(DB_KINDS)("leaving the demo behind (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  /** Changes `path` as the owner, which must succeed. */
  const patched = async (path: string, body: Json) =>
    expect((await owner(path, json("PATCH", body))).status).toBe(200);

  const variantsOf = (key: string) => path.join(t.database.dataDir, "media", "variants", key);

  it("is for the owner only", async () => {
    expect((await t.request("/api/admin/demo")).status).toBe(401);
    expect((await t.request("/api/admin/demo/remove", json("POST", {}))).status).toBe(401);
  });

  it("says what is left of the demo", async () => {
    await seedDemoSite(t);
    const summary = await owner("/api/admin/demo");
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      artworks: 3,
      products: 1,
      snapCards: 1,
      slides: 1,
      testimonials: 1,
      commissions: 0,
      collections: 0,
      // artist name, tagline, phone; biography, portrait, its alt, studio, its alt, quote
      texts: 9,
      present: true,
    });
  });

  it("removes every demo record, text and picture, and keeps the owner's work, orders and messages", async () => {
    const site = await seedDemoSite(t);
    // The owner makes one demo artwork their own, and only reorders and features another.
    await patched(`/api/admin/artworks/${site.demoArtworkEdited}`, { title: "My fox now" });
    await patched(`/api/admin/artworks/${site.demoArtworkMoved}`, { displayOrder: 9 });
    // …renames the site, but leaves the demo's tagline and phone.
    await patched("/api/admin/settings", {
      profile: { ...(await t.services.settings.get()).profile, artistName: "June Okafor" },
    });
    // A buyer orders the demo coaster, and writes to the artist.
    const buyer = visitor(t);
    expect((await buyer.add({ productId: site.demoProduct, quantity: 1 })).status).toBe(201);
    const order = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(order.status).toBe(201);
    const message = await t.request(
      "/api/contact",
      json("POST", {
        name: "Ada",
        email: "ada@example.com",
        subject: "commission",
        message: "A lovely shop you have here.",
      }),
    );
    expect(message.status).toBe(201);

    const removal = await owner("/api/admin/demo/remove", json("POST", {}));
    expectAnswer(removal, 200, {
      artworks: 2,
      products: 1,
      snapCards: 1,
      slides: 1,
      testimonials: 1,
      texts: 8,
      present: true,
    });

    // What visitors see: only the owner's.
    const artworks = (await (await t.request("/api/artworks")).json()) as Json[];
    expect(artworks.map((a) => a.title).sort()).toEqual(["My fox now", "My own heron"]);
    const products = (await (await t.request("/api/products")).json()) as Json[];
    expect(products.map((p) => p.name)).toEqual(["My own mug"]);
    const cards = (await (await t.request("/api/snap-cards")).json()) as Json[];
    expect(cards).toEqual([]);
    const slides = (await owner("/api/admin/carousel-images")).body as Json[];
    expect(slides.map((s) => [s.alt, s.displayOrder])).toEqual([["My slide", 0]]);
    const testimonials = (await owner("/api/admin/testimonials")).body as Json[];
    expect(testimonials.map((s) => [s.author, s.displayOrder])).toEqual([["A. Buyer", 0]]);

    // The settings: the owner's name stays; the demo's words give way to a new site's.
    const settings = await t.services.settings.get();
    expect(settings.profile).toMatchObject({
      artistName: "June Okafor",
      tagline: DEFAULT_PROFILE.tagline,
      phone: DEFAULT_PROFILE.phone,
    });
    expect(settings).toMatchObject({
      biography: [],
      portraitUrl: null,
      studioUrl: null,
      quote: null,
    });

    // Orders and messages are untouched; the order's picture still shows.
    const placed = await owner(`/api/admin/orders/${order.body.orderNumber}`);
    expect(placed.status).toBe(200);
    expect(JSON.stringify(placed.body)).toContain("Demo coaster");
    const inbox = await owner("/api/admin/messages");
    expect(JSON.stringify(inbox.body)).toContain("A lovely shop you have here.");

    // The demo's pictures are gone from the disk; shared and ordered ones stay.
    const { pics } = site;
    for (const gone of [pics.art1, pics.card, pics.slidePic, pics.portrait, pics.studio]) {
      expect(existsSync(variantsOf(gone.key)), gone.key).toBe(false);
      expect(await t.services.media.find(gone.key)).toBeUndefined();
    }
    for (const kept of [pics.art2, pics.ownPic, pics.productPic]) {
      expect(existsSync(variantsOf(kept.key)), kept.key).toBe(true);
    }
    expect(removal.body.images).toBe(5);

    // Nothing is left: a second removal changes nothing.
    const again = await owner("/api/admin/demo/remove", json("POST", {}));
    expect(again.body).toEqual({
      artworks: 0,
      products: 0,
      snapCards: 0,
      slides: 0,
      testimonials: 0,
      commissions: 0,
      collections: 0,
      texts: 0,
      present: false,
      images: 0,
    });
    expect((await owner("/api/admin/demo")).body.present).toBe(false);
  });

  it("removes the demo's collections left empty, with their offers; keeps the owner's", async () => {
    const db = t.db();
    // The test database holds the demo's three collections; the seed marks them the demo's.
    await db.updateTable("collections").set({ is_demo: true }).execute();
    const created = await owner(
      "/api/admin/collections",
      json("POST", { name: "Prints", offers: [{ quantity: 2, percentOff: 10 }] }),
    );
    expect(created.status).toBe(201);
    const ids = Object.fromEntries(
      (await db.selectFrom("collections").select(["slug", "id"]).execute()).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    // A demo product in each demo collection; the owner's mug among the coasters; the owner
    // rewords the (empty) greeting cards' collection, which makes it theirs.
    const demo = { is_demo: true };
    await addProduct(db, { name: "Demo pack", category: "snap-cat", price: 1000, ...demo });
    await addProduct(db, { name: "Demo card", category: "cards", price: 400, ...demo });
    await addProduct(db, { name: "Demo coaster", category: "coasters", price: 400, ...demo });
    await addProduct(db, { name: "My own mug", category: "coasters", price: 1200 });
    await addProduct(db, { name: "Demo tile", category: "tiles-demo", price: 500, ...demo });
    await db
      .insertInto("collections")
      .values({
        slug: "tiles-demo",
        name: "Tiles",
        offers: JSON.stringify([{ quantity: 3, save: 100 }]),
        position: 9,
        is_demo: true,
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      })
      .execute();
    const reworded = await owner(
      `/api/admin/collections/${ids.cards}`,
      json("PATCH", { description: "My own cards, soon." }),
    );
    expect(reworded.status).toBe(200);

    // Snap's and the tiles' collections hold only the demo's products: they go.
    expect((await owner("/api/admin/demo")).body).toMatchObject({ collections: 2, present: true });
    const removal = await owner("/api/admin/demo/remove", json("POST", {}));
    expectAnswer(removal, 200, { products: 4, collections: 2 });

    const left = (await owner("/api/admin/collections")).body as Json[];
    expect(left.map((c) => c.slug)).toEqual(["cards", "coasters", "prints"]);
    expect(left.find((c) => c.slug === "prints")!.offers).toEqual([
      { quantity: 2, percentOff: 10 },
    ]);
    // The coasters' offer stays with the owner's mug; Snap's offers went with its collection.
    const offers = await t.services.collections.offers();
    expect(Object.keys(offers).sort()).toEqual(["cards", "coasters", "prints"]);
    expect(offers.coasters).toEqual([{ quantity: 4, save: 100 }]);
    const shop = (await (await t.request("/api/collections")).json()) as Json[];
    expect(shop.map((c) => c.slug)).toEqual(["coasters"]);
    // Nothing of the demo is left to count.
    expect((await owner("/api/admin/demo")).body).toMatchObject({ collections: 0, present: false });
  });

  it("keeps the certificate of a demo piece sold for real, with its picture", async () => {
    const site = await seedDemoSite(t);
    // The demo's estuary is offered as it was seeded (still the demo's), and a buyer pays for it.
    await t
      .db()
      .updateTable("artworks")
      .set({ is_for_sale: true, price: 45_000 })
      .where("id", "=", site.demoArtwork)
      .execute();
    const buyer = visitor(t);
    expect((await buyer.add({ artworkId: site.demoArtwork })).status).toBe(201);
    const order = await buyer.send("/api/orders", json("POST", CUSTOMER));
    const number = order.body.orderNumber;
    await patched(`/api/admin/orders/${number}`, { status: "paid" });
    const [issued] = (await owner("/api/admin/certificates")).body as Json[];

    expect((await owner("/api/admin/demo/remove", json("POST", {}))).status).toBe(200);
    expect((await owner("/api/admin/certificates")).body).toEqual([{ ...issued, artworkId: null }]);
    const kept = await t.services.certificates.verify(issued.code);
    expect(kept).toMatchObject({ title: "Demo estuary", imageUrl: site.pics.art1.url });
    expect(existsSync(variantsOf(site.pics.art1.key))).toBe(true);
    expect((await owner("/api/admin/collectors")).body).toEqual([
      expect.objectContaining({
        email: CUSTOMER.email,
        works: [expect.objectContaining({ title: "Demo estuary" })],
      }),
    ]);
  });

  it("makes a demo slide, snap card or product the owner's once they change its words or picture", async () => {
    const site = await seedDemoSite(t);
    const [slide] = (await owner("/api/admin/carousel-images")).body as Json[];
    await patched(`/api/admin/carousel-images/${slide.id}`, { caption: "Now mine" });
    await patched(`/api/admin/snap-cards/${site.demoCard}`, { title: "Snap-Cat: Ginger" });
    // hiding a product is not making it one's own
    await patched(`/api/admin/products/${site.demoProduct}`, { isAvailable: false });
    const removal = await owner("/api/admin/demo/remove", json("POST", {}));
    expect(removal.body).toMatchObject({ slides: 0, snapCards: 0, products: 1 });
    expect((await owner("/api/admin/carousel-images")).body).toHaveLength(2);
  });

  it("finds nothing to remove on a site that never had the demo", async () => {
    const removal = await owner("/api/admin/demo/remove", json("POST", {}));
    expect(removal.status).toBe(200);
    expect(removal.body.present).toBe(false);
  });
});
