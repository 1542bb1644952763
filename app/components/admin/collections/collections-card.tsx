import type { CollectionInfo } from "#core/collections.ts";
import { toDecimal } from "#core/money.ts";
import type { Offer } from "#core/offers.ts";
import { MAX_OFFERS } from "#core/schemas/collection-input.ts";
import type { FieldSpec } from "~/components/ui/field-table.tsx";
import { HomeListCard, type HomeListKind } from "../home/home-list.tsx";

/** A collection as the Collections page lists it. */
export interface AdminCollection extends CollectionInfo {
  productCount: number;
}

/** Offer rows in the form: three (the schema takes up to MAX_OFFERS); empty rows are no offer. */
const OFFER_ROWS = Math.min(3, MAX_OFFERS);

/** One field of offer row `i` (`offers.{i}.{key}`), showing what `show` reads of the offer. */
const offerField = (
  i: number,
  key: "quantity" | "save" | "percentOff",
  label: string,
  placeholder: string,
  show: (offer: Offer) => string,
): FieldSpec<AdminCollection> => ({
  name: `offers.${i}.${key}`,
  label,
  inputMode: key === "save" ? "decimal" : "numeric",
  optional: true,
  placeholder,
  value: (c) => (c.offers[i] ? show(c.offers[i]) : ""),
});

/** One offer row: any N, save an amount or a percentage. */
const offerFields = (i: number) => [
  offerField(i, "quantity", `Offer ${i + 1}: any`, "2", (offer) => String(offer.quantity)),
  offerField(i, "save", "save (amount)", "2.00", (offer) =>
    offer.save !== undefined ? toDecimal(offer.save) : "",
  ),
  offerField(i, "percentOff", "or % off", "15", (offer) =>
    offer.percentOff !== undefined ? String(offer.percentOff) : "",
  ),
];

const COLLECTIONS: HomeListKind<AdminCollection> = {
  kind: "collection",
  title: "Collections",
  description:
    "Each collection is a tab of the shop, in this order; one without products is not shown to visitors. Offers take an amount or a percentage off any N items of the collection.",
  listLabel: "Collections, in shop order",
  name: (collection) => `collection ${collection.name}`,
  body: (collection) => (
    <div className="min-w-0 flex-1 basis-64">
      <p className="font-medium">{collection.name}</p>
      <p className="text-sm text-ink-soft">
        /shop?tab={collection.slug} · {collection.productCount}{" "}
        {collection.productCount === 1 ? "product" : "products"}
        {collection.offers.length > 0 &&
          ` · ${collection.offers.length} ${collection.offers.length === 1 ? "offer" : "offers"}`}
      </p>
    </div>
  ),
  fields: [
    { name: "name", label: "Name", value: (c) => c.name },
    {
      name: "itemNoun",
      label: "Word for its items",
      optional: true,
      placeholder: "games",
      hint: 'In offer lines: "Any 2 games".',
      value: (c) => c.itemNoun,
    },
    {
      name: "description",
      label: "Description (shown above the products)",
      rows: 2,
      wide: true,
      optional: true,
      value: (c) => c.description,
    },
    {
      name: "specifications",
      label: "Specification (one “Label: value” a line)",
      rows: 4,
      wide: true,
      optional: true,
      placeholder: "Paper: 308gsm cotton rag\nSizes: A4 and A3",
      hint: "Shown as a list under the description; Snap Playing Cards' also on the Snap page.",
      value: (c) => c.specifications.map(({ label, value }) => `${label}: ${value}`).join("\n"),
    },
    {
      name: "footnote",
      label: "Small print (shown below the products)",
      wide: true,
      optional: true,
      value: (c) => c.footnote,
    },
    ...Array.from({ length: OFFER_ROWS }, (_, i) => offerFields(i)).flat(),
  ],
  columns: "sm:grid-cols-3",
  editTitle: () => "Edit collection",
  add: {
    heading: "Add a collection",
    button: "Add collection",
  },
};

/** The shop's collections: each with Edit (texts and offers), move and remove; and Add. */
export function CollectionsCard({ collections }: { collections: readonly AdminCollection[] }) {
  return (
    <HomeListCard
      list={COLLECTIONS}
      rows={collections}
      empty="No collections yet: add one, then choose it for your products."
    />
  );
}
