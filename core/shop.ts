/** The shop's tabs, their price banners and what a product's buy button says (SPEC §2, §9). */

export type ShopTab = "snap-cards" | "cards" | "coasters";

export interface ShopTabInfo {
  id: ShopTab;
  label: string;
  /** Product categories shown under the tab (SPEC §3: cards also as greetings-cards). */
  categories: readonly string[];
  /** The category's name in "{label} coming soon!" */
  categoryLabel: string;
  /** The price banner; `prices` takes the store's currency symbol. */
  banner: { title: string; prices: (symbol: string) => readonly string[] };
}

export const SHOP_TABS: readonly ShopTabInfo[] = [
  {
    id: "snap-cards",
    label: "Snap Playing Cards",
    categories: ["snap-cards", "snap-cat", "snap-dog", "snap-rat"],
    categoryLabel: "Snap Playing Cards",
    banner: {
      title: "Snap bundle pricing",
      prices: (s) => [
        `1 pack ${s}10.00`,
        `Any 2 games ${s}18 (save ${s}2)`,
        `All 3 games ${s}25 (save ${s}5)`,
      ],
    },
  },
  {
    id: "cards",
    label: "Greetings Cards",
    categories: ["cards", "greetings-cards"],
    categoryLabel: "Greeting Cards",
    banner: {
      title: "Greeting card sizes",
      prices: (s) => [
        `Large 15x21cm ${s}4.00`,
        `Small Square 12x12cm ${s}3.00`,
        `Small Rectangle 10x15cm ${s}3.00`,
      ],
    },
  },
  {
    id: "coasters",
    label: "Coasters",
    categories: ["coasters"],
    categoryLabel: "Handcrafted Coasters",
    banner: {
      title: "Coaster pricing",
      prices: (s) => [`1 coaster ${s}4.00`, `Any 2 ${s}8.00`, `Set of 4 ${s}15.00`],
    },
  },
];

export const DEFAULT_SHOP_TAB: ShopTab = "snap-cards";

/** The tab named in the address, or the default. */
export function shopTab(value: string | null | undefined): ShopTabInfo {
  return SHOP_TABS.find((tab) => tab.id === value) ?? (SHOP_TABS[0] as ShopTabInfo);
}

/** Every category the shop shows. */
export const SHOP_CATEGORIES = SHOP_TABS.flatMap((tab) => tab.categories);

/** What a product's button offers, decided from the same facts the server checks. */
export type BuyState = "buy" | "inquire" | "coming-soon" | "sold-out";

export function buyState(product: {
  isAvailable: boolean;
  price: string;
  stock: number | null;
  variants: ReadonlyArray<{ price: string }>;
}): BuyState {
  if (!product.isAvailable) return "coming-soon";
  const prices = [product.price, ...product.variants.map((variant) => variant.price)].map(Number);
  if (!prices.some((price) => price > 0)) return "inquire";
  if (product.stock === 0) return "sold-out";
  return "buy";
}

/** The card sizes of SPEC §9 as the dialog's chooser offers them. */
export type CardSize = "large" | "small";
export type CardShape = "square" | "rectangle";

/** The variant name (as the catalogue stores it, SPEC §9) for a size and, for small, a shape. */
export function cardVariant(size: CardSize, shape: CardShape): string {
  if (size === "large") return "Large 15x21cm";
  return shape === "square" ? "Small Square 12x12cm" : "Small Rectangle 10x15cm";
}

/** Cards are bought through the dialog (to choose a size); other products add from the grid. */
export function needsDialog(product: { variants: readonly unknown[] }): boolean {
  return product.variants.length > 0;
}

/** Product category labels (SPEC §3), for a cart line without a variant. */
export const PRODUCT_CATEGORY_LABELS: Record<string, string> = {
  "snap-cards": "Snap Playing Cards",
  "snap-cat": "Snap-Cat",
  "snap-dog": "Snap-Dog",
  "snap-rat": "Snap-Rat",
  cards: "Greeting Cards",
  "greetings-cards": "Greeting Cards",
  coasters: "Handcrafted Coasters",
};

export function categoryLabel(category: string): string {
  return PRODUCT_CATEGORY_LABELS[category] ?? category;
}
