import { addressRules } from "#core/address-rules.ts";
import { CountryField, Field } from "~/components/ui/field.tsx";

/** A text field of the checkout's form. */
interface TextField {
  name: string;
  label: string;
  autoComplete: string;
  type?: string;
  required: boolean;
  wide?: boolean;
}

/** The text fields of the checkout's form before the address: name, e-mail, phone. */
const CONTACT_FIELDS: TextField[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name", required: true },
  { name: "lastName", label: "Last name", autoComplete: "family-name", required: true },
  {
    name: "email",
    label: "Email",
    autoComplete: "email",
    type: "email",
    required: true,
    wide: true,
  },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel", required: false, wide: true },
];

/** The address's text fields after the country, labelled and required as its rules say. */
function addressFields(country: string): TextField[] {
  const { region, postcode } = addressRules(country);
  return [
    // A one-line input: "street-address" is for a multi-line one (the HTML validator refuses it).
    {
      name: "address",
      label: "Street address",
      autoComplete: "address-line1",
      required: true,
      wide: true,
    },
    { name: "city", label: "City", autoComplete: "address-level2", required: true },
    {
      name: "state",
      label: region.label,
      autoComplete: "address-level1",
      required: region.required,
    },
    {
      name: "zipCode",
      label: postcode.label,
      autoComplete: "postal-code",
      required: postcode.required,
    },
  ];
}

/**
 * The customer's details at checkout (PRODUCT.md §5): contact fields, then the country and the
 * address (none for a cart of gift cards only, which posts nothing). The region's and postcode's labels, and whether they are required, follow the chosen
 * country at once (core/address-rules.ts, the rule the server enforces).
 */
export function CustomerFields({
  countries,
  country,
  onCountryChange,
  values,
  errors,
  shipsNothing = false,
}: {
  /** Nothing is posted (gift cards only): the name and e-mail alone are asked for. */
  shipsNothing?: boolean;
  /** Every country, as the loader listed it. */
  countries: ReadonlyArray<{ code: string; name: string }>;
  /** The chosen country (the page keeps it: the shipping follows it too). */
  country: string;
  onCountryChange: (country: string) => void;
  /** What was sent last time (after a refusal). */
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
}) {
  const textFields = (fields: TextField[]) =>
    fields.map((field) => (
      <Field
        key={field.name}
        name={field.name}
        label={field.label}
        type={field.type ?? "text"}
        autoComplete={field.autoComplete}
        required={field.required}
        optional={!field.required}
        defaultValue={values[field.name] ?? ""}
        error={errors[field.name]}
        className={field.wide ? "sm:col-span-2" : ""}
      />
    ));
  if (shipsNothing) {
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        {textFields(CONTACT_FIELDS.filter((field) => field.name !== "phone"))}
      </div>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {textFields(CONTACT_FIELDS)}
      <div className="sm:col-span-2">
        <CountryField
          name="country"
          label="Country"
          countries={countries}
          value={country}
          onChange={(event) => onCountryChange(event.target.value)}
          autoComplete="country"
          required
          error={errors.country}
        />
      </div>
      {textFields(addressFields(country))}
    </div>
  );
}
