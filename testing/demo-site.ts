/**
 * A site as the demo seeds it (with a picture per record), plus the owner's own work: an artwork,
 * a slide and a testimonial of theirs, and one demo picture the owner reused. For the demo-removal
 * tests (server/api/admin/demo.test.ts).
 */
import type { Kysely } from "kysely";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { DEMO_ARTWORKS } from "../demo/artworks.ts";
import { DEMO_PRODUCTS, DEMO_PROFILE, DEMO_SNAP_CARDS } from "../demo/content.ts";
import { DEMO_SEEDED_KEY, type DemoMarker } from "../server/db/has-content.ts";
import type { Database } from "../server/db/schema.ts";
import type { SettingStore } from "../server/services/setting-store.ts";
import { addArtwork, addProduct, addSnapCard } from "./fixtures.ts";
import { makeJpeg } from "./images.ts";
import type { UsedTestApp } from "./use-test-app.ts";

export { CARD_VARIANTS, DEMO_PRODUCTS, DEMO_PROFILE } from "../demo/content.ts";
// The demo as the server's tests read it: they reach it here, the room of test support.
export { seedDemo } from "../demo/seed.ts";

/** When the demo was seeded, on every demo record here. */
export const SEEDED_AT = "2026-01-01T00:00:00.000Z";

export async function seedDemoSite(t: UsedTestApp) {
  const db = t.db();
  const picture = (seed: number) =>
    makeJpeg(300 + seed, 200).then((jpeg) =>
      t.services.media.ingest(jpeg, `demo-${seed}.jpg`, "portfolio"),
    );
  const pics = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => picture(seed)));
  const [art1, art2, card, productPic, slidePic, portrait, studio, ownPic] = pics as [
    (typeof pics)[0],
    ...typeof pics,
  ];
  const demo = { is_demo: true, created_at: SEEDED_AT, updated_at: SEEDED_AT };
  const demoArtwork = await addArtwork(db, {
    title: "Demo estuary",
    category: "paintings-drawings",
    image_url: art1!.url,
    media_key: art1!.key,
    is_featured: true,
    ...demo,
  });
  const demoArtworkEdited = await addArtwork(db, {
    title: "Demo fox",
    category: "paintings-drawings",
    image_url: art2!.url,
    media_key: art2!.key,
    ...demo,
  });
  const demoArtworkMoved = await addArtwork(db, {
    title: "Demo harbour",
    category: "ceramics",
    image_url: ownPic!.url,
    media_key: ownPic!.key,
    ...demo,
  });
  const ownArtwork = await addArtwork(db, {
    title: "My own heron",
    category: "paintings-drawings",
    // the owner reused the demo harbour's picture: it must stay
    image_url: ownPic!.url,
    media_key: ownPic!.key,
  });
  const demoCard = await addSnapCard(db, {
    title: "Snap-Cat: Marmalade",
    subcategory: "cat",
    image_url: card!.url,
    media_key: card!.key,
    is_demo: true,
  });
  const demoProduct = await addProduct(
    db,
    { name: "Demo coaster", category: "coasters", price: 800, ...demo },
    { images: [productPic!.url] },
  );
  await db
    .updateTable("product_images")
    .set({ media_key: productPic!.key })
    .where("product_id", "=", demoProduct)
    .execute();
  const ownProduct = await addProduct(db, {
    name: "My own mug",
    category: "coasters",
    price: 1200,
  });
  await db
    .insertInto("carousel_images")
    .values([
      {
        media_key: slidePic!.key,
        alt: "Demo slide",
        title: "Demo",
        position: 0,
        is_demo: true,
        created_at: SEEDED_AT,
      },
      {
        media_key: ownPic!.key,
        alt: "My slide",
        title: "Mine",
        position: 1,
        is_demo: false,
        created_at: SEEDED_AT,
      },
    ])
    .execute();
  await db
    .insertInto("testimonials")
    .values([
      {
        quote: "Invented praise.",
        author: "A. Demo",
        position: 0,
        is_demo: true,
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      },
      {
        quote: "Real praise.",
        author: "A. Buyer",
        position: 1,
        is_demo: false,
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      },
    ])
    .execute();
  const profile = {
    ...DEFAULT_PROFILE,
    artistName: "Wren Calloway",
    tagline: "Paintings from a small demo studio",
    phone: "+1 (360) 555-0142",
  };
  const about = {
    biography: ["Wren paints foxes."],
    portrait: portrait!.key,
    portraitAlt: "Portrait of Wren",
    studio: studio!.key,
    studioAlt: "The demo studio",
    quote: { text: "Fifty-two dogs.", href: "https://www.instagram.com/" },
  };
  const marker: DemoMarker = { at: SEEDED_AT, settings: { profile, about } };
  await db
    .insertInto("settings")
    .values([
      { key: "profile", value: JSON.stringify(profile), updated_at: SEEDED_AT },
      { key: "about", value: JSON.stringify(about), updated_at: SEEDED_AT },
      { key: DEMO_SEEDED_KEY, value: JSON.stringify(marker), updated_at: SEEDED_AT },
    ])
    .execute();
  return {
    pics: {
      art1: art1!,
      art2: art2!,
      card: card!,
      productPic: productPic!,
      slidePic: slidePic!,
      portrait: portrait!,
      studio: studio!,
      ownPic: ownPic!,
    },
    demoArtwork,
    demoArtworkEdited,
    demoArtworkMoved,
    ownArtwork,
    demoCard,
    demoProduct,
    ownProduct,
  };
}

/**
 * The demo's texts without its pictures (which take a minute to draw): its profile and the titles
 * of all its artworks, products and snap cards, as the seed writes them (demo/seed.ts).
 */
export async function seedDemoTexts(db: Kysely<Database>, settings: SettingStore): Promise<void> {
  await settings.set("profile", { ...DEFAULT_PROFILE, ...DEMO_PROFILE });
  for (const { title, category } of DEMO_ARTWORKS) await addArtwork(db, { title, category });
  for (const { name, category, price } of DEMO_PRODUCTS)
    await addProduct(db, { name, category, price }, { images: [] });
  for (const { title, name, edition } of DEMO_SNAP_CARDS)
    await addSnapCard(db, { title, name, subcategory: edition });
}
