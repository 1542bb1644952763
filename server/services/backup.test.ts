import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../testing/images.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { DB_KINDS, type DbKind } from "../testing/test-db.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";
import { importData, readArchive, writeArchive } from "./backup.ts";

const folder = mkdtempSync(path.join(os.tmpdir(), "easel-backup-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A small shop with a product, an artwork, a hero slide, testimonials, an order and a message. */
async function fillShop(t: TestApp) {
  const cookie = await t.login();
  const asset = await t.services.media.ingest(await makeJpeg(640, 640), "owl.jpg", "shop", "Owl");
  const product = await t.request("/api/admin/products", {
    ...json("POST", {
      name: "Owl Card",
      price: "3",
      category: "cards",
      imageUrl: asset.url,
      stock: 5,
    }),
    headers: { "content-type": "application/json", cookie },
  });
  const { id } = (await product.json()) as { id: number };
  const art = await t.services.media.ingest(
    await makeJpeg(800, 600),
    "heron.jpg",
    "portfolio",
    "Heron",
  );
  await t.request("/api/admin/artworks", {
    ...json("POST", {
      title: "Heron",
      imageUrl: art.url,
      category: "paintings-drawings",
      artType: "wildlife",
      isFeatured: true,
      dimensions: "30 × 40 cm",
      altText: "A heron in the reeds",
      displayOrder: 2,
    }),
    headers: { "content-type": "application/json", cookie },
  });
  await t.request("/api/admin/snap-cards", {
    ...json("POST", {
      title: "Biscuit",
      imageUrl: art.url,
      subcategory: "dog",
      altText: "A spaniel with a biscuit",
    }),
    headers: { "content-type": "application/json", cookie },
  });
  const hero = await t.services.media.ingest(await makeJpeg(1200, 600), "dawn.jpg", "carousel");
  for (const [path, body] of [
    ["/api/admin/carousel-images", { imageUrl: hero.url, alt: "Dawn", caption: "Oil on board" }],
    ["/api/admin/testimonials", { quote: "Lovely.", author: "Jo", location: "Leeds" }],
    ["/api/admin/testimonials", { quote: "Unpublished.", author: "Al", isPublished: false }],
  ] as const) {
    const response = await t.request(path, {
      ...json("POST", body),
      headers: { "content-type": "application/json", cookie },
    });
    expect(response.status, path).toBe(201);
  }
  const v = visitor(t);
  await v.add({ productId: id, variant: "Large 15x21cm", quantity: 2 });
  const order = (await v.send("/api/orders", json("POST", CUSTOMER))).body as {
    orderNumber: string;
  };
  await t.request(
    "/api/contact",
    json("POST", { name: "Ann", email: "ann@example.com", message: "Lovely work, thank you!" }),
  );
  return order.orderNumber;
}

/** The access key in the order confirmation's link (decision 017). */
async function mailedKey(t: TestApp): Promise<string> {
  const mail = await t.database.handle.db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("kind", "=", "order-confirmation")
    .executeTakeFirst();
  const key = /\?key=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? "")?.[1];
  if (!key) throw new Error("no order link in the confirmation");
  return key;
}

const snapshot = async (t: TestApp, orderNumber: string) => ({
  products: await (await t.request("/api/products")).json(),
  artworks: await (await t.request("/api/artworks")).json(),
  featured: await (await t.request("/api/artworks/featured")).json(),
  snapCards: await (await t.request("/api/snap-cards")).json(),
  // Read with the confirmation e-mail's key: the customer shows, so the keys came along too.
  order: await (await t.request(`/api/orders/${orderNumber}?key=${await mailedKey(t)}`)).json(),
  slides: await (await t.request("/api/carousel-images")).json(),
  testimonials: await t.services.home.listTestimonials(),
  messages: await t.services.contact.list(),
  outbox: (await t.services.mail.listOutbox()).map(({ id: _id, ...rest }) => rest),
});

const pairs: Array<[DbKind, DbKind]> = DB_KINDS.flatMap((from) =>
  DB_KINDS.map((to) => [from, to] as [DbKind, DbKind]),
);

describe.each(pairs)("backup from %s, restore into %s", (from, to) => {
  it("gives back the same shop, pictures included, and new records carry on", async () => {
    const source = await createTestApp(from, { PUBLIC_URL: "http://localhost" });
    const target = await createTestApp(to, { PUBLIC_URL: "http://localhost" });
    try {
      const orderNumber = await fillShop(source);
      const file = path.join(folder, `${from}-${to}.tar.gz`);
      await writeArchive(source.database.handle.db, source.database.dataDir, file);

      const data = await readArchive(file, target.database.dataDir);
      await importData(target.database.handle.db, target.database.handle.dialect, data);
      await target.services.media.reoptimize("all");

      const restored = await snapshot(target, orderNumber);
      expect(restored).toEqual(await snapshot(source, orderNumber));
      expect(restored.order.customer.email).toBe(CUSTOMER.email);
      // The details of migration 005 come back too.
      expect(restored.artworks[0]).toMatchObject({
        dimensions: "30 × 40 cm",
        altText: "A heron in the reeds",
        displayOrder: 2,
      });
      expect(restored.snapCards[0]).toMatchObject({ altText: "A spaniel with a biscuit" });
      const [product] = (await (await target.request("/api/products")).json()) as Array<{
        imageUrl: string;
      }>;
      expect((await target.request(product!.imageUrl)).status).toBe(200);
      // Identities continue after the restored ids.
      const v = visitor(target, "203.0.113.77");
      const products = (await (await target.request("/api/products")).json()) as Array<{
        id: number;
      }>;
      expect(
        (await v.add({ productId: products[0]!.id, variant: "Small Square 12x12cm" })).status,
      ).toBe(201);
      expect((await v.send("/api/orders", json("POST", CUSTOMER))).status).toBe(201);
      // A database with content is never overwritten.
      await expect(
        importData(target.database.handle.db, target.database.handle.dialect, data),
      ).rejects.toThrow(/not empty/);
    } finally {
      await source.dispose();
      await target.dispose();
    }
  });
});
