import { Invalid } from "#core/domain-errors.ts";
import { rowIdOrNotFound } from "#core/ids.ts";
import { ApplyCodeSchema, DiscountSchema } from "#core/schemas/discount-input.ts";
import { inputOf } from "../services/discounts.ts";
import { type Caller, parse } from "./caller.ts";
import { applyCartCode } from "./cart-codes.ts";

/**
 * Discount codes (PRODUCT.md §9): the owner's codes through `/api/admin/discounts` and the
 * Discounts page, and a code on the visitor's cart through `/api/cart/discount` and the cart's
 * field. A change of some fields is checked as the whole code it makes (an amount off above a new
 * minimum subtotal is refused like a new code's).
 */

const NOT_FOUND = "Discount code not found";

export async function createDiscount(caller: Caller, input: unknown): Promise<number> {
  return caller.services.discounts.createDiscount(parse(DiscountSchema, input));
}

export async function updateDiscount(caller: Caller, id: unknown, input: unknown) {
  const rowId = rowIdOrNotFound(id, NOT_FOUND);
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw new Invalid("Send the code's changes as an object of fields");
  const current = await caller.services.discounts.get(rowId);
  const changes = input;
  await caller.services.discounts.updateDiscount(
    rowId,
    parse(DiscountSchema, { ...inputOf(current), ...changes }),
  );
  return rowId;
}

/** Deletes a code no order used; a used one is deactivated (its orders keep naming it). */
export async function deleteDiscount(caller: Caller, id: unknown): Promise<void> {
  await caller.services.discounts.deleteDiscount(rowIdOrNotFound(id, NOT_FOUND));
}

/** Puts a code on the visitor's cart, or refuses it with its reason; limited against guessing. */
export const applyDiscountCode = (caller: Caller, input: unknown) =>
  applyCartCode(caller, caller.services.discounts, ApplyCodeSchema, input);

export async function removeDiscountCode(caller: Caller): Promise<void> {
  await caller.services.discounts.removeFromCart(caller.cartSessionId);
}
