import type { Kysely } from "kysely";
import { siteWords } from "#core/password-policy.ts";
import { DEFAULT_PROFILE, type SiteProfile } from "#core/site-profile.ts";
import type { Database } from "../db/schema.ts";
import type { SettingStore } from "./setting-store.ts";

/**
 * The words of the site's own texts, which the owner's password must not lean on
 * (core/password-policy.ts): the artist's or studio's name, the tagline, the location and the
 * e-mail addresses of the profile, and the titles of the artworks, products and snap cards. A
 * guesser reads them off the site before trying anything else.
 */
export async function loadSiteWords(
  db: Kysely<Database>,
  settings: SettingStore,
): Promise<string[]> {
  const [profile, artworks, products, snapCards] = await Promise.all([
    settings.get<SiteProfile>("profile", DEFAULT_PROFILE),
    db.selectFrom("artworks").select("title").execute(),
    db.selectFrom("products").select("name").execute(),
    db.selectFrom("snap_cards").select(["title", "name"]).execute(),
  ]);
  return siteWords(
    profile.artistName,
    profile.tagline,
    profile.location,
    profile.email,
    profile.ordersEmail,
    ...artworks.map((artwork) => artwork.title),
    ...products.map((product) => product.name),
    ...snapCards.flatMap((card) => [card.title, card.name]),
  );
}
