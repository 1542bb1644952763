import type { z } from "zod";
import { type Caller, limit, parse } from "./caller.ts";

/** A service that keeps one kind of code on the visitor's cart (discounts.ts, gift-cards.ts). */
interface CartCodes {
  /** Checks `code` against the cart and puts it there; answers the code as stored. */
  applyToCart: (sessionId: string | undefined, code: string) => Promise<string>;
}

/**
 * Puts a code the visitor typed on their cart, or refuses it with its reason. The discount field
 * and the gift card field count against one limit, so switching fields does not double the
 * guesses a client may make.
 */
export async function applyCartCode(
  caller: Caller,
  codes: CartCodes,
  schema: z.ZodType<{ code: string }>,
  input: unknown,
): Promise<{ code: string }> {
  await limit(caller, "discountCodes");
  const { code } = parse(schema, input);
  return { code: await codes.applyToCart(caller.cartSessionId, code) };
}
