import type { Kysely } from "kysely";
import type { MediaSection } from "../app/lib/media.ts";
import { nowIso } from "../server/clock.ts";
import { DEMO_SEEDED_KEY, hasContent } from "../server/db/has-content.ts";
import type { Database } from "../server/db/schema.ts";
import type { Logger } from "../server/logger.ts";
import { type MediaService, rasterizeSvg } from "../server/services/media.ts";
import { createSemaphore } from "../server/services/semaphore.ts";
import { type ArtSubject, defaultSize, drawArt } from "./art/draw.ts";
import {
  CARD_VARIANTS,
  DEMO_ARTWORKS,
  DEMO_BIOGRAPHY,
  DEMO_CAROUSEL,
  DEMO_PRODUCTS,
  DEMO_PROFILE,
  DEMO_SNAP_CARDS,
  DEMO_TWEET,
} from "./content.ts";

/** Every picture is drawn with its long edge at this many pixels, like a good phone photo. */
export const DEMO_RENDER_EDGE = 2400;

interface Picture {
  subject: ArtSubject;
  seed: number;
  section: MediaSection;
  alt: string;
  variant?: string;
}

/**
 * Seeds the demo artist's site into an empty database: draws every picture, stores it through the
 * media pipeline (two at a time), then writes the catalogue in one transaction, so a seed that
 * stops half-way leaves no half-made catalogue and simply runs again on the next start.
 */
export async function seedDemo(deps: {
  db: Kysely<Database>;
  media: MediaService;
  logger: Logger;
}): Promise<{ seeded: boolean; images: number }> {
  const { db, media, logger } = deps;
  if (await hasContent(db)) return { seeded: false, images: 0 };
  const started = performance.now();

  const slot = createSemaphore(2);
  let rendered = 0;
  const picture = (p: Picture) =>
    slot(async () => {
      const size = defaultSize(p.subject, DEMO_RENDER_EDGE, p.seed);
      const scale = DEMO_RENDER_EDGE / Math.max(size.width, size.height);
      const width = Math.round(size.width * scale);
      const height = Math.round(size.height * scale);
      const svg = drawArt(p.subject, {
        seed: p.seed,
        width,
        height,
        ...(p.variant ? { variant: p.variant } : {}),
      });
      const bytes = await rasterizeSvg(svg, width);
      const asset = await media.ingest(bytes, `${p.subject}-${p.seed}.jpg`, p.section, p.alt);
      rendered++;
      return asset;
    });

  const [carousel, artworks, snapCards, products, about] = await Promise.all([
    Promise.all(
      DEMO_CAROUSEL.map((slide, i) =>
        picture({ subject: "hero", seed: 700 + i, section: "carousel", alt: slide.alt }),
      ),
    ),
    Promise.all(
      DEMO_ARTWORKS.map((artwork, i) =>
        picture({
          subject: artwork.subject,
          seed: 1000 + i * 7,
          section: "portfolio",
          alt: `${artwork.title}, ${artwork.medium.toLowerCase()}`,
        }),
      ),
    ),
    Promise.all(
      DEMO_SNAP_CARDS.map((card, i) =>
        picture({
          subject: `snap-${card.edition}` as ArtSubject,
          seed: 300 + i,
          section: "snapcards",
          alt: `${card.title} playing card`,
        }),
      ),
    ),
    Promise.all(
      DEMO_PRODUCTS.map((product) =>
        Promise.all(
          product.images.map((image, i) =>
            picture({
              ...image,
              section: "shop",
              alt: i === 0 ? product.name : `${product.name}, picture ${i + 1}`,
            }),
          ),
        ),
      ),
    ),
    Promise.all([
      picture({
        subject: "portrait",
        seed: 41,
        section: "portfolio",
        alt: `Portrait of ${DEMO_PROFILE.artistName}`,
      }),
      picture({
        subject: "studio",
        seed: 42,
        section: "portfolio",
        alt: "The studio, with easels, shelves of pots and a big window",
      }),
      picture({
        subject: "tweet",
        seed: 43,
        section: "portfolio",
        alt: `A post by ${DEMO_PROFILE.artistName}: ${DEMO_TWEET}`,
        variant: DEMO_TWEET,
      }),
    ]),
  ]);

  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("carousel_images")
      .values(
        carousel.map((asset, i) => ({
          media_key: asset.key,
          title: DEMO_CAROUSEL[i]!.title,
          alt: asset.alt,
          position: i,
          created_at: now,
        })),
      )
      .execute();

    await trx
      .insertInto("artworks")
      .values(
        DEMO_ARTWORKS.map((artwork, i) => ({
          title: artwork.title,
          description: artwork.description,
          image_url: artworks[i]!.url,
          media_key: artworks[i]!.key,
          category: artwork.category,
          subcategory: artwork.artType,
          art_type: artwork.artType,
          medium: artwork.medium,
          year: artwork.year,
          is_for_sale: false,
          price: null,
          is_featured: artwork.featured ?? false,
          sort_order: i,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    await trx
      .insertInto("snap_cards")
      .values(
        DEMO_SNAP_CARDS.map((card, i) => ({
          name: card.name,
          title: card.title,
          description: card.description,
          image_url: snapCards[i]!.url,
          media_key: snapCards[i]!.key,
          category: "snap-cards",
          subcategory: card.edition,
          price: 1000,
          features: JSON.stringify(["52 cards", "Poker size 63x88mm", "Ages 3+"]),
          external_url: null,
          sort_order: null,
          created_at: now,
        })),
      )
      .execute();

    for (const [i, product] of DEMO_PRODUCTS.entries()) {
      const { id } = await trx
        .insertInto("products")
        .values({
          name: product.name,
          description: product.description,
          price: product.price,
          category: product.category,
          subcategory: product.subcategory ?? null,
          is_available: product.available ?? true,
          external_url: null,
          sort_order: i,
          stock: null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("product_images")
        .values(
          products[i]!.map((asset, position) => ({
            product_id: id,
            url: asset.url,
            media_key: asset.key,
            position,
          })),
        )
        .execute();
      if (product.variants) {
        await trx
          .insertInto("product_variants")
          .values(
            CARD_VARIANTS.map((variant, position) => ({ product_id: id, ...variant, position })),
          )
          .execute();
      }
    }

    const setting = (key: string, value: unknown) => ({
      key,
      value: JSON.stringify(value),
      updated_at: now,
    });
    await trx
      .insertInto("settings")
      .values([
        setting("profile", {
          ...DEMO_PROFILE,
          social: [
            { kind: "shop", label: "Craft marketplace shop", href: "https://www.etsy.com/" },
            { kind: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
            { kind: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
            { kind: "tiktok", label: "TikTok (art)", href: "https://www.tiktok.com/" },
            { kind: "tiktok", label: "TikTok (personal)", href: "https://www.tiktok.com/" },
            { kind: "blog", label: "Art blog", href: "https://www.blogger.com/" },
          ],
        }),
        setting("about", {
          biography: DEMO_BIOGRAPHY,
          portrait: about[0].key,
          studio: about[1].key,
          tweet: about[2].key,
        }),
        setting(DEMO_SEEDED_KEY, { at: now }),
      ])
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
  });

  const seconds = Math.round((performance.now() - started) / 100) / 10;
  logger.info({ images: rendered, seconds }, "demo content seeded");
  return { seeded: true, images: rendered };
}
