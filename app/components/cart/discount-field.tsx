import { Tag, X } from "lucide-react";
import { codeStanding } from "#core/discounts.ts";
import type { CartTotals } from "#core/pricing.ts";
import { Field } from "~/components/ui/field.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

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
  const actionForm = useActionForm({
    key: "cart-discount",
    action: "/cart",
    failure: { inForm: true },
  });
  const { pending, errors, refused } = actionForm;
  const refusal = refused?.message;
  if (applied) {
    return (
      <div className="mt-5 rounded-xl border border-line px-4 py-3 text-sm" data-discount-applied>
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2">
            <Tag className="size-4 shrink-0" aria-hidden />
            <span>
              Code <strong className="font-semibold">{applied.code}</strong>
              {applied.problem ? "" : " applied"}
            </span>
          </p>
          <ActionForm recipe={actionForm}>
            <button
              type="submit"
              name="intent"
              value="discount-remove"
              disabled={pending}
              className="inline-flex items-center gap-1 text-ink-soft underline-offset-4 hover:underline"
            >
              <X className="size-4" aria-hidden />
              Remove<span className="sr-only"> code {applied.code}</span>
            </button>
          </ActionForm>
        </div>
        {applied.problem && (
          <p role="alert" className="mt-2 text-red-800">
            {applied.problem.message}
          </p>
        )}
      </div>
    );
  }
  return (
    <ActionForm recipe={actionForm} ownRefusal className="mt-5">
      <div className="flex items-end gap-2">
        <Field
          id={id}
          name="code"
          label="Discount code"
          defaultValue={initialCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className="min-w-0 flex-1"
          error={errors.code}
        />
        <button
          type="submit"
          name="intent"
          value="discount"
          disabled={pending}
          className="btn-secondary px-4 py-2.5"
        >
          {pending ? "Applying..." : "Apply"}
        </button>
      </div>
      {refusal && !errors.code && (
        <p role="alert" className="mt-2 text-sm text-red-800" data-discount-refusal>
          {refusal}
        </p>
      )}
    </ActionForm>
  );
}
