/**
 * Collection offers (PRODUCT.md §9): "buy N from this collection, save S", where S is
 * an amount in minor units (`save`) or a percentage of those items' regular price (`percentOff`).
 * Pure: the cart, the checkout and the order price with {@link offerSaving}; banners and hints are
 * written from the same offers by {@link offerLines}, so what the shop says is what the cart charges.
 */
import type { PriceWriter } from "./catalogue.ts";
import { familyOf } from "./catalogue.ts";

export type Offer =
  | { quantity: number; save: number; percentOff?: undefined }
  | { quantity: number; percentOff: number; save?: undefined };

/** The offers of each collection, by the collection's slug. */
export type OfferTable = Readonly<Record<string, readonly Offer[]>>;

/**
 * The seed's bundles as offers (the demo's collections carry them, migration 018): Snap packs at
 * £10 "any 2 for £18, 3 for £25", coasters at £4 "a set of 4 for £15".
 */
export const DEMO_OFFERS: OfferTable = {
  "snap-cards": [
    { quantity: 2, save: 200 },
    { quantity: 3, save: 500 },
  ],
  coasters: [{ quantity: 4, save: 100 }],
};

/**
 * The collection a product category belongs to: its own slug, except the seed's older category
 * names, which belong to their family's collection (snap-cat → snap-cards, greetings-cards → cards).
 */
export function collectionOf(category: string): string {
  return familyOf(category)?.id ?? category;
}

/**
 * What one offer takes off items whose regular prices add up to `regular`, in hundredths of a
 * minor unit (exact for a percentage): never more than those items cost.
 */
function exactSavingOf(offer: Offer, regular: number): number {
  const saving = offer.save !== undefined ? offer.save * 100 : regular * offer.percentOff;
  return Math.max(0, Math.min(saving, regular * 100));
}

/** What one offer takes off items whose regular prices add up to `regular`: never more than that. */
export function savingOf(offer: Offer, regular: number): number {
  return Math.round(exactSavingOf(offer, regular) / 100);
}

/**
 * The most a buyer can save on items of one collection (their unit prices, one entry per item)
 * with its offers, each offer used any number of times on items not already covered. The items
 * are taken dearest first, and every use of an offer covers a run of neighbours in that order: a
 * percentage saves most on the dearest items and an amount saves the same on any items it does
 * not exceed, so this is the best combination (core/offers.test.ts checks it against every
 * assignment). Only an amount larger than the items it covers (a "save £3" on two £1 items) could
 * do better with other pairs; then the dearest are grouped first. Dynamic programming over the sorted list: O(items × offers). The
 * percentages are added exactly and the total rounded once, half up, so how the items are paired
 * never moves a penny.
 */
export function offerSaving(prices: readonly number[], offers: readonly Offer[]): number {
  if (offers.length === 0 || prices.length === 0) return 0;
  const sorted = [...prices].sort((a, b) => b - a);
  const sums = [0];
  for (const price of sorted) sums.push(sums[sums.length - 1]! + price);
  // best[i]: the most saved on items i… (dearest first).
  const best = new Array<number>(sorted.length + 1).fill(0);
  for (let i = sorted.length - 1; i >= 0; i--) {
    let most = best[i + 1]!;
    for (const offer of offers) {
      const end = i + offer.quantity;
      if (end > sorted.length) continue;
      most = Math.max(most, exactSavingOf(offer, sums[end]! - sums[i]!) + best[end]!);
    }
    best[i] = most;
  }
  return Math.round(best[0]! / 100);
}

/** Each item's unit price, once per item, from lines of a quantity and a unit price. */
export function itemPrices(lines: ReadonlyArray<{ quantity: number; unitPrice: number }>) {
  return lines.flatMap((line) => Array<number>(line.quantity).fill(line.unitPrice));
}

/** One line of a banner or hint: the quantity and what it costs at the one price (when known). */
export interface OfferLine {
  quantity: number;
  /** What `quantity` items cost with the offer, when every product has one price; else null. */
  price: number | null;
  /** "Any 2 games". */
  label: string;
  /** "save £2" or "save 15%". */
  saving: string;
  /** The whole line: "Any 2 games £18 (save £2)", or "Any 2: save £2" without one price. */
  text: string;
}

/**
 * The lines a banner, the home page's bundle box and the admin's hints show for a collection's
 * offers. When every product in it has one price (`prices` holds one value) a line reads as the
 * seed's did, "Any 2 games £18 (save £2)"; otherwise "Any 2: save £2" or "Any 3: save 15%".
 * `noun` is the collection's word for its items ("games"), empty for none.
 */
export function offerLines(
  offers: readonly Offer[],
  prices: readonly number[],
  write: PriceWriter,
  noun = "",
): OfferLine[] {
  const distinct = [...new Set(prices)];
  const one = distinct.length === 1 ? distinct[0]! : null;
  return [...offers]
    .sort((a, b) => a.quantity - b.quantity)
    .map((offer) => {
      const { quantity } = offer;
      const label = `Any ${quantity}${noun ? ` ${noun}` : ""}`;
      if (one === null) {
        const saving = `save ${offer.save !== undefined ? write.short(offer.save) : `${offer.percentOff}%`}`;
        return { quantity, price: null, label, saving, text: `${label}: ${saving}` };
      }
      const regular = one * quantity;
      const saved = savingOf(offer, regular);
      const price = regular - saved;
      const saving = `save ${write.short(saved)}`;
      return { quantity, price, label, saving, text: `${label} ${write.short(price)} (${saving})` };
    });
}
