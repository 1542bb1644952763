/** Snap card ordering and name display (PRODUCT.md §9). Pure; shared by the API and the pages. */
import { SNAP_EDITIONS, type SnapEdition } from "./catalogue.ts";

export interface SortableSnapCard {
  id: number;
  order: number | null;
  name: string | null;
  imageUrl: string;
}

const leadingNumber = (text: string | null | undefined): number | null => {
  const match = /^\s*(\d+)/.exec(text ?? "");
  return match ? Number(match[1]) : null;
};

/** The file name of an image URL, without folders or query string. */
const fileName = (url: string) => url.split(/[?#]/)[0]!.split("/").at(-1) ?? "";

/** Missing values sort after present ones. */
function compareMaybe(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/**
 * By display order, then the leading number of the name, then the leading number of the image's
 * file name, then id.
 */
export function compareSnapCards(a: SortableSnapCard, b: SortableSnapCard): number {
  return (
    compareMaybe(a.order, b.order) ||
    compareMaybe(leadingNumber(a.name), leadingNumber(b.name)) ||
    compareMaybe(leadingNumber(fileName(a.imageUrl)), leadingNumber(fileName(b.imageUrl))) ||
    a.id - b.id
  );
}

export function sortSnapCards<T extends SortableSnapCard>(cards: readonly T[]): T[] {
  return [...cards].sort(compareSnapCards);
}

/**
 * A Snap card's file-style name (`01_marmalade_1024px`, made from its upload's file) as the
 * slideshow shows it: a trailing "_1024px" removed, separators (underscores, hyphens, runs of
 * spaces) turned into single spaces, and each word capitalised. Never for a name the owner typed:
 * those show as typed.
 */
export function displayName(name: string): string {
  return name
    .replace(/_1024px$/i, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(" ");
}

export type { SnapEdition };
export { SNAP_EDITIONS };

/**
 * The edition a card belongs to (home page and Snap Card Games page): its subcategory, whatever
 * its title says. Cards uploaded in the admin are titled from their file names, so the title is no
 * guide; the Snap Cards admin files every upload under the edition chosen there.
 */
export function editionOf(card: { subcategory: string | null }): SnapEdition | undefined {
  return SNAP_EDITIONS.find((edition) => edition === card.subcategory);
}

/**
 * Things in the owner's display order (PRODUCT.md §5): those with an order first, smallest first;
 * those without keep their given order, after them. Used for the Snap editions on the home page,
 * ordered by their packs' display order.
 */
export function inDisplayOrder<T extends { order: number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.order ?? Number.MAX_SAFE_INTEGER) - (b.item.order ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}
