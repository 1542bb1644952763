import { Gift, Tag, X } from "lucide-react";
import type { ReactNode } from "react";
import { Field } from "~/components/ui/field.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** The two codes a cart takes, side by side: their words, icon and field. */
const KINDS = {
  discount: {
    /** What the code is called once applied ("Code WINTER"), and for the Remove button. */
    noun: "Code",
    Icon: Tag,
    field: { label: "Discount code", maxLength: 64 },
    /** What the Apply button applies, for screen readers (the field's label says it here). */
    applyFor: undefined,
  },
  "gift-card": {
    noun: "Gift card",
    Icon: Gift,
    field: { label: "Gift card", placeholder: "XXXX-XXXX-XXXX-XXXX", maxLength: 40 },
    applyFor: "gift card",
  },
} as const;

/**
 * A code typed into the cart and the checkout (a discount code, a gift card): posts to the cart's
 * one action, `intent` applies it and `${intent}-remove` takes it off, so both pages change the one
 * cart. Once applied it is shown with its Remove button and, when it does nothing as the cart
 * stands, why; a refused code is said under the field in the buyer's words.
 */
export function CodeField({
  intent,
  applied,
  defaultValue,
  className,
}: {
  /** The cart action's intent, also the name of the `data-…-applied` / `data-…-refusal` marks. */
  intent: keyof typeof KINDS;
  applied:
    | {
        code: string;
        /** What the code does, after its name and the code ("applied", the card's balance). */
        detail: ReactNode;
        /** Why the code does nothing as the cart stands, if so. */
        problem: string | undefined;
      }
    | undefined;
  /** The code to fill in (a `?code=` link's). */
  defaultValue?: string | undefined;
  /** The space above it. */
  className: string;
}) {
  const { noun, Icon, field, applyFor } = KINDS[intent];
  // The field's id; its refusal's id is made from it (tests find the field by its label).
  const id = `${intent}-code`;
  const actionForm = useActionForm({
    key: `cart-${intent}`,
    action: "/cart",
    failure: { inForm: true },
  });
  const { pending, errors, refused } = actionForm;
  // A refused code is said under the field; the field is marked wrong and names that sentence,
  // as a field's own error would be (a field error, from a malformed post, is shown instead).
  const refusal = errors.code ? undefined : refused?.message;
  const refusalId = `${id}-refusal`;
  if (applied) {
    return (
      <div
        className={`${className} rounded-xl border border-line px-4 py-3 text-sm`}
        {...{ [`data-${intent}-applied`]: true }}
      >
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2">
            <Icon className="size-4 shrink-0" aria-hidden />
            <span className="min-w-0">
              {noun} <strong className="font-semibold tabular-nums">{applied.code}</strong>
              {applied.detail}
            </span>
          </p>
          <ActionForm recipe={actionForm}>
            <SubmitButton
              pending={pending}
              busyLabel={
                <>
                  Removing...
                  <span className="sr-only">{` ${noun.toLowerCase()} ${applied.code}`}</span>
                </>
              }
              name="intent"
              value={`${intent}-remove`}
              className="inline-flex items-center gap-1 text-ink-soft underline-offset-4 hover:underline"
            >
              <X className="size-4" aria-hidden />
              Remove<span className="sr-only">{` ${noun.toLowerCase()} ${applied.code}`}</span>
            </SubmitButton>
          </ActionForm>
        </div>
        {applied.problem && (
          <p role="alert" className="mt-2 text-red-800">
            {applied.problem}
          </p>
        )}
      </div>
    );
  }
  const forWhat = applyFor && <span className="sr-only">{` ${applyFor}`}</span>;
  return (
    <ActionForm recipe={actionForm} ownRefusal className={className}>
      <div className="flex items-end gap-2">
        <Field
          {...field}
          id={id}
          name="code"
          defaultValue={defaultValue}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-w-0 flex-1"
          error={errors.code}
          {...(refusal ? { "aria-invalid": true, "aria-describedby": refusalId } : {})}
        />
        <SubmitButton
          pending={pending}
          busyLabel={<>Applying...{forWhat}</>}
          name="intent"
          value={intent}
          className="btn-secondary px-4 py-2.5"
        >
          Apply{forWhat}
        </SubmitButton>
      </div>
      {refusal && (
        <p
          id={refusalId}
          role="alert"
          className="mt-2 text-sm text-red-800"
          {...{ [`data-${intent}-refusal`]: true }}
        >
          {refusal}
        </p>
      )}
    </ActionForm>
  );
}
