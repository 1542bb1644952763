import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Field } from "~/components/ui/field.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/**
 * A code typed into the cart and the checkout (a discount code, a gift card): posts to the cart's
 * one action, `intent` applies it and `${intent}-remove` takes it off, so both pages change the one
 * cart. Once applied it is shown with its Remove button and, when it does nothing as the cart
 * stands, why; a refused code is said under the field in the buyer's words.
 */
export function CodeField({
  intent,
  applied,
  icon,
  field,
  applyFor,
  className,
}: {
  /** The cart action's intent, also the name of the `data-…-applied` / `data-…-refusal` marks. */
  intent: "discount" | "gift-card";
  applied:
    | {
        code: string;
        /** What the buyer reads beside the icon: the code and what it does. */
        summary: ReactNode;
        /** Why the code does nothing as the cart stands, if so. */
        problem?: string | undefined;
        /** What the Remove button removes, for screen readers ("code WINTER"). */
        removes: string;
      }
    | undefined;
  icon: ReactNode;
  field: Omit<ComponentProps<typeof Field>, "name" | "error" | "className">;
  /** What the Apply button applies, for screen readers ("gift card"). */
  applyFor?: string;
  /** The space above it. */
  className: string;
}) {
  const actionForm = useActionForm({
    key: `cart-${intent}`,
    action: "/cart",
    failure: { inForm: true },
  });
  const { pending, errors, refused } = actionForm;
  // A refused code is said under the field; the field is marked wrong and names that sentence,
  // as a field's own error would be (a field error, from a malformed post, is shown instead).
  const refusal = errors.code ? undefined : refused?.message;
  const refusalId = `${field.id ?? `field-${intent}`}-refusal`;
  if (applied) {
    return (
      <div
        className={`${className} rounded-xl border border-line px-4 py-3 text-sm`}
        {...{ [`data-${intent}-applied`]: true }}
      >
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2">
            {icon}
            {applied.summary}
          </p>
          <ActionForm recipe={actionForm}>
            <button
              type="submit"
              name="intent"
              value={`${intent}-remove`}
              disabled={pending}
              className="inline-flex items-center gap-1 text-ink-soft underline-offset-4 hover:underline"
            >
              <X className="size-4" aria-hidden />
              Remove<span className="sr-only">{` ${applied.removes}`}</span>
            </button>
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
  return (
    <ActionForm recipe={actionForm} ownRefusal className={className}>
      <div className="flex items-end gap-2">
        <Field
          {...field}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-w-0 flex-1"
          error={errors.code}
          {...(refusal ? { "aria-invalid": true, "aria-describedby": refusalId } : {})}
        />
        <button
          type="submit"
          name="intent"
          value={intent}
          disabled={pending}
          className="btn-secondary px-4 py-2.5"
        >
          {pending ? "Applying..." : "Apply"}
          {applyFor && <span className="sr-only">{` ${applyFor}`}</span>}
        </button>
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
