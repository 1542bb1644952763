import { ApplyGiftCardSchema, IssueGiftCardSchema } from "#core/schemas/gift-card-input.ts";
import { type Caller, limit, parse } from "./caller.ts";
import { applyCartCode } from "./cart-codes.ts";

/**
 * Gift cards (PRODUCT.md §9): cards issued by hand through `/api/admin/gift-cards` and the Gift
 * cards page, a card on the visitor's cart through `/api/cart/gift-card` and the cart's field, and
 * a card's balance through `/api/gift-cards/{code}`. Codes are unguessable; the public doors are
 * still limited, so none can be tried in bulk.
 */

export async function issueGiftCard(caller: Caller, input: unknown): Promise<{ code: string }> {
  return { code: await caller.services.giftCards.issue(parse(IssueGiftCardSchema, input)) };
}

/** Puts a gift card on sale in the shop, unless it sells one already (gift-card-shop.ts). */
export function putGiftCardsOnSale(
  caller: Caller,
): Promise<{ productId: number; created: boolean }> {
  return caller.services.giftCards.putOnSale();
}

/** Puts a gift card on the visitor's cart, or refuses it with its reason; limited against guessing. */
export const applyGiftCard = (caller: Caller, input: unknown) =>
  applyCartCode(caller, caller.services.giftCards, ApplyGiftCardSchema, input);

export async function removeGiftCard(caller: Caller): Promise<void> {
  await caller.services.giftCards.removeFromCart(caller.cartSessionId);
}

/** A card's balance for whoever holds its code, limited like a certificate's look-up. */
export async function giftCardBalance(caller: Caller, code: string) {
  await limit(caller, "certificateLookup");
  return caller.services.giftCards.balance(code);
}
