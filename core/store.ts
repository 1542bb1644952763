/**
 * The shop's trading rules, set by the owner in Settings (settings key "store"): the one currency
 * everything is shown and charged in, the tax rate, the shipping fee and when shipping is free,
 * the charity statement shown in the shop, the shop's home country (the checkout's default) and
 * how long buyers have to pay. Money is in minor units (pence, cents).
 */

export const CURRENCIES = {
  GBP: { symbol: "£", name: "Pound sterling" },
  USD: { symbol: "$", name: "US dollar" },
  EUR: { symbol: "€", name: "Euro" },
  CAD: { symbol: "CA$", name: "Canadian dollar" },
  AUD: { symbol: "A$", name: "Australian dollar" },
} as const;

export type Currency = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

/** One zone's shipping charge abroad: its fee, and when it is free (null: never). */
export interface ZoneCharge {
  fee: number;
  freeShippingThreshold: number | null;
}

/** Which shipping zones are charged tax (core/shipping-zones.ts; a zone not charged pays no tax). */
export interface TaxZones {
  home: boolean;
  europe: boolean;
  world: boolean;
}

export interface StoreSettings {
  currency: Currency;
  /** Tax in hundredths of a percent: 800 is 8 %. A new site charges none. */
  taxRate: number;
  /** What the tax is called on the totals and invoices, as the owner typed it ("VAT", "GST"). */
  taxName: string;
  /** The prices shown include the tax (the buyer pays them); else tax is added at the total. */
  pricesIncludeTax: boolean;
  taxZones: TaxZones;
  /** The shop's tax registration number, printed on invoices ("" for none). */
  taxNumber: string;
  /** Charged when shipping is not free. */
  shippingFee: number;
  /** Shipping is free when the goods after savings cost more than this; null: never free. */
  freeShippingThreshold: number | null;
  charityStatement: string;
  /** The line under the shop's heading ("Prints and cards, printed in the UK."); "": none. */
  shopIntro: string;
  /** Days a buyer has to pay before an unpaid order is cancelled (reminded halfway). */
  payWithinDays: number;
  /**
   * The most originals one unpaid order may hold (PRODUCT.md §4, Originals): each is held for its
   * buyer until the deadline, so one stranger's order must not take every piece off sale.
   */
  maxOriginalsPerOrder: number;
  /** Where the shop is, as an ISO 3166-1 alpha-2 code: the checkout's country until one is chosen. */
  homeCountry: string;
  /**
   * Shipping abroad (PRODUCT.md §9, shipping zones): Europe and the rest of the world. The home
   * country's charge is `shippingFee` and `freeShippingThreshold` above.
   */
  zones: { europe: ZoneCharge; world: ZoneCharge };
  /** Added to the shipping for each original in an order, by zone (boxed, insured, tracked). */
  originalShipping: { home: number; europe: number; world: number };
}

/**
 * The demo's tax, 8 % added to every price and every zone: the seed's data (demo/seed.ts), and
 * what a site set up before the owner could set tax keeps charging (migration 020).
 */
export const DEMO_TAX_RATE = 800;

/** The owner may let one unpaid order hold from 1 to this many originals. */
export const MOST_ORIGINALS_PER_ORDER = 20;

export const DEFAULT_STORE: StoreSettings = {
  currency: "GBP",
  taxRate: 0,
  taxName: "Tax",
  pricesIncludeTax: false,
  taxZones: { home: true, europe: true, world: true },
  taxNumber: "",
  shippingFee: 999,
  freeShippingThreshold: 5000,
  // A statement about giving is the owner's to make: a new site makes none (the demo does).
  charityStatement: "",
  // Likewise what the shop sells, in the owner's words (the demo's: "Greeting cards, …").
  shopIntro: "",
  payWithinDays: 7,
  maxOriginalsPerOrder: 2,
  // Sites set up before there was a home country read this one.
  homeCountry: "GB",
  zones: {
    europe: { fee: 1499, freeShippingThreshold: 12000 },
    world: { fee: 2499, freeShippingThreshold: null },
  },
  originalShipping: { home: 1500, europe: 3500, world: 6000 },
};

/** The symbol of a currency code; an unknown code shows as itself ("CHF 4.00"). */
export function currencySymbol(currency: string): string {
  return currency in CURRENCIES ? CURRENCIES[currency as Currency].symbol : `${currency} `;
}

/** A tax rate in hundredths of a percent as people write it: 800 → "8", 750 → "7.5". */
export function formatTaxRate(taxRate: number): string {
  return String(taxRate / 100);
}
