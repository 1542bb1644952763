/** Portfolio categories, art types and their labels (PRODUCT.md §3 and §5). */

export const PORTFOLIO_CATEGORIES = {
  "paintings-drawings": "Paintings & Drawings",
  ceramics: "Ceramics",
  sketches: "Sketches",
} as const;

export type PortfolioCategory = keyof typeof PORTFOLIO_CATEGORIES;

/** Art types of paintings and drawings with their filter labels (PRODUCT.md §5). */
const PAINTING_TYPES = {
  cats: "Cats",
  dogs: "Dogs",
  "rats-others": "Rats and Others",
  wildlife: "Wildlife and Others",
  humans: "Humans",
  "landscapes-flowers": "Landscapes and Flowers",
  "abstract-patterns": "Abstract Patterns",
} as const;

/** Art types of ceramics with their filter labels (PRODUCT.md §5). */
const CERAMIC_TYPES = {
  "birds-cats": "Birds and Cats",
  "dog-cat-mugs": "Dog and Cat Mugs",
  "pots-vases": "Decorative Pots and Vases",
  dishes: "Decorative Dishes",
  "oil-lamps": "Decorative Oil Lamps",
  tiles: "Ceramic Tiles",
} as const;

/** A category's filters as its page shows them: "All" first, then each art type. */
const filtersOf = <T extends string>(
  types: Record<T, string>,
): ReadonlyArray<{ readonly value: T | "all"; readonly label: string }> => [
  { value: "all", label: "All" },
  ...(Object.entries(types) as Array<[T, string]>).map(([value, label]) => ({ value, label })),
];

export const PAINTING_FILTERS = filtersOf(PAINTING_TYPES);
export const CERAMIC_FILTERS = filtersOf(CERAMIC_TYPES);

export const PAINTING_ART_TYPES = Object.keys(PAINTING_TYPES) as Array<keyof typeof PAINTING_TYPES>;
export const CERAMIC_ART_TYPES = Object.keys(CERAMIC_TYPES) as Array<keyof typeof CERAMIC_TYPES>;

/**
 * The art type an artwork of `category` keeps (PRODUCT.md §3): sketches are always "general"; an
 * art type the category does not know is dropped (null), so the artwork shows under "All".
 */
export function artTypeFor(category: string, artType: string | null | undefined): string | null {
  if (category === "sketches") return "general";
  const known: readonly string[] =
    category === "ceramics"
      ? CERAMIC_ART_TYPES
      : category === "paintings-drawings"
        ? PAINTING_ART_TYPES
        : [];
  return artType && known.includes(artType) ? artType : null;
}
