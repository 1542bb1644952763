/**
 * Gift cards on sale in the shop: the collection whose products are gift cards
 * (`GIFT_CARD_CATEGORY`), and the first card the owner puts on sale with one press, its sizes the
 * amounts and a picture drawn with the shop's name (the owner can change any of it afterwards).
 */
import type { Kysely } from "kysely";
import {
  FIRST_GIFT_CARD_AMOUNTS,
  giftCardPicture,
  giftCardSizeName,
} from "#core/gift-card-picture.ts";
import { GIFT_CARD_CATEGORY } from "#core/gift-cards.ts";
import { CollectionCreateSchema } from "#core/schemas/collection-input.ts";
import { ProductCreateSchema } from "#core/schemas/content-input.ts";
import { DEFAULT_LOCALE } from "#core/shop-locale.ts";
import type { Database } from "../db/schema.ts";
import { createCollection } from "./collections.ts";
import { createProduct } from "./content-products.ts";
import type { MailContext } from "./mail-templates.ts";
import { type MediaService, rasterizeSvg } from "./media.ts";

export interface GiftCardShopDeps {
  db: Kysely<Database>;
  media: Pick<MediaService, "ingest">;
  currency: () => Promise<string>;
  mailContext: () => Promise<MailContext>;
}

/** The shop's gift card products, with whether each can be bought. */
export async function giftCardsOnSale(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("products")
    .select(["id", "name", "is_available"])
    .where("category", "=", GIFT_CARD_CATEGORY)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, available: Boolean(row.is_available) }));
}

/**
 * Puts a gift card on sale: the gift cards' collection if there is none, then a "Gift card"
 * product in £25, £50 and £100 with its drawn picture. A shop that already sells one keeps it
 * (`created: false`).
 */
export async function putGiftCardsOnSale(
  deps: GiftCardShopDeps,
): Promise<{ productId: number; created: boolean }> {
  const { db } = deps;
  const [existing] = await giftCardsOnSale(db);
  if (existing) return { productId: existing.id, created: false };
  const collection = await db
    .selectFrom("collections")
    .select("id")
    .where("slug", "=", GIFT_CARD_CATEGORY)
    .executeTakeFirst();
  if (!collection) {
    await createCollection(
      db,
      CollectionCreateSchema.parse({
        slug: GIFT_CARD_CATEGORY,
        name: "Gift cards",
        description: "A code by e-mail, to spend on anything in the shop.",
      }),
    );
  }
  const [{ shopName, locale = DEFAULT_LOCALE }, currency] = await Promise.all([
    deps.mailContext(),
    deps.currency(),
  ]);
  const picture = await deps.media.ingest(
    await rasterizeSvg(giftCardPicture(shopName), 1200),
    "gift-card.jpg",
    "shop",
    `A ${shopName} gift card`,
  );
  const productId = await createProduct(
    db,
    ProductCreateSchema.parse({
      name: "Gift card",
      description: `A gift of anything in the shop: a code by e-mail to the person you choose, with your message, once the order is paid. It does not expire.`,
      price: String(FIRST_GIFT_CARD_AMOUNTS[0]),
      category: GIFT_CARD_CATEGORY,
      imageUrl: picture.url,
      variants: FIRST_GIFT_CARD_AMOUNTS.map((amount) => ({
        name: giftCardSizeName(amount, currency, locale),
        price: String(amount),
      })),
    }),
  );
  return { productId, created: true };
}
