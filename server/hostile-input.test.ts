/**
 * Hostile input for every write endpoint (issue #7, item 3). The endpoints are enumerated from the
 * Hono app's own route list, and the test fails when one has no entry in ENDPOINTS below, so a new
 * endpoint can't be missed. Each endpoint gets, with the session it needs (owner or a visitor's
 * cart) and on a fresh database with a little of everything in it:
 *
 * - every field of a valid body replaced by wrong types, null, deep objects, arrays, 100k-character
 *   strings, huge, negative, fractional and non-finite numbers (as the field's kind calls for);
 * - whole bodies: arrays, null, scalars, empty, malformed and very deeply nested JSON, an oversized
 *   body, `__proto__` / `constructor` / `prototype` keys (as raw JSON text too), and the wrong
 *   content type (text/plain, form-urlencoded, multipart, none);
 * - path parameters that are not ids (text, negative, fractional, beyond 32 bits, encoded bytes);
 * - for the uploads: JSON and text bodies, missing files, text posing as an image, zero bytes, a
 *   wrong extension, a PNG header claiming 50,000 × 50,000 pixels and an unknown section.
 *
 * Every refusal must be a 4xx with a non-empty `message`, leave every table (and the media folder)
 * exactly as it was, and leave Object.prototype unpolluted. About 15 s per engine.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "./db/schema.ts";
import { tablesOf } from "./db/tables.ts";
import { CARD_SIZES_INPUT } from "./testing/fixtures.ts";
import { makeJpeg, pngHeaderClaiming } from "./testing/images.ts";
import { json, TEST_PASSWORD, type TestApp } from "./testing/test-app.ts";
import { DB_KINDS } from "./testing/test-db.ts";
import { DEMO_TAX, type Json, useTestApp, withTestApp } from "./testing/use-test-app.ts";
import { CUSTOMER } from "./testing/visitor.ts";

const LONG = "x".repeat(100_000);
const DEEP: Json = (() => {
  let value: Json = { leaf: true };
  for (let i = 0; i < 1_000; i++) value = { nested: value };
  return value;
})();
const WRONG_TYPES: unknown[] = [12345, true, {}, ["a"], DEEP];
const BAD_NUMBERS: unknown[] = [
  "abc",
  true,
  {},
  [1],
  DEEP,
  LONG,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 1,
  2 ** 31,
  "Infinity",
  "-Infinity",
  "NaN",
  "1e308",
  "0x10",
];

/** The hostile values for a field of a given kind (only values the field must refuse). */
const kinds = {
  text: (nullable = false) => [...WRONG_TYPES, LONG, ...(nullable ? [] : [null])],
  email: () => [...WRONG_TYPES, LONG, null, "not-an-email", `${"a".repeat(300)}@example.com`],
  choice: (nullable = false) => [...kinds.text(nullable), "not-a-choice", "__proto__"],
  /** A whole number from `min` (JSON number or numeric text). */
  count: (min: number, nullable = false) => [
    ...BAD_NUMBERS,
    -1,
    min - 1,
    1.5,
    "1.5",
    "-1",
    ...(nullable ? [] : [null, ""]),
  ],
  price: () => [...BAD_NUMBERS, -1, "-1", "1.234", "4,00", "1e3", null, "", "1000000", 99_999_999],
  // "true"/"false"/"on" are what a form sends for a yes/no, read alike by both doors (issue 31).
  bool: () => ["yes", "TRUE", 1, 0, {}, [], null, LONG],
  mediaUrl: (nullable = false) => [
    ...kinds.text(nullable),
    "https://evil.example/x.png",
    "/media/../../etc/passwd",
    "javascript:alert(1)",
    `/media/${"f".repeat(32)}/400.webp`, // the right shape, but never uploaded here
  ],
  list: (item: unknown) => ["a", 1, {}, null, DEEP, [DEEP], Array(100).fill(item), [LONG]],
};

/** Path parameters that name nothing. */
const BAD_IDS = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e308",
  "2147483648",
  "99999999999999999999",
  "%00",
  "1%20or%201%3D1",
  "%F0%9F%92%A9",
  "x".repeat(5_000),
];

interface Fixtures {
  owner: string;
  visitor: string;
  image: string;
  portfolioImage: string;
  snapImage: string;
  productId: number;
  artworkId: number;
  snapCardId: number;
  slideId: number;
  testimonialId: number;
  collectionId: number;
  cartItemId: number;
  orderNumber: string;
  messageId: number;
  outboxId: number;
  collectorId: number;
  commissionId: number;
}

interface Endpoint {
  /** Whose cookie goes with the request. */
  as: "owner" | "visitor" | "nobody";
  /** The URL with valid path parameters. */
  url: (f: Fixtures) => string;
  /** The URL with a hostile value for the path parameter (endpoints with one). */
  badUrl?: (value: string) => string;
  /** A valid JSON body; absent for endpoints without a body. */
  body?: (f: Fixtures) => Record<string, unknown>;
  /** Hostile values per field of the body ("profile.email" for a nested one). */
  fields?: Record<string, unknown[]>;
  /** Multipart uploads: the file field and the default section. */
  upload?: { field: string };
  /** Every field is optional (a partial update): `{}` and prototype-only bodies may succeed. */
  partial?: true;
}

type Route = Endpoint & { method: string };

const settingsBody = (f: Fixtures) => ({
  profile: {
    artistName: "Ada Painter",
    tagline: "Paintings and ceramics",
    email: "ada@example.com",
    ordersEmail: "orders@example.com",
    phone: "+44 20 7946 0000",
    location: "Bristol",
    businessAddress: "1 Quay Street\nBristol BS1 4DJ",
    social: [{ kind: "instagram", label: "Instagram", href: "https://instagram.com/ada" }],
  },
  biography: ["One paragraph about the artist."],
  portraitUrl: f.portfolioImage,
  portraitAlt: "The artist at her wheel",
  studioUrl: null,
  studioAlt: "",
  quote: { text: "Fired the kiln today.", href: "https://example.com/post/1" },
  shareImageUrl: f.portfolioImage,
  shareImageAlt: "Paintings on the studio wall",
  paymentInstructions: "Pay by bank transfer within 7 days.",
  store: {
    currency: "GBP",
    taxRate: "8",
    shippingFee: "9.99",
    freeShippingThreshold: "50",
    charityStatement: "10% of profits go to charity.",
    zones: {
      europe: { fee: "14.99", freeShippingThreshold: "120" },
      world: { fee: "24.99", freeShippingThreshold: "" },
    },
    originalShipping: { home: "15", europe: "35", world: "60" },
  },
  legal: {
    privacy: "## Your information\n\nWe keep it safe.",
    terms: "## Terms\n\nBe kind.",
    shippingReturns: "## Shipping\n\nWithin 3 days.",
  },
});

/** Hostile values for the fields a product's POST and PATCH share first. */
const productFields = () => ({
  name: [...kinds.text(), "", "   "],
  description: kinds.text(),
  price: kinds.price(),
  category: kinds.choice(),
  subcategory: kinds.choice(true),
});

/** A hero slide's valid body and its fields' hostile values (POST and PATCH). */
const slideBody = (f: Fixtures) => ({
  imageUrl: f.image,
  alt: "A heron at dawn",
  title: "Dawn",
  caption: "Oil on board",
  displayOrder: 0,
});
const slideFields = () => ({
  imageUrl: kinds.mediaUrl(),
  alt: [...kinds.text(), "", "   "],
  title: [...WRONG_TYPES, LONG],
  caption: [...WRONG_TYPES, LONG],
  displayOrder: kinds.count(0, true),
});

/** A testimonial's valid body and its fields' hostile values (POST and PATCH). */
const testimonialBody = () => ({
  quote: "Lovely work.",
  author: "Sam P.",
  location: "Leeds",
  displayOrder: 0,
  isPublished: true,
});
const testimonialFields = () => ({
  quote: [...kinds.text(), "", "   "],
  author: [...kinds.text(), ""],
  location: [...WRONG_TYPES, LONG],
  displayOrder: kinds.count(0, true),
  isPublished: kinds.bool(),
});

/** A collection's valid body and its fields' hostile values (POST and PATCH; issue #25). */
const collectionBody = () => ({
  name: "Prints",
  description: "Giclée prints",
  offers: [{ quantity: 2, save: "5.00" }],
});
const collectionFields = () => ({
  name: [...kinds.text(), ""],
  description: [...WRONG_TYPES, LONG],
  footnote: [...WRONG_TYPES, LONG],
  itemNoun: [...WRONG_TYPES, LONG],
  offers: [
    ...WRONG_TYPES,
    [{ quantity: 0, save: "1.00" }],
    [{ quantity: 2 }],
    [{ quantity: 2, save: "1.00", percentOff: 5 }],
    [{ quantity: 2, percentOff: 101 }],
    [{ quantity: 2, save: "-1" }],
    Array(7).fill({ quantity: 2, save: "1.00" }),
  ],
});

/** The owner's DELETE of one item of `/api/admin/{collection}`, whose id `id` picks. */
const ownerDelete = (collection: string, id: (f: Fixtures) => number): Endpoint => ({
  as: "owner",
  url: (f) => `/api/admin/${collection}/${id(f)}`,
  badUrl: (bad) => `/api/admin/${collection}/${bad}`,
});

/** Every write endpoint of the API, keyed as `METHOD path` exactly as app.routes lists it. */
const ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/cart/add": {
    as: "visitor",
    url: () => "/api/cart/add",
    body: (f) => ({ productId: f.productId, quantity: 1, variant: "Large 15x21cm" }),
    fields: {
      productId: [...kinds.count(1), 987_654],
      // An original instead of the product (both at once is refused), or one not for sale.
      artworkId: [...kinds.count(1), 987_654],
      quantity: kinds.count(1).concat([100]),
      variant: [...WRONG_TYPES, LONG, "Medium"],
    },
  },
  "PATCH /api/cart/update": {
    as: "visitor",
    url: () => "/api/cart/update",
    body: (f) => ({ cartItemId: f.cartItemId, quantity: 3 }),
    fields: {
      cartItemId: [...kinds.count(1), 987_654],
      quantity: kinds.count(1).concat([100, 51]), // 51: more than the stock of 50
    },
  },
  "DELETE /api/cart/remove/:id": {
    as: "visitor",
    url: (f) => `/api/cart/remove/${f.cartItemId}`,
    badUrl: (id) => `/api/cart/remove/${id}`,
  },
  "DELETE /api/cart/clear": { as: "visitor", url: () => "/api/cart/clear" },
  "POST /api/orders": {
    as: "visitor",
    url: () => "/api/orders",
    body: () => ({ ...CUSTOMER, idempotencyKey: "hostile-input-key-0001" }),
    fields: {
      firstName: [...kinds.text(), "A"],
      lastName: [...kinds.text(), "B"],
      email: kinds.email(),
      phone: kinds.text(true),
      address: [...kinds.text(), "1 A"],
      city: kinds.text(),
      state: kinds.text(),
      // A postcode of another country ("2000" is Australian) and codes no longer offered.
      zipCode: [...kinds.text(), "123", "2000"],
      country: [...kinds.choice(), "OTHER", "UK", "ZZ"],
      idempotencyKey: [...kinds.text(true), "short", "has spaces in it here", "x".repeat(101)],
    },
  },
  "POST /api/contact": {
    as: "nobody",
    url: () => "/api/contact",
    body: (f) => ({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "commission",
      message: "Could you paint my cat, please?",
      artworkId: f.artworkId,
    }),
    fields: {
      name: kinds.text(),
      email: kinds.email(),
      subject: kinds.choice(true),
      message: [...kinds.text(), "too short"],
      artworkId: [...kinds.count(1, true), 987_654],
      website: [...WRONG_TYPES, LONG],
    },
  },
  "POST /api/admin/login": {
    as: "nobody",
    url: () => "/api/admin/login",
    body: () => ({ password: TEST_PASSWORD }),
    fields: { password: [...kinds.text(), ""] },
  },
  "POST /api/admin/logout": { as: "owner", url: () => "/api/admin/logout" },
  "PATCH /api/admin/messages/:id": {
    as: "owner",
    url: (f) => `/api/admin/messages/${f.messageId}`,
    badUrl: (id) => `/api/admin/messages/${id}`,
    body: () => ({ read: true }),
    fields: { read: kinds.bool() },
  },
  "POST /api/admin/outbox/:id/retry": {
    as: "owner",
    url: (f) => `/api/admin/outbox/${f.outboxId}/retry`,
    badUrl: (id) => `/api/admin/outbox/${id}/retry`,
  },
  "PATCH /api/admin/orders/:number": {
    as: "owner",
    url: (f) => `/api/admin/orders/${f.orderNumber}`,
    badUrl: (id) => `/api/admin/orders/${id}`,
    body: () => ({ status: "paid", note: "Paid by transfer", notifyCustomer: true }),
    fields: {
      status: [...kinds.choice(), "completed-ish", "Pending"],
      note: kinds.text(true),
      notifyCustomer: [{}, [], 1, "yes", LONG, DEEP],
    },
  },
  "POST /api/admin/certificates": {
    as: "owner",
    url: () => "/api/admin/certificates",
    body: (f) => ({ artworkId: f.artworkId, soldOn: "2025-05-17", buyerName: "Grace" }),
    fields: {
      artworkId: [...kinds.count(1), 987_654],
      soldOn: [...kinds.text(), "", "17 May", "2025-13-40"],
      buyerName: kinds.text(true),
      buyerEmail: kinds.email().filter((value) => value !== null),
      buyerNamed: kinds.bool(),
    },
  },
  "POST /api/admin/collectors": {
    as: "owner",
    url: () => "/api/admin/collectors",
    body: () => ({ name: "Grace", email: "grace.hopper@example.com", notes: "Met at the fair" }),
    fields: { name: [...kinds.text(), ""], email: kinds.email(), notes: kinds.text(true) },
  },
  "PATCH /api/admin/collectors/:id": {
    as: "owner",
    url: (f) => `/api/admin/collectors/${f.collectorId}`,
    badUrl: (id) => `/api/admin/collectors/${id}`,
    body: () => ({ notes: "Prefers blue" }),
    fields: { notes: kinds.text() },
  },
  "POST /api/admin/products": {
    as: "owner",
    url: () => "/api/admin/products",
    body: (f) => ({
      name: "Heron Coaster",
      description: "Waterproof.",
      price: "4.00",
      category: "coasters",
      subcategory: null,
      imageUrl: f.image,
      isAvailable: true,
      externalUrl: "",
      stock: 10,
      order: 1,
    }),
    fields: {
      ...productFields(),
      imageUrl: kinds.mediaUrl(),
      imageUrls: kinds.list("/media/0/1.webp"),
      isAvailable: kinds.bool(),
      externalUrl: [...WRONG_TYPES, LONG, "javascript:alert(1)", "ftp://example.com/x"],
      stock: kinds.count(0, true),
      order: kinds.count(0, true),
    },
  },
  "PATCH /api/admin/products/:id": {
    as: "owner",
    partial: true,
    url: (f) => `/api/admin/products/${f.productId}`,
    badUrl: (id) => `/api/admin/products/${id}`,
    body: (f) => ({
      name: "Robin Card II",
      description: "New words.",
      price: "3.50",
      category: "cards",
      subcategory: null,
      imageUrls: [f.image],
      isAvailable: false,
      externalUrl: "https://example.com/robin",
      stock: 7,
      order: 2,
    }),
    fields: {
      ...productFields(),
      imageUrls: [...kinds.list("/media/0/1.webp"), []],
      isAvailable: kinds.bool(),
      externalUrl: [...WRONG_TYPES, LONG, "javascript:alert(1)"],
      stock: kinds.count(0, true),
      order: kinds.count(0, true),
    },
  },
  "DELETE /api/admin/products/:id": ownerDelete("products", (f) => f.productId),
  "POST /api/admin/artworks": {
    as: "owner",
    url: () => "/api/admin/artworks",
    body: (f) => ({
      title: "Heron",
      description: "Ink on paper",
      imageUrl: f.portfolioImage,
      category: "paintings-drawings",
      artType: "wildlife",
      medium: "Ink",
      year: 2024,
      dimensions: "30 × 40 cm",
      altText: "A heron",
      isFeatured: false,
      displayOrder: 1,
    }),
    fields: {
      title: [...kinds.text(), ""],
      description: [...WRONG_TYPES, LONG],
      dimensions: [...WRONG_TYPES, LONG],
      altText: [...WRONG_TYPES, LONG],
      displayOrder: kinds.count(0, true),
      imageUrl: kinds.mediaUrl(),
      category: kinds.choice(),
      artType: [...WRONG_TYPES, LONG],
      medium: [...WRONG_TYPES, LONG],
      // Digits as text are what a form sends for a year, read alike by both doors (issue 31).
      year: [...kinds.count(1900, true), 1899, 2101, "1899", "2024.5", "MMXXIV"],
      isFeatured: kinds.bool(),
    },
  },
  "PATCH /api/admin/artworks/:id": {
    as: "owner",
    partial: true,
    url: (f) => `/api/admin/artworks/${f.artworkId}`,
    badUrl: (id) => `/api/admin/artworks/${id}`,
    body: () => ({
      title: "Grey Heron",
      description: "Ink and wash",
      category: "paintings-drawings",
      artType: "wildlife",
      medium: "Ink",
      year: 2023,
      dimensions: "30 × 40 cm",
      altText: "A heron in the reeds",
      isFeatured: true,
      displayOrder: 1,
      isForSale: true,
      price: "450.00",
      saleStatus: "sold",
    }),
    fields: {
      title: [...kinds.text(), ""],
      description: [...WRONG_TYPES, LONG],
      category: kinds.choice(),
      artType: [...WRONG_TYPES, LONG],
      medium: [...WRONG_TYPES, LONG],
      // Digits as text are what a form sends for a year, read alike by both doors (issue 31).
      year: [...kinds.count(1900, true), 1899, 2101, "1899", "2024.5", "MMXXIV"],
      dimensions: [...WRONG_TYPES, LONG],
      altText: [...WRONG_TYPES, LONG],
      isFeatured: kinds.bool(),
      displayOrder: kinds.count(0, true),
      isForSale: kinds.bool(),
      // An original's price may be empty (on request), never zero.
      price: kinds
        .price()
        .filter((bad) => bad !== null && bad !== "")
        .concat([0, "0.00"]),
      saleStatus: [...kinds.choice(), "reserved"],
    },
  },
  "DELETE /api/admin/artworks/:id": ownerDelete("artworks", (f) => f.artworkId),
  // A whole list in its new order (the fixtures' only sketch; their only testimonial).
  "PUT /api/admin/:list{products|artworks|snap-cards}/order": {
    as: "owner",
    url: () => "/api/admin/artworks/order",
    body: (f) => ({ ids: [f.artworkId] }),
    fields: { ids: [...kinds.list(1), [0], [-1], ["abc"], [1.5], [987_654]] },
  },
  "PUT /api/admin/:list{carousel-images|testimonials}/order": {
    as: "owner",
    url: () => "/api/admin/testimonials/order",
    body: (f) => ({ ids: [f.testimonialId] }),
    fields: { ids: [...kinds.list(1), [0], ["1", "1"], [987_654]] },
  },
  "POST /api/admin/snap-cards": {
    as: "owner",
    url: () => "/api/admin/snap-cards",
    body: (f) => ({
      title: "Snap-Rat 7",
      name: "Rat",
      description: "A rat",
      imageUrl: f.snapImage,
      category: "snap-cards",
      subcategory: "rat",
      altText: "A rat",
      order: 3,
    }),
    fields: {
      altText: [...WRONG_TYPES, LONG],
      title: [...kinds.text(), ""],
      name: [...WRONG_TYPES, LONG],
      description: [...WRONG_TYPES, LONG],
      imageUrl: kinds.mediaUrl(),
      category: kinds.choice(),
      subcategory: kinds.choice(),
      order: kinds.count(0, true),
    },
  },
  "PATCH /api/admin/snap-cards/:id": {
    as: "owner",
    partial: true,
    url: (f) => `/api/admin/snap-cards/${f.snapCardId}`,
    badUrl: (id) => `/api/admin/snap-cards/${id}`,
    body: () => ({
      title: "Marmalade",
      subcategory: "dog",
      altText: "A ginger cat",
      displayOrder: 2,
    }),
    fields: {
      title: [...kinds.text(), ""],
      subcategory: kinds.choice(),
      altText: [...WRONG_TYPES, LONG],
      displayOrder: kinds.count(0, true),
    },
  },
  "DELETE /api/admin/snap-cards/:id": ownerDelete("snap-cards", (f) => f.snapCardId),
  "POST /api/admin/carousel-images": {
    as: "owner",
    url: () => "/api/admin/carousel-images",
    body: (f) => slideBody(f),
    fields: slideFields(),
  },
  "PATCH /api/admin/carousel-images/:id": {
    as: "owner",
    partial: true,
    url: (f) => `/api/admin/carousel-images/${f.slideId}`,
    badUrl: (id) => `/api/admin/carousel-images/${id}`,
    body: (f) => slideBody(f),
    fields: slideFields(),
  },
  "DELETE /api/admin/carousel-images/:id": ownerDelete("carousel-images", (f) => f.slideId),
  "POST /api/admin/testimonials": {
    as: "owner",
    url: () => "/api/admin/testimonials",
    body: testimonialBody,
    fields: testimonialFields(),
  },
  "PATCH /api/admin/testimonials/:id": {
    as: "owner",
    partial: true,
    url: (f) => `/api/admin/testimonials/${f.testimonialId}`,
    badUrl: (id) => `/api/admin/testimonials/${id}`,
    body: testimonialBody,
    fields: testimonialFields(),
  },
  "DELETE /api/admin/testimonials/:id": ownerDelete("testimonials", (f) => f.testimonialId),
  "POST /api/admin/collections": {
    as: "owner",
    url: () => "/api/admin/collections",
    body: collectionBody,
    fields: { ...collectionFields(), slug: ["Not a slug", "snap-cat", "original", LONG, 12] },
  },
  "PATCH /api/admin/collections/:id": {
    as: "owner",
    partial: true,
    url: (f) => `/api/admin/collections/${f.collectionId}`,
    badUrl: (id) => `/api/admin/collections/${id}`,
    body: collectionBody,
    fields: collectionFields(),
  },
  "DELETE /api/admin/collections/:id": ownerDelete("collections", (f) => f.collectionId),
  "PUT /api/admin/collections/order": {
    as: "owner",
    url: () => "/api/admin/collections/order",
    body: (f) => ({ ids: [f.collectionId] }),
    fields: { ids: [...kinds.list(1), [0], ["1", "1"], [987_654]] },
  },
  "POST /api/admin/optimize-carousel": { as: "owner", url: () => "/api/admin/optimize-carousel" },
  "POST /api/admin/optimize-all-sections": {
    as: "owner",
    url: () => "/api/admin/optimize-all-sections",
  },
  "PATCH /api/admin/settings": {
    as: "owner",
    partial: true,
    url: () => "/api/admin/settings",
    body: settingsBody,
    fields: {
      profile: [...WRONG_TYPES.filter((value) => typeof value !== "object"), null, LONG],
      "profile.artistName": [...kinds.text(), ""],
      "profile.email": kinds.email(),
      "profile.businessAddress": [...WRONG_TYPES, LONG, "line\n".repeat(9)],
      "profile.social": kinds.list({ kind: "blog", label: "Blog", href: "https://x.example" }),
      // One text is the settings form's biography, its paragraphs split at blank lines (issue 31):
      // "a" is one paragraph now, so the list's lone string gives way to texts with none.
      biography: [...kinds.list("A paragraph.").filter((value) => value !== "a"), [], "", " \n\n "],
      portraitUrl: kinds.mediaUrl(true),
      studioUrl: kinds.mediaUrl(true),
      portraitAlt: kinds.text(),
      studioAlt: kinds.text(),
      shareImageUrl: kinds.mediaUrl(true),
      shareImageAlt: kinds.text(),
      quote: [12345, true, ["a"], LONG],
      "quote.text": [...kinds.text(), "", "   "],
      "quote.href": [...WRONG_TYPES, LONG, "javascript:alert(1)", "ftp://example.com/x"],
      paymentInstructions: [...kinds.text(), ""],
      store: [...WRONG_TYPES.filter((value) => typeof value !== "object"), null, LONG],
      "store.currency": kinds.choice(),
      "store.taxRate": [...kinds.price(), "100", "-8"],
      "store.shippingFee": kinds.price(),
      "store.freeShippingThreshold": BAD_NUMBERS.concat([-1, "-1", "1.234"]),
      "store.charityStatement": kinds.text(),
      "store.payWithinDays": [...BAD_NUMBERS, 0, 61, "0", "1.5"],
      "store.homeCountry": [...kinds.choice(), "", "UK", "OTHER"],
      "store.zones": [...WRONG_TYPES.filter((value) => typeof value !== "object"), null, LONG],
      "store.zones.europe": [12345, true, null, LONG],
      "store.zones.europe.fee": kinds.price(),
      "store.zones.world.freeShippingThreshold": BAD_NUMBERS.concat([-1, "-1", "1.234"]),
      "store.originalShipping": [12345, true, null, LONG],
      "store.originalShipping.world": kinds.price(),
      legal: [...WRONG_TYPES.filter((value) => typeof value !== "object"), null, LONG],
      "legal.privacy": [...WRONG_TYPES, null, "x".repeat(20_001)],
      "legal.terms": [...WRONG_TYPES, null, LONG],
      "legal.shippingReturns": [...WRONG_TYPES, null, LONG],
    },
  },
  "POST /api/admin/orders/sweep": {
    as: "owner",
    partial: true,
    url: () => "/api/admin/orders/sweep",
    body: () => ({ asOf: new Date(Date.now() + 60_000).toISOString() }),
    fields: { asOf: [...WRONG_TYPES, LONG, "", "2000-01-01T00:00:00Z", "next tuesday"] },
  },
  // Takes no body: anything sent is ignored, and it answers 200 however often it is called.
  "POST /api/admin/demo/remove": { as: "owner", url: () => "/api/admin/demo/remove" },
  "POST /api/admin/password": {
    as: "owner",
    url: () => "/api/admin/password",
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }),
    fields: {
      currentPassword: [...kinds.text(), "", "not the password"],
      newPassword: [...kinds.text(), "", "short", "x".repeat(1001)],
    },
  },
  "POST /api/admin/upload": {
    as: "owner",
    url: () => "/api/admin/upload",
    upload: { field: "files" },
  },
  "POST /api/admin/uploads": {
    as: "owner",
    url: () => "/api/admin/uploads",
    upload: { field: "files" },
  },
  "POST /api/upload": { as: "owner", url: () => "/api/upload", upload: { field: "image" } },
  // Commissions (issue #28): the request is multipart; the requester's answers need its key.
  "POST /api/commissions": {
    as: "nobody",
    url: () => "/api/commissions",
    upload: { field: "photos" },
  },
  "POST /api/commissions/:id/accept": {
    as: "visitor",
    url: (f) => `/api/commissions/${f.commissionId}/accept`,
    badUrl: (id) => `/api/commissions/${id}/accept`,
  },
  "POST /api/commissions/:id/decline": {
    as: "visitor",
    url: (f) => `/api/commissions/${f.commissionId}/decline`,
    badUrl: (id) => `/api/commissions/${id}/decline`,
  },
  "POST /api/commissions/:id/messages": {
    as: "visitor",
    url: (f) => `/api/commissions/${f.commissionId}/messages`,
    badUrl: (id) => `/api/commissions/${id}/messages`,
    body: () => ({ message: "Winter light, please." }),
    fields: { message: [...kinds.text(), ""] },
  },
  "PATCH /api/admin/commissions/:id": {
    as: "owner",
    url: (f) => `/api/admin/commissions/${f.commissionId}`,
    badUrl: (id) => `/api/admin/commissions/${id}`,
    body: () => ({ notes: "Call about the frame" }),
    fields: { status: [...kinds.choice(), "in-progress"], notes: [...WRONG_TYPES, LONG] },
    partial: true,
  },
  "POST /api/admin/commissions/:id/quote": {
    as: "owner",
    url: (f) => `/api/admin/commissions/${f.commissionId}/quote`,
    badUrl: (id) => `/api/admin/commissions/${id}/quote`,
    body: () => ({ price: "250.00", deposit: "30%", validUntil: "2099-01-01", terms: "None" }),
    fields: {
      price: [...kinds.price(), "0"],
      deposit: [...kinds.text(), "", "101%", "300.00", "-5", "30 %%", "1e3"],
      deliveryBy: [...kinds.text(true), "tomorrow", "2026-02-30"],
      validUntil: [...kinds.text(), "", "2026-13-01"],
      terms: [...WRONG_TYPES, LONG],
    },
  },
  "POST /api/admin/commissions/:id/messages": {
    as: "owner",
    url: (f) => `/api/admin/commissions/${f.commissionId}/messages`,
    badUrl: (id) => `/api/admin/commissions/${id}/messages`,
    body: () => ({ message: "Which light?" }),
    fields: { message: [...kinds.text(), ""] },
  },
  // A new commission: a well-formed body is refused too (409: not delivered yet), storing nothing.
  "POST /api/admin/commissions/:id/artwork": {
    as: "owner",
    url: (f) => `/api/admin/commissions/${f.commissionId}/artwork`,
    badUrl: (id) => `/api/admin/commissions/${id}/artwork`,
    body: (f) => ({ imageUrl: f.portfolioImage, title: "Finished" }),
    fields: {
      imageUrl: [...kinds.text(), "", "/api/commissions/1/photos/0123456789abcdef0123456789abcdef"],
      title: [...kinds.text(), ""],
      category: [...kinds.choice(), "snap-cards"],
      description: [...WRONG_TYPES, LONG],
      year: [...WRONG_TYPES, "1800", "twenty"],
    },
  },
  "PATCH /api/admin/commissions/settings": {
    as: "owner",
    partial: true,
    url: () => "/api/admin/commissions/settings",
    body: () => ({
      kinds: [{ name: "Pet portrait", slug: "pet-portrait" }],
      photoRetentionDays: 60,
    }),
    fields: {
      kinds: [...WRONG_TYPES, [], [{ name: "" }], [{ name: "A", slug: "Not A Slug" }], LONG],
      "kinds.0": [...WRONG_TYPES, null],
      sizes: [...WRONG_TYPES.filter((value) => !Array.isArray(value)), ["x".repeat(101)], [1, 2]],
      photoRetentionDays: [...BAD_NUMBERS, 0, 3651, "1.5", null],
    },
  },
  // Card payments (issue #26), off here (no STRIPE_*): each answers with its message, stores nothing.
  "POST /api/orders/:orderNumber/payment": {
    as: "visitor",
    url: (f) => `/api/orders/${f.orderNumber}/payment`,
    badUrl: (id) => `/api/orders/${id}/payment`,
  },
  "POST /api/payments/stripe/webhook": { as: "nobody", url: () => "/api/payments/stripe/webhook" },
  "POST /api/admin/payments/:id/resolve": {
    as: "owner",
    url: () => "/api/admin/payments/1/resolve",
    badUrl: (id) => `/api/admin/payments/${id}/resolve`,
    body: () => ({ resolution: "refunded" }),
    fields: { resolution: [...kinds.choice(), "ignored", "Refunded"] },
  },
};

/** `value` put at a dotted path of a copy of `body`. */
function withField(body: Record<string, unknown>, field: string, value: unknown) {
  const copy = structuredClone(body) as Json;
  const keys = field.split(".");
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key];
  target[keys.at(-1)!] = value;
  return copy;
}

const describeValue = (value: unknown) => {
  if (value === DEEP) return "<1000-deep object>";
  if (typeof value === "string" && value.length > 60) return `<${value.length} chars>`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

/** One request to make, and whether the endpoint must refuse it. */
interface Case {
  label: string;
  url: string;
  init: RequestInit;
  /** False for requests that may also succeed (extra prototype keys on a valid body). */
  mustRefuse: boolean;
}

function jsonCases(endpoint: Route, f: Fixtures): Case[] {
  const url = endpoint.url(f);
  const method = endpoint.method;
  const cases: Case[] = [];
  const raw = (label: string, body: BodyInit | null, type?: string, mustRefuse = true) => {
    const headers: Record<string, string> = type ? { "content-type": type } : {};
    cases.push({ label, url, init: { method, headers, body }, mustRefuse });
  };
  const valid = endpoint.body?.(f);

  if (valid) {
    for (const [field, values] of Object.entries(endpoint.fields ?? {})) {
      for (const value of values) {
        raw(
          `${field} = ${describeValue(value)}`,
          JSON.stringify(withField(valid, field, value)),
          "application/json",
        );
      }
    }
    for (const [label, body] of [
      ["body is an array", JSON.stringify([valid])],
      ["body is null", "null"],
      ["body is a number", "12345"],
      ["body is a string", JSON.stringify("hello")],
      ["body is true", "true"],
      ["empty body (JSON type)", ""],
    ] as const) {
      raw(label, body, "application/json");
    }
    // Like `{}` (below): refused unless every field is optional.
    raw("empty body (no type)", null, undefined, !endpoint.partial);
    for (const [label, body] of [
      ["body is {}", "{}"],
      ["raw __proto__ body", '{"__proto__":{"isAdmin":true}}'],
      ["raw constructor.prototype body", '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ] as const) {
      raw(label, body, "application/json", !endpoint.partial);
    }
    raw("valid JSON as text/plain", JSON.stringify(valid), "text/plain");
    raw(
      "form-urlencoded",
      new URLSearchParams(
        Object.entries(valid).map(([key, value]) => [key, String(value)]),
      ).toString(),
      "application/x-www-form-urlencoded",
    );
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.append(key, String(value));
    cases.push({ label: "multipart form", url, init: { method, body: form }, mustRefuse: true });
    // Extra prototype keys on a valid body: it may succeed, but must not pollute or store them.
    const text = JSON.stringify(valid).slice(1);
    for (const [label, extra] of [
      ["__proto__ key on a valid body", '"__proto__":{"isAdmin":true,"status":"paid"},'],
      ["constructor key on a valid body", '"constructor":{"prototype":{"isAdmin":true}},'],
      ["prototype key on a valid body", '"prototype":{"isAdmin":true},'],
    ] as const) {
      raw(label, `{${extra}${text}`, "application/json", false);
    }
  } else {
    // No body expected: a body that is not JSON is still refused before anything happens.
    raw("text/plain body", "hello", "text/plain");
    raw("form-urlencoded body", "a=1&b=2", "application/x-www-form-urlencoded");
  }
  for (const [label, body] of [
    ["malformed JSON", '{"a":'],
    ["single-quoted JSON", "{'a':1}"],
    ["trailing comma", '{"a":1,}'],
    ["NaN literal", '{"a":NaN}'],
    ["2 MB of JSON", JSON.stringify({ junk: "x".repeat(2 * 1024 * 1024) })],
  ] as const) {
    raw(label, body, "application/json");
  }
  // Valid JSON, however deep: refused where a body is read, harmless where none is.
  raw(
    "100,000-deep arrays",
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    "application/json",
    Boolean(valid),
  );
  raw("JSON with an unknown type", "{}", "application/json-patch+json");
  if (endpoint.badUrl) {
    for (const id of BAD_IDS) {
      cases.push({
        label: `path parameter ${describeValue(id)}`,
        url: endpoint.badUrl(id),
        init: valid ? json(method, valid) : { method },
        mustRefuse: true,
      });
    }
  }
  return cases;
}

async function uploadCases(endpoint: Route, f: Fixtures): Promise<Case[]> {
  const url = endpoint.url(f);
  const field = endpoint.upload!.field;
  const jpeg = await makeJpeg(40, 30);
  const cases: Case[] = [];
  const multipart = (label: string, parts: Array<[string, string | [Uint8Array, string]]>) => {
    const form = new FormData();
    for (const [name, value] of parts) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, new Blob([value[0] as Uint8Array<ArrayBuffer>]), value[1]);
    }
    cases.push({ label, url, init: { method: "POST", body: form }, mustRefuse: true });
  };
  const raw = (label: string, body: BodyInit, type: string) =>
    cases.push({
      label,
      url,
      init: { method: "POST", headers: { "content-type": type }, body },
      mustRefuse: true,
    });
  const text = new TextEncoder().encode("just some text, not an image at all");
  multipart("no file", []);
  multipart("the field as text", [[field, "not a file"]]);
  multipart("the file under another name", [["other", [jpeg, "a.jpg"]]]);
  multipart("text posing as a JPEG", [[field, [text, "photo.jpg"]]]);
  multipart("zero bytes", [[field, [new Uint8Array(0), "empty.jpg"]]]);
  multipart("an SVG", [
    [
      field,
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        "x.svg",
      ],
    ],
  ]);
  multipart("HTML with an image name", [
    [field, [new TextEncoder().encode("<script>alert(1)</script>"), "x.png"]],
  ]);
  multipart("a PNG header claiming 50,000 x 50,000 pixels", [
    [field, [pngHeaderClaiming(50_000, 50_000), "bomb.png"]],
  ]);
  multipart("a truncated JPEG", [[field, [jpeg.subarray(0, 200), "cut.jpg"]]]);
  multipart("an unknown section", [
    [field, [jpeg, "a.jpg"]],
    ["section", "../../etc"],
  ]);
  multipart("a section that is a file", [
    [field, [jpeg, "a.jpg"]],
    ["section", [jpeg, "s.jpg"]],
  ]);
  multipart("a 100k-character section", [
    [field, [jpeg, "a.jpg"]],
    ["section", LONG],
  ]);
  raw("JSON instead of multipart", JSON.stringify({ [field]: "a.jpg" }), "application/json");
  raw("text/plain", "hello", "text/plain");
  raw("form-urlencoded", `${field}=a.jpg`, "application/x-www-form-urlencoded");
  raw("multipart without a boundary", "garbage", "multipart/form-data");
  raw(
    "multipart with a wrong boundary",
    "--other\r\njunk\r\n--other--\r\n",
    "multipart/form-data; boundary=abc",
  );
  raw(
    "unterminated multipart",
    `--abc\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\n`,
    "multipart/form-data; boundary=abc",
  );
  return cases;
}

/** Every row of every table, with the columns each request changes anyway left out. */
async function snapshot(t: TestApp): Promise<string> {
  const db = t.database.handle.db;
  // Every table there is (the migrations' own bookkeeping aside), so a new one is covered too.
  const tables = [...(await tablesOf(db, t.database.handle.dialect)).keys()]
    .map((name) => name as keyof Database)
    // The security log records refused attempts on purpose (security-events.test.ts checks it),
    // and the rate limits count them (on PostgreSQL, in the database: that is their job).
    .filter((name) => name !== "security_events" && name !== "rate_limits");
  const parts: Record<string, unknown> = {};
  for (const table of tables) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Array<
      Record<string, unknown>
    >;
    // A session's clock moves on every signed-in request.
    if (table === "owner_sessions") for (const row of rows) delete row.last_seen_at;
    parts[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  const media = path.join(t.database.dataDir, "media");
  parts.files = readdirSync(media, { recursive: true }).map(String).sort();
  return JSON.stringify(parts);
}

async function makeFixtures(t: TestApp): Promise<Fixtures> {
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
    cartItemId: added.body.items[0].id,
    orderNumber: order.body.orderNumber,
    messageId: message.id,
    outboxId: mail.id,
    collectorId: collector.body.id,
    commissionId: commission.id,
  };
}

const prototypeKeys = () => JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort());

describe("hostile input: the endpoint table", () => {
  it("has an entry for every write endpoint the app serves", async () => {
    await withTestApp("sqlite", {}, async (t) => {
      const writes = new Set(
        t.app.routes
          .filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method))
          .map((route) => `${route.method} ${route.path}`),
      );
      expect([...writes].sort()).toEqual(Object.keys(ENDPOINTS).sort());
      // Catch-all routes take every method: only middleware and the API's 404 may use them.
      const catchAll = t.app.routes
        .filter((route) => route.method === "ALL")
        .map((route) => route.path);
      expect(catchAll.every((route) => route.endsWith("*"))).toBe(true);
    });
  });
});

describe.each(DB_KINDS)("hostile input (%s)", (kind) => {
  const t = useTestApp(kind);
  let f: Fixtures;
  beforeEach(async () => {
    f = await makeFixtures(t);
  });

  let address = 0;
  const send = async (endpoint: Endpoint, item: Case) => {
    const headers = new Headers(item.init.headers);
    const cookie = endpoint.as === "owner" ? f.owner : endpoint.as === "visitor" ? f.visitor : "";
    if (cookie) headers.set("cookie", cookie);
    address++;
    // A fresh client address each time: the rate limits and the login throttle stay out of it.
    return t.request(
      item.url,
      { ...item.init, headers },
      `198.18.${address >> 8}.${address & 255}`,
    );
  };

  it.each(Object.entries(ENDPOINTS).map(([name, endpoint]) => ({ name, endpoint })))(
    "$name: refuses with a 4xx and a message, stores nothing, pollutes nothing",
    { timeout: 120_000 },
    async ({ name, endpoint }) => {
      const method = name.split(" ")[0]!;
      const withMethod: Route = { ...endpoint, method };
      const cases = endpoint.upload ? await uploadCases(withMethod, f) : jsonCases(withMethod, f);
      // Cases that may succeed go last, so a success can't hide what the others would do.
      cases.sort((a, b) => Number(b.mustRefuse) - Number(a.mustRefuse));
      const problems: string[] = [];
      const prototype = prototypeKeys();
      let before = await snapshot(t);
      for (const item of cases) {
        const response = await send(withMethod, item);
        const text = await response.text();
        let body: Json;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const what = `${item.label} → ${response.status} ${text.slice(0, 200)}`;
        if (response.status >= 500) problems.push(`5xx: ${what}`);
        const refused = response.status >= 400;
        if (item.mustRefuse && !refused) problems.push(`accepted: ${what}`);
        if (refused && !(typeof body?.message === "string" && body.message.trim().length > 0))
          problems.push(`no message: ${what}`);
        if (prototypeKeys() !== prototype || ({} as Json).isAdmin !== undefined)
          problems.push(`Object.prototype polluted: ${item.label}`);
        const after = await snapshot(t);
        if (refused && after !== before) problems.push(`stored something: ${what}`);
        before = after;
      }
      expect(problems, `${problems.length} of ${cases.length} cases`).toEqual([]);
    },
  );
});

describe.each(DB_KINDS)("amounts beyond what the database holds (%s)", (kind) => {
  // Priced as the demo does (its 8 % tax): the total, not only the goods, must overflow.
  const t = useTestApp(kind, { store: DEMO_TAX });

  it("refuses an order whose amounts don't fit a money column, and stores nothing", async () => {
    const owner = await t.login();
    const image = (await t.services.media.ingest(await makeJpeg(40, 30), "c.jpg", "shop")).url;
    const created = await t.request(
      "/api/admin/products",
      json(
        "POST",
        { name: "Gold Coaster", price: "999999.99", category: "coasters", imageUrl: image },
        { cookie: owner },
      ),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const add = await t.request("/api/cart/add", json("POST", { productId: id, quantity: 99 }));
    expect(add.status).toBe(201);
    const cookie = (add.headers.get("set-cookie") ?? "").split(";")[0]!;
    const line = ((await add.json()) as { items: Array<{ id: number }> }).items[0]!.id;
    const before = await snapshot(t);
    // 99 × 999,999.99 is 9.9 billion pence before the bundle savings: more than 32 bits.
    const order = await t.request("/api/orders", json("POST", CUSTOMER, { cookie }));
    expect(order.status).toBe(409);
    expect(((await order.json()) as { message: string }).message).toMatch(/too large/);
    expect(await snapshot(t)).toBe(before);
    // One of them goes through: 999,999.99 + 8 % tax, shipping free.
    const fewer = await t.request(
      "/api/cart/update",
      json("PATCH", { cartItemId: line, quantity: 1 }, { cookie }),
    );
    expect(fewer.status).toBe(200);
    const placed = await t.request("/api/orders", json("POST", CUSTOMER, { cookie }));
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as { total: string }).total).toBe("1079999.99");
  });
});
