/** What a new product of a category starts with, and the typical prices to guide the owner (SPEC §9). */

export interface CategoryDefaults {
  price: string;
  description: string;
}

const COASTERS: CategoryDefaults = {
  price: "4.00",
  description: "90x90mm, printed in the UK, hardback, waterproof, heat resistant, 3mm thick.",
};
const CARDS: CategoryDefaults = {
  price: "3.00",
  description: "300gsm card from FSC mix sources, acid free, blank inside.",
};
const SNAP: CategoryDefaults = {
  price: "10.00",
  description: "A 52-card game of Snap. Ages 3+, printed in the UK.",
};

/** The pricing family of a category: the three snap editions price like snap-cards. */
function family(category: string): "coasters" | "cards" | "snap-cards" | undefined {
  if (category === "coasters") return "coasters";
  if (category === "cards" || category === "greetings-cards") return "cards";
  if (category.startsWith("snap-")) return "snap-cards";
  return undefined;
}

/** The default price and description of a category, when it has them. */
export function categoryDefaults(category: string): CategoryDefaults | undefined {
  const kind = family(category);
  return kind === "coasters" ? COASTERS : kind === "cards" ? CARDS : kind ? SNAP : undefined;
}

/** The typical prices of a category, in the store's currency symbol. */
export function priceHints(category: string, s: string): string[] {
  switch (family(category)) {
    case "cards":
      return [`Small ${s}3.00`, `Large ${s}4.00`];
    case "coasters":
      return [`${s}4 each`, `${s}8 for 2`, `${s}15 for a set of 4`];
    case "snap-cards":
      return [`1 pack ${s}10.00`, `Any 2 games ${s}18`, `Set of 3 ${s}25`];
    default:
      return [];
  }
}
