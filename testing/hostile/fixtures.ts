/** A little of everything in a fresh shop for the hostile-input suites, and a snapshot of all of it. */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { issueToken } from "../../server/services/password-reset.ts";
import { CARD_SIZES_INPUT } from "../fixtures.ts";
import { makeJpeg } from "../images.ts";
import { rowsOf, tablesIn } from "../table-rows.ts";
import { json, type TestApp } from "../test-app.ts";
import type { Json } from "../use-test-app.ts";
import { CUSTOMER } from "../visitor.ts";
import type { Fixtures } from "./values.ts";

/** Every row of every table, with the columns each request changes anyway left out. */
export async function snapshot(t: TestApp): Promise<string> {
  const { handle } = t.database;
  // Every table there is (the migrations' own bookkeeping aside), so a new one is covered too.
  const tables = (await tablesIn(handle))
    // The security log records refused attempts on purpose (security-events.test.ts checks it),
    // and the rate limits count them (on PostgreSQL, in the database: that is their job).
    .filter((name) => name !== "security_events" && name !== "rate_limits");
  // A session's clock moves on every signed-in request.
  const parts: Record<string, unknown> = await rowsOf(handle, tables, {
    owner_sessions: "last_seen_at",
  });
  const media = path.join(t.database.dataDir, "media");
  parts.files = readdirSync(media, { recursive: true }).map(String).sort();
  return JSON.stringify(parts);
}

export async function makeFixtures(t: TestApp): Promise<Fixtures> {
  const owner = await t.login();
  const jpeg = await makeJpeg(64, 48);
  const image = (await t.services.media.ingest(jpeg, "shop.jpg", "shop")).url;
  const portfolioImage = (await t.services.media.ingest(jpeg, "art.jpg", "portfolio")).url;
  const snapImage = (await t.services.media.ingest(jpeg, "snap.jpg", "snapcards")).url;
  const as = (cookie: string) => ({ cookie });
  const post = async (url: string, body: unknown, headers: Record<string, string>) => {
    const response = await t.request(url, json("POST", body, headers), "192.0.2.1");
    expect(response.status, url).toBeLessThan(300);
    return { body: (await response.json()) as Json, headers: response.headers };
  };
  const product = await post(
    "/api/admin/products",
    {
      name: "Robin Card",
      price: "3",
      category: "cards",
      imageUrl: image,
      stock: 50,
      variants: CARD_SIZES_INPUT,
    },
    as(owner),
  );
  const artwork = await post(
    "/api/admin/artworks",
    { title: "Owl", imageUrl: portfolioImage, category: "sketches" },
    as(owner),
  );
  const snapCard = await post(
    "/api/admin/snap-cards",
    { title: "Snap-Cat 1", imageUrl: snapImage, subcategory: "cat" },
    as(owner),
  );
  const slide = await post(
    "/api/admin/carousel-images",
    { imageUrl: image, alt: "A robin" },
    as(owner),
  );
  const testimonial = await post(
    "/api/admin/testimonials",
    { quote: "Wonderful.", author: "Jo" },
    as(owner),
  );
  const cartOf = (response: { headers: Headers }) =>
    (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  const added = await post(
    "/api/cart/add",
    { productId: product.body.id, variant: "Small Square 12x12cm", quantity: 2 },
    {},
  );
  const visitor = cartOf(added);
  // Another visitor's order, for the order workflow.
  const buyer = cartOf(
    await post("/api/cart/add", { productId: product.body.id, variant: "Large 15x21cm" }, {}),
  );
  const order = await post("/api/orders", CUSTOMER, as(buyer));
  await post(
    "/api/contact",
    { name: "Grace", email: "grace@example.com", message: "A message of some length." },
    {},
  );
  const collector = await post(
    "/api/admin/collectors",
    { name: "Ada", email: "ada.collector@example.com" },
    as(owner),
  );
  const db = t.database.handle.db;
  const commission = await t.services.commissions.submit(
    {
      name: "Grace",
      email: "grace@example.com",
      kind: "pet-portrait",
      size: null,
      medium: null,
      budget: null,
      wantedBy: null,
      description: "My cat, on the windowsill.",
      consentToShow: false,
    },
    [],
  );
  await t.services.audience.subscribe(
    { email: "reader@readers.example", consent: true, source: "footer" },
    null,
  );
  const subscriber = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
  const announcement = await db
    .insertInto("announcements")
    .values({
      slug: "spring-work",
      subject: "Spring work",
      intro: "New paintings.",
      artwork_ids: "[]",
      product_ids: "[]",
      status: "draft",
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const message = await db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow();
  const mail = await db.selectFrom("mail_outbox").select("id").executeTakeFirstOrThrow();
  await db.updateTable("mail_outbox").set({ status: "failed" }).where("id", "=", mail.id).execute();
  return {
    owner,
    visitor,
    image,
    portfolioImage,
    snapImage,
    productId: product.body.id,
    artworkId: artwork.body.id,
    snapCardId: snapCard.body.id,
    slideId: slide.body.id,
    testimonialId: testimonial.body.id,
    // The test databases carry the seed's collections (testing/db-templates.ts).
    collectionId: (
      await db
        .selectFrom("collections")
        .select("id")
        .where("slug", "=", "cards")
        .executeTakeFirstOrThrow()
    ).id,
    discountId: (
      await db
        .insertInto("discount_codes")
        .values({
          code: "FIXTURE",
          kind: "amount",
          value: 100,
          created_at: "2026-01-01T00:00:00.000Z",
          updated_at: "2026-01-01T00:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id,
    cartItemId: added.body.items[0].id,
    orderNumber: order.body.orderNumber,
    messageId: message.id,
    outboxId: mail.id,
    collectorId: collector.body.id,
    commissionId: commission.id,
    // A reset link as the owner's mail would carry it (no mail is configured here).
    resetToken: await issueToken(db, new Date()),
    subscriberId: subscriber.id,
    announcementId: announcement.id,
  };
}

export const prototypeKeys = () =>
  JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort());
