import { toDecimal } from "#core/money.ts";
import { SHIPPING_ZONES, type ShippingZone } from "#core/shipping-zones.ts";
import { CURRENCIES, CURRENCY_CODES, formatTaxRate, type StoreSettings } from "#core/store.ts";
import { CountryField, SelectField } from "~/components/ui/field.tsx";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";

/** An amount field in the store currency, as typed (major units), named as the schema reads it. */
const amount = (
  name: string,
  label: string,
  minor: (store: StoreSettings) => number | null,
  optional = false,
): FieldSpec<StoreSettings> => ({
  name: `store.${name}`,
  label,
  inputMode: "decimal",
  optional,
  value: (store) => toDecimal(minor(store)),
});

/** The tax: its rate in percent, its name and the shop's number for it. */
const TAX: ReadonlyArray<FieldSpec<StoreSettings>> = [
  {
    name: "store.taxRate",
    label: "Tax rate (%)",
    inputMode: "decimal",
    value: (store) => formatTaxRate(store.taxRate),
  },
  { name: "store.taxName", label: "Tax name", value: (store) => store.taxName },
  {
    name: "store.taxNumber",
    label: "Tax number",
    optional: true,
    value: (store) => store.taxNumber,
  },
];

/** The home country's shipping fee and threshold. */
const HOME: ReadonlyArray<FieldSpec<StoreSettings>> = [
  amount("shippingFee", "Shipping fee", (store) => store.shippingFee),
  amount("freeShippingThreshold", "Free shipping over", (s) => s.freeShippingThreshold, true),
];

/** The zones abroad, as the labels name them. */
const ZONES_ABROAD = { europe: "Europe", world: "the rest of the world" } as const;

/** Shipping abroad, by zone: its fee, and the order total over which it ships free. */
const ABROAD: ReadonlyArray<FieldSpec<StoreSettings>> = (["europe", "world"] as const).flatMap(
  (zone) => [
    amount(`zones.${zone}.fee`, `Fee to ${ZONES_ABROAD[zone]}`, (s) => s.zones[zone].fee),
    amount(
      `zones.${zone}.freeShippingThreshold`,
      `Free to ${ZONES_ABROAD[zone]} over`,
      (s) => s.zones[zone].freeShippingThreshold,
      true,
    ),
  ],
);

/** The extra per original, by zone. */
const ORIGINALS: ReadonlyArray<FieldSpec<StoreSettings>> = [
  amount("originalShipping.home", "At home", (s) => s.originalShipping.home),
  amount("originalShipping.europe", "To Europe", (s) => s.originalShipping.europe),
  amount("originalShipping.world", "To the rest of the world", (s) => s.originalShipping.world),
];

/** The payment deadline, the originals an order may hold, the shop's line and the charity statement. */
const TERMS: ReadonlyArray<FieldSpec<StoreSettings>> = [
  {
    name: "store.payWithinDays",
    label: "Days to pay",
    inputMode: "numeric",
    wide: true,
    className: "[&_input]:max-w-40",
    value: (store) => String(store.payWithinDays),
    hint: "Unpaid orders get a reminder halfway and are cancelled after this many days; their stock goes back on sale.",
  },
  {
    name: "store.maxOriginalsPerOrder",
    label: "Originals per unpaid order",
    inputMode: "numeric",
    wide: true,
    className: "[&_input]:max-w-40",
    value: (store) => String(store.maxOriginalsPerOrder),
    hint: "The most originals one order holds for its buyer until it is paid; a checkout with more is refused. You see and can release held originals under Orders.",
  },
  {
    name: "store.shopIntro",
    label: "Shop introduction",
    rows: 2,
    wide: true,
    optional: true,
    value: (store) => store.shopIntro,
    hint: "The line under the shop's heading: what you sell, in your words.",
  },
  {
    name: "store.charityStatement",
    label: "Charity statement",
    rows: 2,
    wide: true,
    optional: true,
    value: (store) => store.charityStatement,
  },
];

/** The groups of fields below the two choices, in order: a heading (or none), columns, a note. */
const GROUPS: ReadonlyArray<{
  legend?: string;
  fields: ReadonlyArray<FieldSpec<StoreSettings>>;
  columns: string;
  note?: string;
}> = [
  {
    legend: "Tax",
    fields: TAX,
    columns: "sm:grid-cols-3",
    note: "Named as you type it (VAT, GST, Sales tax) on the totals and invoices; the number is printed on invoices. Leave the rate at 0 to charge no tax.",
  },
  {
    fields: HOME,
    columns: "sm:grid-cols-2",
    note: "These are for the home country. Leave “Free shipping over” empty to always charge shipping.",
  },
  {
    legend: "Shipping abroad",
    fields: ABROAD,
    columns: "sm:grid-cols-2",
    note: "Europe is the usual postal zone (the EU, the rest of Europe, Turkey and the Caucasus). Buyers are charged by the country they ship to.",
  },
  {
    legend: "Extra for each original",
    fields: ORIGINALS,
    columns: "sm:grid-cols-3",
    note: "Added per original painting or piece (boxed, insured and tracked), never waived.",
  },
  { fields: TERMS, columns: "sm:grid-cols-2" },
];

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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="store.currency"
        label="Currency"
        defaultValue={store.currency}
        error={errors["store.currency"]}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {CURRENCIES[code].name} ({CURRENCIES[code].symbol})
          </option>
        ))}
      </SelectField>
      <CountryField
        name="store.homeCountry"
        label="Home country"
        countries={countries}
        defaultValue={store.homeCountry}
        error={errors["store.homeCountry"]}
      />
      {GROUPS.map(({ legend, fields, columns, note }) => {
        // A group with a heading of its own is a fieldset; the home figures and terms are not.
        const Group = legend ? "fieldset" : "div";
        return (
          <Group key={fields[0]!.name} className="sm:col-span-2">
            {legend && <legend className="mb-1 text-sm font-medium">{legend}</legend>}
            <FieldTable fields={fields} values={store} errors={errors} className={columns} />
            {fields === TAX && <TaxChoices store={store} />}
            {note && <p className="mt-2 text-sm text-ink-soft">{note}</p>}
          </Group>
        );
      })}
    </div>
  );
}

/** Each zone's box (not "Home country": the country field above is labelled so). */
const TAX_ZONE_LABELS: Record<ShippingZone, string> = {
  home: "Charge tax at home",
  europe: "Charge tax to Europe",
  world: "Charge tax to the rest of the world",
};

/**
 * Whether prices include the tax, and which zones are charged it. Each box follows a hidden
 * "false", so an unticked box still says so (the schema reads the last value sent).
 */
function TaxChoices({ store }: { store: StoreSettings }) {
  const boxes = [
    {
      name: "store.pricesIncludeTax",
      label: "Prices include tax (the price shown is what the buyer pays)",
      checked: store.pricesIncludeTax,
    },
    ...SHIPPING_ZONES.map((zone) => ({
      name: `store.taxZones.${zone}`,
      label: TAX_ZONE_LABELS[zone],
      checked: store.taxZones[zone],
    })),
  ];
  return (
    <div className="mt-3 grid gap-2 sm:grid-cols-2">
      {boxes.map((box) => (
        <label key={box.name} className="flex items-center gap-2 text-sm">
          <input type="hidden" name={box.name} value="false" />
          <input
            type="checkbox"
            name={box.name}
            defaultChecked={box.checked}
            className="size-4 accent-ink"
          />
          {box.label}
        </label>
      ))}
    </div>
  );
}
