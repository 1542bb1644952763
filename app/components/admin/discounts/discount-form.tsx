import { useRef } from "react";
import { codeFromBytes } from "#core/discounts.ts";
import { Card } from "~/components/ui/card.tsx";
import { Field, Options, SelectField } from "~/components/ui/field.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

interface Choice {
  id: number;
  name: string;
}

/** A select of any number of choices by id, two to four rows tall as the list allows. */
function ChoicesField({
  choices,
  ...field
}: {
  name: string;
  label: string;
  error: string | undefined;
  choices: readonly Choice[];
}) {
  return (
    <SelectField {...field} multiple size={Math.min(4, Math.max(2, choices.length))}>
      <Options options={choices.map(({ id, name }) => ({ value: id, label: name }))} />
    </SelectField>
  );
}

/**
 * A new discount code (the Discounts page's `discount-create`): its letters (or "Generate"), kind
 * and value, what it applies to, its minimum spend, limits and dates. Refused fields are named
 * beside them, in the schema's words (core/schemas/discount-input.ts).
 */
export function DiscountForm({
  products,
  collections,
}: {
  products: readonly Choice[];
  collections: readonly Choice[];
}) {
  const form = useRef<HTMLFormElement>(null);
  const actionForm = useActionForm({
    key: "discount-create",
    success: { title: "Discount code saved" },
    onSuccess: () => form.current?.reset(),
  });
  const { pending, errors } = actionForm;
  const generate = () => {
    const input = form.current?.elements.namedItem("code");
    if (input instanceof HTMLInputElement)
      input.value = codeFromBytes(crypto.getRandomValues(new Uint8Array(10)));
  };
  return (
    <Card as="section" title="New code" titleId="new-discount" titleClassName="text-xl">
      <ActionForm recipe={actionForm} ref={form} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="discount-create" />
        <div className="flex items-end gap-2 sm:col-span-2">
          <Field
            name="code"
            label="Code"
            error={errors.code}
            autoComplete="off"
            autoCapitalize="characters"
            className="min-w-0 flex-1"
          />
          <button type="button" onClick={generate} className="btn-secondary px-4 py-2.5">
            Generate
          </button>
        </div>
        <SelectField name="kind" label="Kind" error={errors.kind} defaultValue="percent">
          <option value="percent">Percent off</option>
          <option value="amount">Amount off</option>
          <option value="free-shipping">Free shipping</option>
        </SelectField>
        <Field
          name="value"
          label="Value (a percent, or an amount like 5.00)"
          error={errors.value}
          inputMode="decimal"
        />
        <ChoicesField
          name="appliesTo.collectionIds"
          label="Only these collections (none: everything)"
          error={errors["appliesTo.collectionIds"]}
          choices={collections}
        />
        <ChoicesField
          name="appliesTo.productIds"
          label="Only these products"
          error={errors["appliesTo.productIds"]}
          choices={products}
        />
        <Field
          name="minSubtotal"
          label="Minimum spend"
          optional
          error={errors.minSubtotal}
          inputMode="decimal"
        />
        <Field
          name="usageLimit"
          label="Total uses allowed"
          optional
          error={errors.usageLimit}
          inputMode="numeric"
        />
        <Field name="startsAt" label="Starts" type="date" optional error={errors.startsAt} />
        <Field
          name="endsAt"
          label="Ends (the start of that day)"
          type="date"
          optional
          error={errors.endsAt}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="oncePerCustomer" className="size-4" />
          Once per buyer (by e-mail)
        </label>
        <SelectField name="active" label="State" error={errors.active} defaultValue="true">
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </SelectField>
        <div className="sm:col-span-2">
          <SubmitButton pending={pending} busyLabel="Saving...">
            Save code
          </SubmitButton>
        </div>
      </ActionForm>
    </Card>
  );
}
