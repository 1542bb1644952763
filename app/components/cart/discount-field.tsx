import { codeStanding } from "#core/discounts.ts";
import type { CartTotals } from "#core/pricing.ts";
import { CodeField } from "./code-field.tsx";

/** The code on the cart as its pages show it, and why it takes nothing off now (if so). */
export interface AppliedCode {
  code: string;
  problem?: { reason: string; message: string } | undefined;
}

/**
 * The code on a cart (the loader's `discounts.cartCode`) with what pricing made of it: the words
 * for a code that takes nothing off as the cart stands (ended, below its minimum spend).
 */
export function appliedCode(
  discount: { code: string; refusal?: { reason: string; message: string } } | undefined,
  totals: Pick<CartTotals, "code">,
  money: (minor: number) => string,
): AppliedCode | undefined {
  if (!discount) return undefined;
  return { code: discount.code, problem: codeStanding(discount.refusal, totals.code, money) };
}

/**
 * The "Discount code" field of the cart and the checkout: posts to the cart's one action (the
 * `discount` intent applies, `discount-remove` takes it off), so both pages change the one cart.
 * A refused code is said under the field in the buyer's words; a `?code=` link fills it in.
 */
export function DiscountField({
  applied,
  initialCode,
}: {
  applied: AppliedCode | undefined;
  initialCode?: string | undefined;
}) {
  return (
    <CodeField
      intent="discount"
      className="mt-5"
      defaultValue={initialCode}
      applied={
        applied && {
          code: applied.code,
          detail: applied.problem ? "" : " applied",
          problem: applied.problem?.message,
        }
      }
    />
  );
}
