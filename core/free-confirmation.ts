/**
 * A save that would give something away, a price of 0.00 or an offer of 100 % off, is done only
 * when the owner confirms it (PRODUCT.md §5): both doors answer 422 and save nothing until the
 * same save comes again with `confirmFree` true. A typo in a price should not make a shop free.
 */
import { Unconfirmed } from "./domain-errors.ts";
import type { Offer } from "./offers.ts";

/** The field that confirms such a save: JSON `true`, or a form's "true" or "on". */
export const CONFIRM_FREE = "confirmFree";

export const FREE_PRICE_QUESTION =
  "A price of 0.00 gives this product away to anyone who orders it. Confirm to save it.";
export const FULL_OFFER_QUESTION =
  "An offer of 100 % off gives those items away to anyone who orders them. Confirm to save it.";

/** A product's create or change with a price of 0.00 (its own or a size's) needs confirming. */
export function confirmFreePrice(input: {
  price?: number | undefined;
  variants?: ReadonlyArray<{ price: number }> | undefined;
  confirmFree?: boolean | undefined;
}): void {
  const free = input.price === 0 || (input.variants ?? []).some((variant) => variant.price === 0);
  if (free && input.confirmFree !== true)
    throw new Unconfirmed(FREE_PRICE_QUESTION, { [CONFIRM_FREE]: FREE_PRICE_QUESTION });
}

/** A collection's create or change with an offer of 100 % off needs confirming. */
export function confirmFullOffers(input: {
  offers?: readonly Offer[] | undefined;
  confirmFree?: boolean | undefined;
}): void {
  const full = (input.offers ?? []).some((offer) => (offer.percentOff ?? 0) >= 100);
  if (full && input.confirmFree !== true)
    throw new Unconfirmed(FULL_OFFER_QUESTION, { [CONFIRM_FREE]: FULL_OFFER_QUESTION });
}
