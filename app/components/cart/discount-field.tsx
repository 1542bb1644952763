import { Tag } from "lucide-react";
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
  initialCode = "",
  id = "discount-code",
}: {
  applied: AppliedCode | undefined;
  initialCode?: string | undefined;
  /** The input's id (the page may show the field once only, but tests find it by its label). */
  id?: string;
}) {
  return (
    <CodeField
      intent="discount"
      className="mt-5"
      icon={<Tag className="size-4 shrink-0" aria-hidden />}
      applied={
        applied && {
          code: applied.code,
          summary: (
            <span>
              Code <strong className="font-semibold">{applied.code}</strong>
              {applied.problem ? "" : " applied"}
            </span>
          ),
          problem: applied.problem?.message,
          removes: `code ${applied.code}`,
        }
      }
      field={{ id, label: "Discount code", defaultValue: initialCode, maxLength: 64 }}
    />
  );
}
