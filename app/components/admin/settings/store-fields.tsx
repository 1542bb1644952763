import { CURRENCIES, CURRENCY_CODES } from "#core/store.ts";
import { Field, SelectField, TextAreaField } from "~/components/ui/field.tsx";

/** The shop settings as the form shows them: figures as typed, in major units. */
type StoreForm = Record<
  "currency" | "taxRate" | "shippingFee" | "freeShippingThreshold" | "charityStatement",
  string
>;

/** The figures: name, label and whether it may be left empty. */
const FIGURES = [
  ["taxRate", "Tax rate (%)", false],
  ["shippingFee", "Shipping fee", false],
  ["freeShippingThreshold", "Free shipping over", true],
] as const;

/** The shop's trading rules: currency, tax, shipping and the charity statement. */
export function StoreFields({
  store,
  errors,
}: {
  store: StoreForm;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="currency"
        label="Currency"
        defaultValue={store.currency}
        error={errors.currency}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {CURRENCIES[code].name} ({CURRENCIES[code].symbol})
          </option>
        ))}
      </SelectField>
      {FIGURES.map(([name, label, optional]) => (
        <Field
          key={name}
          name={name}
          label={label}
          optional={optional}
          inputMode="decimal"
          defaultValue={store[name]}
          error={errors[name]}
        />
      ))}
      <p className="-mt-2 text-sm text-ink-soft sm:col-span-2">
        Leave “Free shipping over” empty to always charge shipping.
      </p>
      <div className="sm:col-span-2">
        <TextAreaField
          name="charityStatement"
          label="Charity statement (optional)"
          rows={2}
          defaultValue={store.charityStatement}
          error={errors.charityStatement}
        />
      </div>
    </div>
  );
}
