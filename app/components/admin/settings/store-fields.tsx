import { toDecimal } from "#core/money.ts";
import { CURRENCIES, CURRENCY_CODES, formatTaxRate, type StoreSettings } from "#core/store.ts";
import { Field, SelectField, TextAreaField } from "~/components/ui/field.tsx";

/** The figures: name, label and whether it may be left empty. */
const FIGURES = [
  ["taxRate", "Tax rate (%)", false],
  ["shippingFee", "Shipping fee", false],
  ["freeShippingThreshold", "Free shipping over", true],
] as const;

/** Shipping abroad: field name, label, value as typed, and whether it may be left empty. */
const ABROAD = [
  ["zones.europe.fee", "Fee to Europe", (s: StoreSettings) => toDecimal(s.zones.europe.fee), false],
  [
    "zones.europe.freeShippingThreshold",
    "Free to Europe over",
    (s: StoreSettings) => toDecimal(s.zones.europe.freeShippingThreshold),
    true,
  ],
  [
    "zones.world.fee",
    "Fee to the rest of the world",
    (s: StoreSettings) => toDecimal(s.zones.world.fee),
    false,
  ],
  [
    "zones.world.freeShippingThreshold",
    "Free to the rest of the world over",
    (s: StoreSettings) => toDecimal(s.zones.world.freeShippingThreshold),
    true,
  ],
] as const;

/** The extra per original, by zone. */
const ORIGINALS = [
  ["originalShipping.home", "At home", (s: StoreSettings) => toDecimal(s.originalShipping.home)],
  [
    "originalShipping.europe",
    "To Europe",
    (s: StoreSettings) => toDecimal(s.originalShipping.europe),
  ],
  [
    "originalShipping.world",
    "To the rest of the world",
    (s: StoreSettings) => toDecimal(s.originalShipping.world),
  ],
] as const;

/**
 * The shop's trading rules: currency, tax, shipping, the charity statement and the home country
 * (from `countries`, the list the loader made).
 */
export function StoreFields({
  store,
  countries,
  errors,
}: {
  store: StoreSettings;
  countries: ReadonlyArray<{ code: string; name: string }>;
  errors: Record<string, string>;
}) {
  // The figures as the owner types them: amounts in major units, the tax rate in percent.
  const typed = {
    taxRate: formatTaxRate(store.taxRate),
    shippingFee: toDecimal(store.shippingFee),
    freeShippingThreshold: toDecimal(store.freeShippingThreshold),
  };
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
      <SelectField
        name="homeCountry"
        label="Home country"
        defaultValue={store.homeCountry}
        error={errors.homeCountry}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
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
          defaultValue={typed[name]}
          error={errors[name]}
        />
      ))}
      <p className="-mt-2 text-sm text-ink-soft sm:col-span-2">
        These are for the home country. Leave “Free shipping over” empty to always charge shipping.
      </p>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">Shipping abroad</legend>
        {ABROAD.map(([name, label, value, optional]) => (
          <Field
            key={name}
            name={name}
            label={label}
            optional={optional}
            inputMode="decimal"
            defaultValue={value(store)}
            error={errors[name]}
          />
        ))}
        <p className="-mt-2 text-sm text-ink-soft sm:col-span-2">
          Europe is the usual postal zone (the EU, the rest of Europe, Turkey and the Caucasus).
          Buyers are charged by the country they ship to.
        </p>
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium">Extra for each original</legend>
        {ORIGINALS.map(([name, label, value]) => (
          <Field
            key={name}
            name={name}
            label={label}
            inputMode="decimal"
            defaultValue={value(store)}
            error={errors[name]}
          />
        ))}
        <p className="-mt-2 text-sm text-ink-soft sm:col-span-3">
          Added per original painting or piece (boxed, insured and tracked), never waived.
        </p>
      </fieldset>
      <div className="sm:col-span-2">
        <Field
          name="payWithinDays"
          label="Days to pay"
          inputMode="numeric"
          defaultValue={String(store.payWithinDays)}
          error={errors.payWithinDays}
          className="max-w-40"
        />
        <p className="mt-1.5 text-sm text-ink-soft">
          Unpaid orders get a reminder halfway and are cancelled after this many days; their stock
          goes back on sale.
        </p>
      </div>
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
