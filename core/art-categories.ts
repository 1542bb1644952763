/** Portfolio categories, art types and their labels (PRODUCT.md §3 and §5). */

export const PORTFOLIO_CATEGORIES = {
  "paintings-drawings": "Paintings & Drawings",
  ceramics: "Ceramics",
  sketches: "Sketches",
} as const;

export type PortfolioCategory = keyof typeof PORTFOLIO_CATEGORIES;

/** Art types of paintings and drawings with their filter labels (PRODUCT.md §5), "all" first. */
export const PAINTING_FILTERS = [
  { value: "all", label: "All" },
  { value: "cats", label: "Cats" },
  { value: "dogs", label: "Dogs" },
  { value: "rats-others", label: "Rats and Others" },
  { value: "wildlife", label: "Wildlife and Others" },
  { value: "humans", label: "Humans" },
  { value: "landscapes-flowers", label: "Landscapes and Flowers" },
  { value: "abstract-patterns", label: "Abstract Patterns" },
] as const;

/** Art types of ceramics with their filter labels (PRODUCT.md §5), "all" first. */
export const CERAMIC_FILTERS = [
  { value: "all", label: "All" },
  { value: "birds-cats", label: "Birds and Cats" },
  { value: "dog-cat-mugs", label: "Dog and Cat Mugs" },
  { value: "pots-vases", label: "Decorative Pots and Vases" },
  { value: "dishes", label: "Decorative Dishes" },
  { value: "oil-lamps", label: "Decorative Oil Lamps" },
  { value: "tiles", label: "Ceramic Tiles" },
] as const;

export const PAINTING_ART_TYPES = PAINTING_FILTERS.slice(1).map((filter) => filter.value);
export const CERAMIC_ART_TYPES = CERAMIC_FILTERS.slice(1).map((filter) => filter.value);

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
