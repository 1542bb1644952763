import { expect } from "vitest";
import { CARD_SIZES_INPUT } from "./fixtures.ts";
import { makeJpeg } from "./images.ts";
import { json, type TestApp } from "./test-app.ts";
import { CUSTOMER, visitor } from "./visitor.ts";

/**
 * A small shop with a product, an artwork, a hero slide, testimonials, an order and a message.
 * Its pictures are small: encoding the three (AVIF and WebP at each width) took 1.76 s of CPU at
 * 640–1200 px and 0.46–0.57 s at 320–600 px, in the same run, and a round trip is one test that
 * a loaded machine once ran past its minute.
 */
export async function fillShop(t: TestApp) {
  const cookie = await t.login();
  /** A JSON POST as the owner. */
  const post = (path: string, body: unknown) => t.request(path, json("POST", body, { cookie }));
  const asset = await t.services.media.ingest(await makeJpeg(320, 320), "owl.jpg", "shop", "Owl");
  const product = await post("/api/admin/products", {
    name: "Owl Card",
    price: "3",
    category: "cards",
    imageUrl: asset.url,
    stock: 5,
    variants: CARD_SIZES_INPUT,
  });
  const { id } = (await product.json()) as { id: number };
  const art = await t.services.media.ingest(
    await makeJpeg(400, 300),
    "heron.jpg",
    "portfolio",
    "Heron",
  );
  await post("/api/admin/artworks", {
    title: "Heron",
    imageUrl: art.url,
    category: "paintings-drawings",
    artType: "wildlife",
    isFeatured: true,
    dimensions: "30 × 40 cm",
    altText: "A heron in the reeds",
    displayOrder: 2,
  });
  await post("/api/admin/snap-cards", {
    title: "Biscuit",
    imageUrl: art.url,
    subcategory: "dog",
    altText: "A spaniel with a biscuit",
  });
  const hero = await t.services.media.ingest(await makeJpeg(600, 300), "dawn.jpg", "carousel");
  for (const [path, body] of [
    ["/api/admin/carousel-images", { imageUrl: hero.url, alt: "Dawn", caption: "Oil on board" }],
    ["/api/admin/testimonials", { quote: "Lovely.", author: "Jo", location: "Leeds" }],
    ["/api/admin/testimonials", { quote: "Unpublished.", author: "Al", isPublished: false }],
  ] as const) {
    const response = await post(path, body);
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
  // A commission with a private reference photo.
  const request = new FormData();
  for (const [name, value] of Object.entries({
    name: "Bea",
    email: "bea@example.com",
    kind: "pet-portrait",
    description: "Our spaniel Biscuit, asleep by the fire.",
  }))
    request.append(name, value);
  request.append("photos", new File([new Uint8Array(await makeJpeg(320, 240))], "biscuit.jpg"));
  const commission = await t.request("/api/commissions", { method: "POST", body: request });
  expect(commission.status).toBe(201);
  // The mailing list: the owner's own consent line (version 2) and a sign-up under it.
  const consent = await t.request(
    "/api/admin/consent-text",
    json("PUT", { text: "Yes, tell me about new paintings." }, { cookie }),
  );
  expect(consent.status).toBe(200);
  const signUp = await t.request(
    "/api/subscribe",
    json("POST", { email: "reader@readers.example", consent: true, source: "footer" }),
  );
  expect(signUp.status).toBe(202);
  return order.orderNumber;
}

/** The commission as its requester sees it through the e-mailed link, with its photo's bytes. */
export async function commissionSnapshot(t: TestApp) {
  const mail = await t.database.handle.db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("kind", "=", "commission-received")
    .executeTakeFirstOrThrow();
  const link = /(\/commissions\/\d+)\?key=([A-Za-z0-9_-]{43})/.exec(mail.text_body)!;
  const page = await t.request(`/api${link[1]}?key=${link[2]}`);
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0]!;
  const commission = (await page.json()) as { photos: { url: string }[] };
  const photo = await t.request(commission.photos[0]!.url, { headers: { cookie } });
  expect(photo.status).toBe(200);
  return { commission, photo: Buffer.from(await photo.arrayBuffer()).toString("base64") };
}

/** The access key in the order confirmation's link (decision 017). */
export async function mailedKey(t: TestApp): Promise<string> {
  const mail = await t.database.handle.db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("kind", "=", "order-confirmation")
    .executeTakeFirst();
  const key = /\?key=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? "")?.[1];
  if (!key) throw new Error("no order link in the confirmation");
  return key;
}

export const snapshot = async (t: TestApp, orderNumber: string) => ({
  products: await (await t.request("/api/products")).json(),
  artworks: await (await t.request("/api/artworks")).json(),
  featured: await (await t.request("/api/artworks/featured")).json(),
  snapCards: await (await t.request("/api/snap-cards")).json(),
  // Read with the confirmation e-mail's key: the customer shows, so the keys came along too.
  order: await (await t.request(`/api/orders/${orderNumber}?key=${await mailedKey(t)}`)).json(),
  slides: await (await t.request("/api/carousel-images")).json(),
  testimonials: await t.services.home.listTestimonials(),
  messages: await t.services.contact.list(),
  commission: await commissionSnapshot(t),
  outbox: (await t.services.mail.listOutbox()).map(({ id: _id, ...rest }) => rest),
  subscribers: await t.services.audience.list(),
  consent: await t.services.audience.consent(),
});
