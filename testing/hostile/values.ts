import { DEFAULT_STORE_VIEW } from "../settings-views.ts";
import type { Json } from "../use-test-app.ts";

export const LONG = "x".repeat(100_000);
export const DEEP: Json = (() => {
  let value: Json = { leaf: true };
  for (let i = 0; i < 1_000; i++) value = { nested: value };
  return value;
})();
export const WRONG_TYPES: unknown[] = [12345, true, {}, ["a"], DEEP];
export const BAD_NUMBERS: unknown[] = [
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
export const kinds = {
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
  // "true"/"false"/"on" are what a form sends for a yes/no, read alike by both doors.
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
export const BAD_IDS = [
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

export interface Fixtures {
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
  discountId: number;
  cartItemId: number;
  orderNumber: string;
  messageId: number;
  outboxId: number;
  collectorId: number;
  commissionId: number;
  resetToken: string;
  subscriberId: number;
  announcementId: number;
}

export interface Endpoint {
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
  /**
   * Takes its body as a multipart form too (a message with photos): the valid body sent as a form
   * may succeed, and a photo that is not one must be refused.
   */
  formToo?: { photos: string };
}

export type Route = Endpoint & { method: string };

export const settingsBody = (f: Fixtures) => ({
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
  store: { ...DEFAULT_STORE_VIEW, taxRate: "8", charityStatement: "10% of profits go to charity." },
  legal: {
    privacy: "## Your information\n\nWe keep it safe.",
    terms: "## Terms\n\nBe kind.",
    shippingReturns: "## Shipping\n\nWithin 3 days.",
  },
});

/** Hostile values for the fields a product's POST and PATCH share first. */
export const productFields = () => ({
  name: [...kinds.text(), "", "   "],
  description: kinds.text(),
  price: kinds.price(),
  category: kinds.choice(),
  subcategory: kinds.choice(true),
});

/** A hero slide's valid body and its fields' hostile values (POST and PATCH). */
export const slideBody = (f: Fixtures) => ({
  imageUrl: f.image,
  alt: "A heron at dawn",
  title: "Dawn",
  caption: "Oil on board",
  displayOrder: 0,
});
export const slideFields = () => ({
  imageUrl: kinds.mediaUrl(),
  alt: [...kinds.text(), "", "   "],
  title: [...WRONG_TYPES, LONG],
  caption: [...WRONG_TYPES, LONG],
  displayOrder: kinds.count(0, true),
});

/** A testimonial's valid body and its fields' hostile values (POST and PATCH). */
export const testimonialBody = () => ({
  quote: "Lovely work.",
  author: "Sam P.",
  location: "Leeds",
  displayOrder: 0,
  isPublished: true,
});
export const testimonialFields = () => ({
  quote: [...kinds.text(), "", "   "],
  author: [...kinds.text(), ""],
  location: [...WRONG_TYPES, LONG],
  displayOrder: kinds.count(0, true),
  isPublished: kinds.bool(),
});

/** A collection's valid body and its fields' hostile values (POST and PATCH). */
export const collectionBody = () => ({
  name: "Prints",
  description: "Giclée prints",
  offers: [{ quantity: 2, save: "5.00" }],
});
export const collectionFields = () => ({
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

/**
 * An entry of an endpoint table, keyed "METHOD /path": `url` is left out where the key's path is
 * the URL, or where `item` names the fixture that fills in the path's one `:param`.
 */
export type EndpointEntry = Omit<Endpoint, "url"> & {
  url?: Endpoint["url"];
  item?: keyof Fixtures;
};

/** The endpoints of a table, their URLs (and, with `item`, the hostile `badUrl`) from its keys. */
export function endpointTable(entries: Record<string, EndpointEntry>): Record<string, Endpoint> {
  const table: Record<string, Endpoint> = {};
  for (const [name, { item, ...entry }] of Object.entries(entries)) {
    const path = name.slice(name.indexOf(" ") + 1);
    const fill = (value: string) => path.replace(/:\w+/, () => value);
    table[name] = item
      ? { url: (f) => fill(String(f[item])), badUrl: fill, ...entry }
      : { url: () => path, ...entry };
  }
  return table;
}

/** A message to a commission's thread, from the owner or the requester: any text but none. */
export const commissionMessage = (as: Endpoint["as"], message: string): EndpointEntry => ({
  as,
  item: "commissionId",
  body: () => ({ message }),
  fields: { message: [...kinds.text(), ""] },
  formToo: { photos: "photos" },
});

/**
 * The owner's POST, PATCH (partial) and DELETE of a list under `/api/admin/{list}` whose create
 * and update share one valid body and one set of hostile values (`postOnly`: the create's own).
 */
export const ownerList = (
  list: string,
  item: keyof Fixtures,
  body: (f: Fixtures) => Record<string, unknown>,
  fields: () => Record<string, unknown[]>,
  postOnly: Record<string, unknown[]> = {},
): Record<string, EndpointEntry> => ({
  [`POST /api/admin/${list}`]: { as: "owner", body, fields: { ...fields(), ...postOnly } },
  [`PATCH /api/admin/${list}/:id`]: { as: "owner", item, partial: true, body, fields: fields() },
  [`DELETE /api/admin/${list}/:id`]: { as: "owner", item },
});
