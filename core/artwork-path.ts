/**
 * Every artwork's own address (PRODUCT.md §3): `/art/{id}-{slug}`, the slug made from its title,
 * e.g. `/art/12-morning-over-the-estuary`. The id alone decides which artwork it is; any other
 * slug (or none) is redirected to the current one, so a renamed artwork keeps its old links.
 */

import { trimRepeated } from "./url-path.ts";

/** The longest slug kept: long titles are cut at a word. */
const MAX_SLUG = 60;

/** A title as an address part: lower case, Latin letters without accents, digits and hyphens. */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-");
  const slug = trimRepeated(words, "-", true);
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return trimRepeated(lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, MAX_SLUG), "-");
}

/** The artwork's page: `/art/12-morning-over-the-estuary` (`/art/12` when the title has no letters). */
export function artworkPath(artwork: { id: number; title: string }): string {
  const slug = slugify(artwork.title);
  return `/art/${artwork.id}${slug ? `-${slug}` : ""}`;
}

/** The id an `/art/{param}` address names (`12` or `12-any-words`), or undefined. */
export function artworkIdOf(param: string | undefined): number | undefined {
  const match = /^([1-9][0-9]{0,9})(?:-[a-z0-9-]*)?$/.exec(param ?? "");
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}
