/**
 * The shop's catalogue rules as one table (PRODUCT.md §3 and §9): every product category belongs
 * to a family, and the family says how it is priced (bundle tiers), what a new product
 * starts with, what the owner is told, and how the shop shows it. Pricing, the shop's tabs and
 * banners, the admin's defaults, hints and filters all read this table; nothing else names a
 * category's rules.
 */

export type FamilyId = "snap-cards" | "cards" | "coasters";
export type SnapEdition = "cat" | "dog" | "rat";

/** A bundle price: `quantity` items of the family together cost `price` (minor units). */
export interface BundleTier {
  quantity: number;
  price: number;
}

/** How a price reads in a banner or hint: "£10.00" in full, or "£18" when it is whole. */
export interface PriceWriter {
  full(minor: number): string;
  short(minor: number): string;
}

/** A banner or hint line: the text, and the quantity and price it states (for the checks). */
export interface PriceLine {
  quantity: number;
  price: number;
  text: string;
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
  /**
   * Bundles: the largest tier repeats; a remainder equal to the smaller tier's quantity costs that
   * tier; any other remainder costs the unit price each. Below the largest tier, a quantity above
   * the smaller tier costs that tier plus the unit price for each extra (PRODUCT.md §9).
   */
  bundle?: { large: BundleTier; small: BundleTier };
  /** The shop banner's title and lines, from the prices above. */
  banner: { title: string; lines: (write: PriceWriter) => PriceLine[] };
  /** The typical prices shown to the owner when adding a product. */
  hints: (write: PriceWriter) => string[];
}

const SNAP_PRICE = 1000;
const SNAP_BUNDLE = { large: { quantity: 3, price: 2500 }, small: { quantity: 2, price: 1800 } };
const COASTER_PRICE = 400;
const COASTER_BUNDLE = { large: { quantity: 4, price: 1500 }, small: { quantity: 2, price: 800 } };
/**
 * The demo cards' sizes as the banner states them. The sizes themselves are each card's variants
 * (core/variants.ts), set by the owner like any product's; these lines only describe the demo's.
 */
const CARD_LINES = [
  { price: 400, name: "Large 15x21cm" },
  { price: 300, name: "Small Square 12x12cm" },
  { price: 300, name: "Small Rectangle 10x15cm" },
] as const;

const line = (quantity: number, price: number, text: string): PriceLine => ({
  quantity,
  price,
  text,
});

/** The families in the shop's tab order. */
export const FAMILIES: readonly Family[] = [
  {
    id: "snap-cards",
    label: "Snap Playing Cards",
    name: "Snap Playing Cards",
    adminLabel: "Snap Cards",
    defaults: {
      price: SNAP_PRICE,
      description: "A 52-card game of Snap. Ages 3+, printed in the UK.",
    },
    bundle: SNAP_BUNDLE,
    banner: {
      title: "Snap bundle pricing",
      lines: ({ full, short }) => {
        const { small, large } = SNAP_BUNDLE;
        const save = (tier: BundleTier) => short(tier.quantity * SNAP_PRICE - tier.price);
        return [
          line(1, SNAP_PRICE, `1 pack ${full(SNAP_PRICE)}`),
          line(2, small.price, `Any 2 games ${short(small.price)} (save ${save(small)})`),
          line(3, large.price, `All 3 games ${short(large.price)} (save ${save(large)})`),
        ];
      },
    },
    hints: ({ full, short }) => [
      `1 pack ${full(SNAP_PRICE)}`,
      `Any 2 games ${short(SNAP_BUNDLE.small.price)}`,
      `Set of 3 ${short(SNAP_BUNDLE.large.price)}`,
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
    banner: {
      title: "Greeting card sizes",
      lines: ({ full }) =>
        CARD_LINES.map(({ price, name }) => line(1, price, `${name} ${full(price)}`)),
    },
    hints: ({ full }) => [
      `Small ${full(CARD_LINES[1].price)}`,
      `Large ${full(CARD_LINES[0].price)}`,
    ],
  },
  {
    id: "coasters",
    label: "Coasters",
    name: "Handcrafted Coasters",
    adminLabel: "Coasters",
    defaults: {
      price: COASTER_PRICE,
      description: "90x90mm, printed in the UK, hardback, waterproof, heat resistant, 3mm thick.",
    },
    bundle: COASTER_BUNDLE,
    banner: {
      title: "Coaster pricing",
      lines: ({ full }) => {
        const { small, large } = COASTER_BUNDLE;
        return [
          line(1, COASTER_PRICE, `1 coaster ${full(COASTER_PRICE)}`),
          line(small.quantity, small.price, `Any 2 ${full(small.price)}`),
          line(large.quantity, large.price, `Set of 4 ${full(large.price)}`),
        ];
      },
    },
    hints: ({ short }) => [
      `${short(COASTER_PRICE)} each`,
      `${short(COASTER_BUNDLE.small.price)} for 2`,
      `${short(COASTER_BUNDLE.large.price)} for a set of 4`,
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
