/**
 * Originals for sale (PRODUCT.md §4, "Originals"): an artwork's public sale status, derived from
 * whether the owner offers it, its price and its stored sale state. Pure; every layer reads it.
 */

import { isOneOf, type StatusOf, statusList } from "./status-list.ts";

/** What the site stores about an original's sale: free, held by an order, or gone. */
export const SALE_STATES = ["available", "reserved", "sold"] as const;
export type SaleState = (typeof SALE_STATES)[number];

/**
 * What visitors are told about an artwork, with the admin's name for each (the public pages word
 * them in their own components).
 */
export const SALE_STATUS = statusList({
  available: "For sale",
  reserved: "Reserved",
  sold: "Sold",
  "on-request": "Price on request",
  "not-for-sale": "Not for sale",
});
export type SaleStatus = StatusOf<typeof SALE_STATUS>;

/** The pricing category of an original in a cart or an order: goods, in no bundle. */
export const ORIGINAL_CATEGORY = "original";

export function isSaleState(value: unknown): value is SaleState {
  return isOneOf(SALE_STATES, value);
}

/**
 * An artwork's sale status. Not offered for sale hides everything (a sold piece the owner no
 * longer wants to mention shows nothing); then sold, then reserved; a piece with no price above
 * zero is "price on request"; otherwise it can be bought.
 */
export function saleStatusOf(artwork: {
  isForSale: boolean;
  price: number | null;
  saleState: string;
}): SaleStatus {
  if (!artwork.isForSale) return "not-for-sale";
  if (artwork.saleState === "sold") return "sold";
  if (artwork.saleState === "reserved") return "reserved";
  if (artwork.price === null || artwork.price <= 0) return "on-request";
  return "available";
}

/** Why an original cannot be added or bought, or undefined when it can. */
export function originalUnavailableReason(title: string, status: SaleStatus): string | undefined {
  switch (status) {
    case "available":
      return undefined;
    case "reserved":
      return `${title} is reserved: another buyer's order holds it`;
    case "sold":
      return `${title} has been sold`;
    case "on-request":
      return `${title} has no price online: please ask about it through the contact page`;
    case "not-for-sale":
      return `${title} is not for sale`;
  }
}
