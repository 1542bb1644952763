import { addressRules } from "#core/address-rules.ts";
import { Field, SelectField } from "~/components/ui/field.tsx";

/** The text fields of the checkout's form before the address: name, e-mail, phone. */
const CONTACT_FIELDS: Array<{
  name: string;
  label: string;
  autoComplete: string;
  type?: string;
  optional?: boolean;
  wide?: boolean;
}> = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", autoComplete: "email", type: "email", wide: true },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel", optional: true, wide: true },
];

/**
 * The customer's details at checkout (PRODUCT.md §5): contact fields, then the country and the
 * address. The region's and postcode's labels, and whether they are required, follow the chosen
 * country at once (core/address-rules.ts, the rule the server enforces).
 */
export function CustomerFields({
  countries,
  country,
  onCountryChange,
  values,
  errors,
}: {
  /** Every country, as the loader listed it. */
  countries: ReadonlyArray<{ code: string; name: string }>;
  /** The chosen country (the page keeps it: the shipping follows it too). */
  country: string;
  onCountryChange: (country: string) => void;
  /** What was sent last time (after a refusal). */
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
}) {
  const { region, postcode } = addressRules(country);
  const text = (name: string) => values[name] ?? "";
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {CONTACT_FIELDS.map((field) => (
        <Field
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type ?? "text"}
          autoComplete={field.autoComplete}
          required={!field.optional}
          optional={field.optional ?? false}
          defaultValue={text(field.name)}
          error={errors[field.name]}
          className={field.wide ? "sm:col-span-2" : ""}
        />
      ))}
      <div className="sm:col-span-2">
        <SelectField
          name="country"
          label="Country"
          value={country}
          onChange={(event) => onCountryChange(event.target.value)}
          autoComplete="country"
          required
          error={errors.country}
        >
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        name="address"
        label="Street address"
        // A one-line input: "street-address" is for a multi-line one (the HTML validator refuses it).
        autoComplete="address-line1"
        required
        defaultValue={text("address")}
        error={errors.address}
        className="sm:col-span-2"
      />
      <Field
        name="city"
        label="City"
        autoComplete="address-level2"
        required
        defaultValue={text("city")}
        error={errors.city}
      />
      <Field
        name="state"
        label={region.label}
        autoComplete="address-level1"
        required={region.required}
        optional={!region.required}
        defaultValue={text("state")}
        error={errors.state}
      />
      <Field
        name="zipCode"
        label={postcode.label}
        autoComplete="postal-code"
        required={postcode.required}
        optional={!postcode.required}
        defaultValue={text("zipCode")}
        error={errors.zipCode}
      />
    </div>
  );
}
