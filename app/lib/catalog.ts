/** Portfolio categories, art types and their labels (SPEC §3 and §5). */

export const PORTFOLIO_CATEGORIES = {
  "paintings-drawings": "Paintings & Drawings",
  ceramics: "Ceramics",
  sketches: "Sketches",
} as const;

export type PortfolioCategory = keyof typeof PORTFOLIO_CATEGORIES;

export function isPortfolioCategory(value: string): value is PortfolioCategory {
  return Object.hasOwn(PORTFOLIO_CATEGORIES, value);
}
