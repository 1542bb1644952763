import { artTypeFor } from "../art-categories.ts";
import { PRODUCT_CATEGORIES, SNAP_EDITIONS } from "../catalogue.ts";
import { count, MAX_COUNT } from "./count-field.ts";
import {
  blankAsAbsent,
  confirmFreeField,
  formBoolean,
  formIndexedList,
  formList,
  optionalWebAddress,
  requiredText,
} from "./form-fields.ts";
import { MAX_PRICE, optionalPrice, price } from "./money-field.ts";
import { VariantsSchema } from "./variant-input.ts";
import { z } from "./zod-setup.ts";

export { MAX_COUNT, MAX_PRICE, PRODUCT_CATEGORIES };

/** The Snap editions a snap card or pack belongs to. */
export const SNAP_SUBCATEGORIES = SNAP_EDITIONS;
export const ARTWORK_CATEGORIES = ["paintings-drawings", "ceramics", "sketches"] as const;

/** "450.00"; "" or null: price on request. */
const originalPrice = optionalPrice(
  "Enter a price like 450.00, or leave it empty for price on request",
);

/** An image uploaded to this site, by its variant URL. */
export const imageUrl = z
  .string({ error: "At least one image is required" })
  .regex(/^\/media\/[a-f0-9]{32}\/\d+\.(webp|avif)$/, "Use an image uploaded to this site");

/** Optional text up to `max` characters; empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => value || null);

const externalUrl = optionalWebAddress();

/** A place in a list, from 0. */
export const displayOrder = count("Display order");

const stock = count("Stock");

/**
 * A product's collection, by its slug (the seed's Snap editions keep their older
 * category): the service checks that the owner has such a collection.
 */
const productCategory = z
  .string({ error: "Choose a category from the list" })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose a category from the list")
  .max(60, "Choose a category from the list");

/** `POST /api/admin/products` (PRODUCT.md §7) with the messages of PRODUCT.md §5. */
export const ProductCreateSchema = z.object({
  name: z
    .string({ error: "Product name is required" })
    .trim()
    .min(1, "Product name is required")
    .max(200),
  description: z.string().trim().max(5000).optional().default(""),
  price: price("Product price is required"),
  category: productCategory,
  // A form sends "" when the category has no edition.
  subcategory: blankAsAbsent(z.enum(SNAP_SUBCATEGORIES).optional().nullable()),
  imageUrl: imageUrl.optional(),
  imageUrls: formList(imageUrl).pipe(z.array(imageUrl).max(20, "At most 20 images")).optional(),
  isAvailable: formBoolean("isAvailable must be true or false").optional().default(true),
  externalUrl,
  stock: stock.optional(),
  order: displayOrder.optional(),
  variants: VariantsSchema.optional(),
  confirmFree: confirmFreeField,
});

/** `PATCH /api/admin/products/{id}`: any of the fields, e.g. `{order}` alone. */
export const ProductUpdateSchema = z
  .object({
    name: z.string().trim().min(1, "Product name is required").max(200),
    description: z.string().trim().max(5000),
    price: price("Product price is required"),
    category: productCategory,
    // A form sends "" when the category has no edition: the pack keeps the one it has.
    subcategory: blankAsAbsent(z.enum(SNAP_SUBCATEGORIES).nullable().optional()),
    imageUrls: formList(imageUrl).pipe(
      z.array(imageUrl).min(1, "At least one image is required").max(20, "At most 20 images"),
    ),
    isAvailable: formBoolean("isAvailable must be true or false"),
    externalUrl,
    stock,
    order: displayOrder,
    variants: VariantsSchema,
    confirmFree: confirmFreeField,
  })
  .partial();

const title = requiredText("Title is required", 200);

const artworkCategory = z.enum(ARTWORK_CATEGORIES, { error: "Choose a category from the list" });

const artType = z.string().trim().max(100, "Choose an art type from the list").nullable();

const YEAR = "Enter a year from 1900 to 2100";

/**
 * A year from 1900 to 2100, or null for none: a JSON number, or a form's digits ("" is none).
 * Other text is left as it is, to be refused with the year's message.
 */
const year = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return text === "" ? null : /^\d{1,6}$/.test(text) ? Number(text) : text;
}, z.number({ error: YEAR }).int(YEAR).min(1900, YEAR).max(2100, YEAR).nullable());

/** Alt text for a picture (empty: the title describes it). */
const altText = optionalText(300);

/** The most photos an artwork has, its cover included. */
export const MAX_ARTWORK_IMAGES = 12;

/**
 * An artwork's photos in order, the first its cover: a JSON array of `{imageUrl, altText}`, or a
 * form's numbered fields (`images.0.imageUrl`, `images.0.altText`, …).
 */
const artworkImages = formIndexedList(
  z
    .array(z.object({ imageUrl, altText }), { error: "images must be a list of photos" })
    .min(1, "An artwork needs at least one photo")
    .max(MAX_ARTWORK_IMAGES, `At most ${MAX_ARTWORK_IMAGES} photos`),
);

/** `POST /api/admin/artworks`. */
export const ArtworkCreateSchema = z
  .object({
    title,
    description: optionalText(2000),
    imageUrl,
    category: artworkCategory,
    artType: artType.optional(),
    medium: optionalText(100),
    year: year.optional(),
    dimensions: optionalText(100),
    altText,
    isFeatured: formBoolean("isFeatured must be true or false").optional().default(false),
    displayOrder: displayOrder.optional(),
  })
  .transform((value) => ({ ...value, artType: artTypeFor(value.category, value.artType) }));

/**
 * `PATCH /api/admin/artworks/{id}`: any of the fields. The art type is checked against the
 * category the artwork ends up in (the service knows the current one).
 */
export const ArtworkUpdateSchema = z
  .object({
    title,
    description: optionalText(2000),
    category: artworkCategory,
    artType,
    medium: optionalText(100),
    year,
    dimensions: optionalText(100),
    altText,
    /** A new cover picture, in place: the record, its address and its states stay. */
    imageUrl,
    /** Every photo in order; the first becomes the cover (its alt text the cover's). */
    images: artworkImages,
    isFeatured: formBoolean("isFeatured must be true or false"),
    displayOrder,
    isForSale: formBoolean("isForSale must be true or false"),
    /** "450.00"; "" or null: price on request. */
    price: originalPrice,
    /** The owner marks a piece sold elsewhere (an exhibition, say), or available again. */
    saleStatus: z.enum(["available", "sold"], {
      error: "Choose available or sold (an order reserves a piece by itself)",
    }),
  })
  .partial();

/** `POST /api/admin/snap-cards`. */
export const SnapCardCreateSchema = z.object({
  title,
  name: optionalText(200),
  description: optionalText(2000),
  imageUrl,
  category: z.literal("snap-cards").optional().default("snap-cards"),
  subcategory: z.enum(SNAP_SUBCATEGORIES, { error: "Choose cat, dog or rat" }),
  altText,
  order: displayOrder.optional(),
});

/** `PATCH /api/admin/snap-cards/{id}`: any of the fields. */
export const SnapCardUpdateSchema = z
  .object({
    title,
    name: optionalText(200),
    description: optionalText(2000),
    /** A new picture, in place: the card keeps its place and edition. */
    imageUrl,
    subcategory: z.enum(SNAP_SUBCATEGORIES, { error: "Choose cat, dog or rat" }),
    altText,
    displayOrder,
  })
  .partial();
