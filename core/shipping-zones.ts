import type { PricingRules } from "./pricing.ts";
import type { StoreSettings } from "./store.ts";

/**
 * Shipping by destination (PRODUCT.md §9, "Shipping zones"): the shop's home country, Europe, and
 * the rest of the world, each with its own fee, free-shipping threshold and extra fee per
 * original. Money in minor units; countries as ISO 3166-1 alpha-2 codes.
 */

export const SHIPPING_ZONES = ["home", "europe", "world"] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const ZONE_LABELS: Record<ShippingZone, string> = {
  home: "Home country",
  europe: "Europe",
  world: "Rest of the world",
};

/**
 * The countries of the usual postal "Europe" zone (Royal Mail's, the home default being GB): the
 * European countries and territories, Turkey, the Caucasus and Central Asia's former Soviet states.
 */
export const EUROPE: ReadonlySet<string> = new Set([
  "AD",
  "AL",
  "AM",
  "AT",
  "AX",
  "AZ",
  "BA",
  "BE",
  "BG",
  "BY",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FO",
  "FR",
  "GB",
  "GE",
  "GG",
  "GI",
  "GL",
  "GR",
  "HR",
  "HU",
  "IE",
  "IM",
  "IS",
  "IT",
  "JE",
  "KG",
  "KZ",
  "LI",
  "LT",
  "LU",
  "LV",
  "MC",
  "MD",
  "ME",
  "MK",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "RS",
  "RU",
  "SE",
  "SI",
  "SJ",
  "SK",
  "SM",
  "TJ",
  "TM",
  "TR",
  "UA",
  "UZ",
  "VA",
  "XK",
]);

/** The zone a parcel to `country` travels in, for a shop in `homeCountry`. */
export function zoneOf(country: string, homeCountry: string): ShippingZone {
  const code = country.trim().toUpperCase();
  if (code === homeCountry.toUpperCase()) return "home";
  return EUROPE.has(code) ? "europe" : "world";
}

/** The pricing rules for a parcel to `country` (the home country when none is given). */
export function shippingRules(
  store: StoreSettings,
  country?: string | null,
): PricingRules & { zone: ShippingZone; country: string } {
  const to = country?.trim() ? country.trim().toUpperCase() : store.homeCountry;
  const zone = zoneOf(to, store.homeCountry);
  const charge =
    zone === "home"
      ? { fee: store.shippingFee, freeShippingThreshold: store.freeShippingThreshold }
      : store.zones[zone];
  return {
    taxRate: store.taxRate,
    pricesIncludeTax: store.pricesIncludeTax,
    taxCharged: store.taxZones[zone],
    shippingFee: charge.fee,
    freeShippingThreshold: charge.freeShippingThreshold,
    perOriginal: store.originalShipping[zone],
    zone,
    country: to,
  };
}
