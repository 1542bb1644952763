/**
 * The catalogue's three lists as the shop, the portfolio and the admin show them: artworks,
 * products (with their ordered images and sizes) and snap cards. Plain reads; catalog.ts binds
 * them and keeps their results until the database next changes.
 */
import type { Selectable } from "kysely";
import { artworkPath } from "#core/artwork-path.ts";
import { type SaleState, saleStatusOf } from "#core/artwork-sale.ts";
import { featuredInOrder } from "#core/featured-artworks.ts";
import { sortSnapCards } from "#core/snap-order.ts";
import type { ArtworksTable, SnapCardsTable } from "../db/schema.ts";
import {
  type ArtworkView,
  type CatalogSource,
  imageOf,
  keysOf,
  type ProductView,
  type SnapCardView,
} from "./catalog-views.ts";
import type { MediaAsset } from "./media.ts";

/**
 * What artworks and snap cards share: a titled record of one uploaded picture, described by its
 * alt text or else its title.
 */
const pictured = (
  images: ReadonlyMap<string, MediaAsset>,
  row: Pick<
    Selectable<ArtworksTable | SnapCardsTable>,
    | "id"
    | "title"
    | "description"
    | "image_url"
    | "media_key"
    | "category"
    | "subcategory"
    | "alt_text"
  >,
) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.image_url,
  image: imageOf(row.media_key ? images.get(row.media_key) : undefined, row.alt_text || row.title),
  category: row.category,
  subcategory: row.subcategory,
  altText: row.alt_text,
});

/** The artworks, in display order; only those of a category or art type, or the featured ones. */
export async function readArtworks(
  { db, media }: CatalogSource,
  filter: { category?: string; artType?: string; featured?: boolean } = {},
): Promise<ArtworkView[]> {
  let query = db.selectFrom("artworks").selectAll();
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.artType) query = query.where("art_type", "=", filter.artType);
  if (filter.featured) query = query.where("is_featured", "=", true);
  const rows = await query.orderBy("sort_order").orderBy("id").execute();
  const later = rows.length
    ? await db
        .selectFrom("artwork_images")
        .selectAll()
        .where(
          "artwork_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("artwork_id")
        .orderBy("position")
        .execute()
    : [];
  const images = await media.findMany([...keysOf(rows), ...keysOf(later)]);
  /** A photo described by its alt text, else the artwork's title. */
  const photo = (title: string, stored: (typeof later)[number] | (typeof rows)[number]) => ({
    imageUrl: stored.image_url,
    altText: stored.alt_text,
    image: imageOf(
      stored.media_key ? images.get(stored.media_key) : undefined,
      stored.alt_text || title,
    ),
  });
  const views = rows.map((row) => ({
    ...pictured(images, row),
    images: [row, ...later.filter((image) => image.artwork_id === row.id)].map((stored) =>
      photo(row.title, stored),
    ),
    artType: row.art_type,
    medium: row.medium,
    year: row.year,
    dimensions: row.dimensions,
    isFeatured: Boolean(row.is_featured),
    displayOrder: row.sort_order,
    isForSale: Boolean(row.is_for_sale),
    price: row.price,
    saleStatus: saleStatusOf({
      isForSale: Boolean(row.is_for_sale),
      price: row.price,
      saleState: row.sale_state,
    }),
    saleState: row.sale_state as SaleState,
    url: artworkPath(row),
  }));
  // Featured ones in display order on both engines (PostgreSQL sorts nulls last, SQLite first).
  return filter.featured ? featuredInOrder(views) : views;
}

/** The products in display order, each with its images in order and its sizes. */
export async function readProducts({ db, media }: CatalogSource): Promise<ProductView[]> {
  const [rows, imageRows, variantRows] = await Promise.all([
    db.selectFrom("products").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("product_images").selectAll().orderBy("product_id").orderBy("position").execute(),
    db
      .selectFrom("product_variants")
      .selectAll()
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
  ]);
  const assets = await media.findMany(keysOf(imageRows));
  return rows.map((row) => {
    const images = imageRows.filter((image) => image.product_id === row.id);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.price,
      imageUrl: images[0]?.url ?? "",
      imageUrls: images.map((image) => image.url),
      images: images.flatMap((image) => {
        const view = imageOf(image.media_key ? assets.get(image.media_key) : undefined);
        return view ? [view] : [];
      }),
      category: row.category,
      subcategory: row.subcategory,
      isAvailable: Boolean(row.is_available),
      externalUrl: row.external_url,
      order: row.sort_order,
      stock: row.stock,
      variants: variantRows
        .filter((variant) => variant.product_id === row.id)
        .map(({ id, name, price, stock }) => ({ id, name, price, stock })),
    };
  });
}

/** The snap cards, in the order of core/snap-order.ts. */
export async function readSnapCards({ db, media }: CatalogSource): Promise<SnapCardView[]> {
  const rows = await db.selectFrom("snap_cards").selectAll().execute();
  const images = await media.findMany(keysOf(rows));
  const views = rows.map((row) => ({
    ...pictured(images, row),
    name: row.name,
    price: row.price,
    features: row.features ? (JSON.parse(row.features) as string[]) : [],
    externalUrl: row.external_url,
    order: row.sort_order,
  }));
  return sortSnapCards(views);
}
