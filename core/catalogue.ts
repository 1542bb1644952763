/**
 * The seed's product categories (PRODUCT.md §3): every one belongs to a family, the demo's Snap,
 * cards or coasters, which says what a new product of it starts with, the typical prices the owner
 * is told when no offer of its collection says more, and how the admin lists it.
 * Prices, offers, tabs, banners and hints are the owner's collections' (core/offers.ts,
 * core/collections.ts): nothing here prices anything.
 */

export type FamilyId = "snap-cards" | "cards" | "coasters";
export type SnapEdition = "cat" | "dog" | "rat";

/** How a price reads in a banner or hint: "£10.00" in full, or "£18" when it is whole. */
export interface PriceWriter {
  full(minor: number): string;
  short(minor: number): string;
}

export interface Family {
  id: FamilyId;
  /** The shop tab's label. */
  label: string;
  /** The family's name in "{name} coming soon!" and for products without a size. */
  name: string;
  /** The admin product list's filter label. */
  adminLabel: string;
  /** The usual price of one item (minor units) and the description a new product starts with. */
  defaults: { price: number; description: string };
  /** The typical prices shown to the owner when adding a product. */
  hints: (write: PriceWriter) => string[];
}

/** The families, in the demo's tab order. */
export const FAMILIES: readonly Family[] = [
  {
    id: "snap-cards",
    label: "Snap Playing Cards",
    name: "Snap Playing Cards",
    adminLabel: "Snap Cards",
    defaults: {
      price: 1000,
      description: "A 52-card game of Snap. Ages 3+, printed in the UK.",
    },
    hints: ({ full, short }) => [
      `1 pack ${full(1000)}`,
      `Any 2 games ${short(1800)}`,
      `Set of 3 ${short(2500)}`,
    ],
  },
  {
    id: "cards",
    label: "Greetings Cards",
    name: "Greeting Cards",
    adminLabel: "Cards",
    defaults: {
      price: 300,
      description: "300gsm card from FSC mix sources, acid free, blank inside.",
    },
    hints: ({ full }) => [`Small ${full(300)}`, `Large ${full(400)}`],
  },
  {
    id: "coasters",
    label: "Coasters",
    name: "Handcrafted Coasters",
    adminLabel: "Coasters",
    defaults: {
      price: 400,
      description: "90x90mm, printed in the UK, hardback, waterproof, heat resistant, 3mm thick.",
    },
    hints: ({ short }) => [
      `${short(400)} each`,
      `${short(800)} for 2`,
      `${short(1500)} for a set of 4`,
    ],
  },
];

/** A product category: its family, its label, and (for the three Snap games) its edition. */
export interface Category {
  id: string;
  family: FamilyId;
  label: string;
  edition?: SnapEdition;
}

/** Every product category the owner can choose, in the order the admin lists them. */
export const CATEGORIES = [
  { id: "snap-cards", family: "snap-cards", label: "Snap Playing Cards" },
  { id: "cards", family: "cards", label: "Greeting Cards" },
  { id: "coasters", family: "coasters", label: "Handcrafted Coasters" },
  { id: "greetings-cards", family: "cards", label: "Greeting Cards" },
  { id: "snap-cat", family: "snap-cards", label: "Snap-Cat", edition: "cat" },
  { id: "snap-dog", family: "snap-cards", label: "Snap-Dog", edition: "dog" },
  { id: "snap-rat", family: "snap-cards", label: "Snap-Rat", edition: "rat" },
] as const satisfies readonly Category[];

export type ProductCategory = (typeof CATEGORIES)[number]["id"];

export const PRODUCT_CATEGORIES = CATEGORIES.map((category) => category.id) as [
  ProductCategory,
  ...ProductCategory[],
];

/** The Snap game's editions, in the order the site shows them. */
export const SNAP_EDITIONS = ["cat", "dog", "rat"] as const satisfies readonly SnapEdition[];

const categoryById = new Map<string, Category>(
  CATEGORIES.map((category) => [category.id, category]),
);
const familyById = new Map<string, Family>(FAMILIES.map((family) => [family.id, family]));

/** The family of a product category; undefined for a category outside the shop. */
export function familyOf(category: string): Family | undefined {
  const found = categoryById.get(category);
  return found ? familyById.get(found.family) : undefined;
}

/** A family by its id. */
export function family(id: FamilyId): Family {
  return familyById.get(id)!;
}

/** The categories of a family, the family's own first. */
export function categoriesOf(id: FamilyId): string[] {
  return CATEGORIES.filter((category) => category.family === id).map((category) => category.id);
}

/** A category's label; an unknown category shows as itself. */
export function categoryLabel(category: string): string {
  return categoryById.get(category)?.label ?? category;
}

/** The Snap edition of a category (snap-cat → cat); undefined for the others. */
export function editionOf(category: string): SnapEdition | undefined {
  return (categoryById.get(category) as Category | undefined)?.edition;
}

/** Writes prices with a currency symbol: full "£10.00", short "£18" (or "£4.50"). */
export function priceWriter(symbol: string): PriceWriter {
  const full = (minor: number) => `${symbol}${(minor / 100).toFixed(2)}`;
  return {
    full,
    short: (minor) => (minor % 100 === 0 ? `${symbol}${minor / 100}` : full(minor)),
  };
}

/** The default price and description of a new product in a category, when it has them. */
export function categoryDefaults(
  category: string,
): { price: string; description: string } | undefined {
  const found = familyOf(category);
  if (!found) return undefined;
  return {
    price: (found.defaults.price / 100).toFixed(2),
    description: found.defaults.description,
  };
}

/** The typical prices of a category, in the store's currency symbol. */
export function priceHints(category: string, symbol: string): string[] {
  return familyOf(category)?.hints(priceWriter(symbol)) ?? [];
}
