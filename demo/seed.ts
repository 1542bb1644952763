import type { Kysely } from "kysely";
import { MEDIA_SECTIONS, type MediaSection } from "#core/media-files.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { DEMO_TAX_RATE } from "#core/store.ts";
import { nowIso } from "../server/clock.ts";
import { DEMO_SEEDED_KEY, type DemoMarker, hasContent } from "../server/db/has-content.ts";
import { SEED_COLLECTIONS, seedCollectionRow } from "../server/db/migrations/018-collections.ts";
import {
  DEMO_SHOP_INTRO,
  demoFooterNote,
  SNAP_SPECIFICATIONS,
} from "../server/db/migrations/024-catalogue-texts.ts";
import { withoutFlushWaits } from "../server/db/relaxed-transaction.ts";
import type { Database } from "../server/db/schema.ts";
import type { Logger } from "../server/logger.ts";
import { insertPhotos } from "../server/services/commission-requests.ts";
import { type MediaService, type PrivateImage, rasterizeSvg } from "../server/services/media.ts";
import { hashOrderKey, newOrderKey } from "../server/services/order-access.ts";
import { createSemaphore } from "../server/services/semaphore.ts";
import { type ArtSubject, defaultSize, drawArt } from "./art/draw.ts";
import { DEMO_ARTWORKS, demoDimensions } from "./artworks.ts";
import { DEMO_COMMISSIONS, DEMO_REFERENCE_PHOTOS } from "./commissions.ts";
import {
  CARD_VARIANTS,
  DEMO_BIOGRAPHY,
  DEMO_CAROUSEL,
  DEMO_CHARITY,
  DEMO_PRODUCTS,
  DEMO_PROFILE,
  DEMO_QUOTE,
  DEMO_SNAP_CARDS,
  DEMO_TESTIMONIALS,
} from "./content.ts";

/** The longest side of a demo reference photo: a phone snapshot's, kept small. */
const REFERENCE_WIDTH = 800;

/**
 * Each demo commission's reference photos (demo/commissions.ts), drawn and stored privately as a
 * real request's are: through `storePrivate`, so no /media address ever serves them.
 */
async function referencePhotos(media: MediaService) {
  const stored: PrivateImage[][] = [];
  for (const commission of DEMO_COMMISSIONS) {
    const photos: PrivateImage[] = [];
    for (const { subject, seed } of DEMO_REFERENCE_PHOTOS[commission.kind]) {
      const { height } = defaultSize(subject, REFERENCE_WIDTH, seed);
      const svg = drawArt(subject, { seed, width: REFERENCE_WIDTH, height });
      photos.push(await media.storePrivate(await rasterizeSvg(svg, REFERENCE_WIDTH)));
    }
    stored.push(photos);
  }
  return stored;
}

interface Picture {
  subject: ArtSubject;
  seed: number;
  section: MediaSection;
  alt: string;
  variant?: string;
}

/**
 * Seeds the demo artist's site into an empty database: draws every picture, stores it through the
 * media pipeline as a draft (two at a time; `finishDemoPictures` makes the full set), then writes the catalogue in one transaction, so a seed that
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
      // Drawn as wide as the section's largest variant, not larger: a first start spends its
      // time on pictures the pages show, not on pixels every variant throws away.
      const { width, height } = defaultSize(
        p.subject,
        Math.max(...MEDIA_SECTIONS[p.section]),
        p.seed,
      );
      const svg = drawArt(p.subject, {
        seed: p.seed,
        width,
        height,
        ...(p.variant ? { variant: p.variant } : {}),
      });
      const bytes = await rasterizeSvg(svg, width);
      // Drafts (WebP, quickly): the full set is made in the background once the site is up
      // (boot.ts, demo/finish.ts).
      const asset = await media.ingest(bytes, `${p.subject}-${p.seed}.jpg`, p.section, p.alt, {
        draft: true,
      });
      rendered++;
      return asset;
    });

  // Each picture's record commits without waiting for the disk: the catalogue's transaction
  // below waits for it, which makes them durable too (94 flushes were 0.75 s of this process's
  // main thread, stalling the pictures), and a seed cut short runs again.
  const { stored, references } = await withoutFlushWaits(db, async () => ({
    stored: await Promise.all([
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
      ]),
    ]),
    references: await referencePhotos(media),
  }));
  const [carousel, artworks, snapCards, products, aboutPictures] = stored;

  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };
  /** The columns naming a stored picture: its public URL and its media key. */
  const image = (asset: { url: string; key: string }) => ({
    image_url: asset.url,
    media_key: asset.key,
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("carousel_images")
      .values(
        carousel.map((asset, i) => ({
          media_key: asset.key,
          title: DEMO_CAROUSEL[i]!.title,
          alt: asset.alt,
          position: i,
          is_demo: true,
          created_at: now,
        })),
      )
      .execute();

    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const [index, commission] of DEMO_COMMISSIONS.entries()) {
      const { id } = await trx
        .insertInto("commissions")
        .values({
          ...commission,
          // A key nobody holds: the demo's requesters have no page, the owner sees them in admin.
          access_key_hashes: hashOrderKey(newOrderKey()),
          ...("price" in commission
            ? { valid_until: day(21), delivery_by: day(60), quoted_at: now }
            : {}),
          ended_at: commission.status === "declined" ? now : null,
          is_demo: true,
          ...stamps,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await insertPhotos(trx, id, references[index]!, now);
    }

    await trx
      .insertInto("testimonials")
      .values(
        DEMO_TESTIMONIALS.map((testimonial, position) => ({
          ...testimonial,
          position,
          is_published: true,
          is_demo: true,
          ...stamps,
        })),
      )
      .execute();

    await trx
      .insertInto("artworks")
      .values(
        DEMO_ARTWORKS.map((artwork, i) => {
          const { title, description, category, artType, medium, year, featured } = artwork;
          return {
            title,
            description,
            ...image(artworks[i]!),
            category,
            subcategory: artType,
            art_type: artType,
            medium,
            year,
            dimensions: demoDimensions(artwork),
            is_for_sale: false,
            price: null,
            is_featured: featured ?? false,
            sort_order: i,
            is_demo: true,
            ...stamps,
          };
        }),
      )
      .execute();

    await trx
      .insertInto("snap_cards")
      .values(
        DEMO_SNAP_CARDS.map(({ name, title, description, edition }, i) => ({
          name,
          title,
          description,
          ...image(snapCards[i]!),
          category: "snap-cards",
          subcategory: edition,
          price: 1000,
          features: JSON.stringify(["52 cards", "Poker size 63x88mm", "Ages 3+"]),
          external_url: null,
          sort_order: null,
          is_demo: true,
          created_at: now,
        })),
      )
      .execute();

    // The shop's tabs and their offers: the same rows migration 018 gives an older demo site.
    await trx
      .insertInto("collections")
      .values(
        SEED_COLLECTIONS.map((seed, i) => ({
          ...seedCollectionRow(seed, i, now),
          // The Snap deck's specification, which the Snap page shows (migration 024).
          specifications: JSON.stringify(seed.slug === "snap-cards" ? SNAP_SPECIFICATIONS : []),
          // The trademark line is the footer's small print, on every page: the Snap tab does not
          // repeat it.
          footnote: "",
          is_demo: true,
        })),
      )
      // A database that has them already (the tests' copies) keeps its own.
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();

    for (const [i, product] of DEMO_PRODUCTS.entries()) {
      const { name, description, price, category } = product;
      const { id } = await trx
        .insertInto("products")
        .values({
          name,
          description,
          price,
          category,
          subcategory: product.subcategory ?? null,
          is_available: product.available ?? true,
          external_url: null,
          sort_order: i,
          stock: null,
          is_demo: true,
          ...stamps,
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
    const profile = {
      ...DEMO_PROFILE,
      // the demo artist links to the same places as a new site's default profile
      social: DEFAULT_PROFILE.social,
      footerNote: demoFooterNote(DEMO_PROFILE.artistName),
    };
    const about = {
      biography: DEMO_BIOGRAPHY,
      portrait: aboutPictures[0].key,
      portraitAlt: aboutPictures[0].alt,
      studio: aboutPictures[1].key,
      studioAlt: aboutPictures[1].alt,
      quote: DEMO_QUOTE,
    };
    // The marker remembers the demo's texts, so that removing the demo can tell them from the
    // owner's later words (services/demo-content.ts).
    const store = { charityStatement: DEMO_CHARITY, shopIntro: DEMO_SHOP_INTRO };
    const marker: DemoMarker = { at: now, settings: { profile, about, store } };
    // The demo's tax (8 %, added, every zone) is its data, not a new site's; it is a trading rule,
    // not a text, so it stays with the shop when the demo is removed (left out of the marker).
    const trading = { ...store, taxRate: DEMO_TAX_RATE };
    await trx
      .insertInto("settings")
      .values([
        setting("profile", profile),
        setting("about", about),
        setting("store", trading),
        setting(DEMO_SEEDED_KEY, marker),
      ])
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
  });

  const seconds = Math.round((performance.now() - started) / 100) / 10;
  logger.info({ images: rendered, seconds }, "demo content seeded");
  return { seeded: true, images: rendered };
}
