/**
 * The fuzz suite's in-memory model (server/fuzz.test.ts): its pricing by PRODUCT.md §9, written
 * independently of core/pricing.ts, the catalogue every run starts from, and the model's state.
 */
import type { TestApp } from "../test-app.ts";

export const FUZZ_OPTIONS = { seed: 20260107, numRuns: 120 } as const;
export const MAX_COMMANDS = 60;
export const VISITORS = 3;

// biome-ignore lint/suspicious/noExplicitAny: responses are asserted field by field.
export type Json = any;

// ---------------------------------------------------------------------------------------------
// The model's pricing: PRODUCT.md §9 with the demo's offers (Snap "any 2 save £2, any 3
// save £5", coasters "any 4 save £1"), decision 012 §3 (tax and the free-shipping threshold apply
// to the goods after savings; tax also to the shipping, PRODUCT.md §9 "Tax"), in pence. Written without core/pricing.ts or core/offers.ts.

export interface ModelLine {
  id: number;
  /** The product's index in the catalogue, or the original's (in ORIGINALS) when `original`. */
  productIndex: number;
  original?: true;
  variant: string | null;
  quantity: number;
  /** A product line's unit price when its buyer last set it: checkout refuses a change. */
  seen?: number;
}

export interface ModelTotals {
  itemCount: number;
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

export const SNAP_CATEGORIES = new Set(["snap-cards", "snap-cat", "snap-dog", "snap-rat"]);

/** The demo's offers as [how many, pence saved] (Snap: any 2 save £2, any 3 save £5; coasters: any 4 save £1). */
export const MODEL_OFFERS: Record<string, ReadonlyArray<readonly [number, number]>> = {
  snap: [
    [2, 200],
    [3, 500],
  ],
  coasters: [[4, 100]],
};

/**
 * The most the demo's offers save on one group's items (a price per item): each use of an offer
 * covers items taken dearest first and saves at most what those items cost, and the best
 * combination of uses wins (PRODUCT.md §9).
 */
export function modelSaving(group: string, prices: number[]): number {
  const offers = MODEL_OFFERS[group] ?? [];
  const sorted = [...prices].sort((a, b) => b - a);
  // most[i]: the most saved on the items from i on.
  const most = Array<number>(sorted.length + 1).fill(0);
  for (let i = sorted.length - 1; i >= 0; i--) {
    most[i] = most[i + 1]!;
    for (const [count, save] of offers) {
      if (i + count > sorted.length) continue;
      const cost = sorted.slice(i, i + count).reduce((sum, price) => sum + price, 0);
      most[i] = Math.max(most[i]!, Math.min(save, cost) + most[i + count]!);
    }
  }
  return most[0]!;
}

/** Lines as [category, quantity, unit price], in the order they were added. */
export function modelPrice(
  lines: Array<[string, number, number]>,
  zone: ModelZone = "home",
): ModelTotals {
  const groups: Array<{ name: string; prices: number[] }> = [];
  let subtotal = 0;
  let itemCount = 0;
  for (const [category, quantity, unit] of lines) {
    const name = SNAP_CATEGORIES.has(category)
      ? "snap"
      : category === "coasters"
        ? "coasters"
        : "other";
    let group = groups.find((candidate) => candidate.name === name);
    if (!group) {
      group = { name, prices: [] };
      groups.push(group);
    }
    group.prices.push(...Array<number>(quantity).fill(unit));
    subtotal += quantity * unit;
    itemCount += quantity;
  }
  let goods = subtotal;
  for (const group of groups) goods -= modelSaving(group.name, group.prices);
  // The zones' defaults (PRODUCT.md §9): at home £9.99 up to £50, Europe £14.99 up to £120, the
  // rest of the world £24.99 always.
  const zones: Record<ModelZone, readonly [number, number]> = {
    home: [999, 5000],
    europe: [1499, 12000],
    world: [2499, Number.POSITIVE_INFINITY],
  };
  const [fee, freeOver] = zones[zone];
  // Each original adds its zone's fee (home £15, Europe £35, elsewhere £60), never waived.
  const originals = lines.filter(([category]) => category === "original").length;
  const perOriginal = { home: 1500, europe: 3500, world: 6000 }[zone];
  const shipping = (itemCount > 0 && goods <= freeOver ? fee : 0) + originals * perOriginal;
  // 8 % of the goods and the shipping together, half a penny rounds up.
  const tax = Math.floor(((goods + shipping) * 8 + 50) / 100);
  return {
    itemCount,
    subtotal,
    discount: subtotal - goods,
    tax,
    shipping,
    total: goods + tax + shipping,
  };
}

export const pounds = (pence: number) =>
  `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
export const pence = (text: string) => {
  const match = /^(\d+)\.(\d\d)$/.exec(text);
  if (!match) throw new Error(`not a price: ${JSON.stringify(text)}`);
  return Number(match[1]) * 100 + Number(match[2]);
};

export const CARD_SIZES: Record<string, number> = {
  "Large 15x21cm": 400,
  "Small Square 12x12cm": 300,
  "Small Rectangle 10x15cm": 300,
};

export interface Seed {
  name: string;
  category: string;
  price: string;
  stock: number | null;
}

export const CATALOGUE: Seed[] = [
  { name: "Snap Cat", category: "snap-cards", price: "10", stock: 6 },
  { name: "Snap Dog", category: "snap-dog", price: "10.00", stock: null },
  { name: "Snap Rat", category: "snap-rat", price: "12.50", stock: 1 },
  { name: "Hare Coaster", category: "coasters", price: "4", stock: 9 },
  { name: "Owl Coaster", category: "coasters", price: "4.50", stock: 2 },
  { name: "Robin Card", category: "cards", price: "3", stock: 12 },
  { name: "Wren Card", category: "greetings-cards", price: "3.00", stock: null },
];

export const isCardSeed = (seed: Seed) =>
  seed.category === "cards" || seed.category === "greetings-cards";

/** The originals every run offers (created once per engine, put back for each run). */
export const ORIGINALS = [
  { title: "Heron at Dusk", price: "450" },
  { title: "Fox in Snow", price: "120.50" },
];

export interface ModelOriginal {
  id: number;
  title: string;
  price: number;
  state: "available" | "reserved" | "sold";
}

/** An order of this run, as the owner can move it. */
export interface ModelOrder {
  number: string;
  who: number;
  status: string;
  /** Product index → quantity (stock goes back on cancellation). */
  products: Map<number, number>;
  originals: number[];
  /** Its total as the API wrote it (checked against the model's pricing when it was placed). */
  total: string;
}

export interface ModelProduct {
  id: number;
  name: string;
  category: string;
  price: number;
  stock: number | null;
  available: boolean;
  /** Card sizes and their prices; null when the product has none. */
  variants: Record<string, number> | null;
}

export interface ModelVisitor {
  hasCart: boolean;
  lines: ModelLine[];
  /** The last order this visitor's cart placed (returned to a repeat of its key). */
  lastOrder: { number: string; body: Json } | undefined;
}

export interface Model {
  products: ModelProduct[];
  originals: ModelOriginal[];
  orders: ModelOrder[];
  visitors: ModelVisitor[];
  /** Every cart line id the run has seen, with its visitor; removed lines stay as stale ids. */
  lineOwners: Map<number, number>;
  /** Idempotency keys tried, and the order number of those that placed an order. */
  keys: string[];
  keyOrders: Map<string, string>;
  ordersPlaced: number;
  run: number;
  nextKey: number;
}

export interface Real {
  t: TestApp;
  owner: string;
  cookies: string[];
  ordersBefore: number;
}

/** A quantity as the API should read it: a JSON number or numeric text, whole, 1 to 99. */
export function modelQuantity(value: unknown): number | undefined {
  if (value === undefined) return 1;
  if (typeof value !== "number" && typeof value !== "string") return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 99 ? number : undefined;
}

export const unitPriceOf = (product: ModelProduct, variant: string | null) =>
  variant === null ? product.price : product.variants![variant]!;

/** A line's [category, quantity, unit price]: an original is goods of its own, in no bundle. */
export const lineFacts = (model: Model, line: ModelLine): [string, number, number] => {
  if (line.original) return ["original", 1, model.originals[line.productIndex]!.price];
  const product = model.products[line.productIndex]!;
  return [product.category, line.quantity, unitPriceOf(product, line.variant)];
};

export const modelCartTotals = (model: Model, visitor: ModelVisitor, zone: ModelZone = "home") =>
  modelPrice(
    visitor.lines.map((line) => lineFacts(model, line)),
    zone,
  );

export const OPEN = new Set(["pending", "awaiting-payment", "paid"]);

export type ModelZone = "home" | "europe" | "world";
/** Where checkouts ship to, one country per zone of the GB shop. */
export const DESTINATIONS = {
  GB: { zone: "home", address: {} },
  FR: { zone: "europe", address: { country: "FR", city: "Lyon", state: "", zipCode: "69001" } },
  AU: {
    zone: "world",
    address: { country: "AU", city: "Sydney", state: "NSW", zipCode: "2000" },
  },
} as const satisfies Record<string, { zone: ModelZone; address: object }>;
export type Destination = keyof typeof DESTINATIONS;
