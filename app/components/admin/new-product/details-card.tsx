import { PRODUCT_CATEGORIES, SNAP_SUBCATEGORIES } from "#core/schemas/content-input.ts";
import { Card } from "~/components/ui/card.tsx";
import { Field, FieldLabel } from "~/components/ui/field.tsx";
import { Switch } from "~/components/ui/switch.tsx";
import { CategoryOptions, usePriceLabel } from "../product-fields.tsx";
import type { NewProduct } from "./use-new-product.ts";

/** The shop's categories, with the Snap editions as one ("Snap cards", then a type). */
const CATEGORIES = PRODUCT_CATEGORIES.filter(
  (value) => !value.startsWith("snap-") || value === "snap-cards",
);

/** The new product's name, price, category (and Snap type), description, link and availability. */
export function DetailsCard({ form }: { form: NewProduct }) {
  const { draft, change, errors } = form;
  const priceLabel = usePriceLabel();
  return (
    <Card title="Product details" titleId="new-details">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          name="name"
          label="Product name"
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errors.name}
        />
        <Field
          name="price"
          label={priceLabel}
          inputMode="decimal"
          value={draft.price}
          onChange={(event) => change({ price: event.target.value })}
          error={errors.price}
        />
        <FieldLabel label="Category">
          <select
            value={draft.category}
            onChange={(event) => form.changeCategory(event.target.value)}
            className="field-input"
          >
            <CategoryOptions categories={CATEGORIES} />
          </select>
        </FieldLabel>
        {draft.category === "snap-cards" && (
          <FieldLabel label="Snap card type">
            <select
              value={draft.subcategory}
              onChange={(event) => change({ subcategory: event.target.value })}
              className="field-input"
            >
              {SNAP_SUBCATEGORIES.map((value) => (
                <option key={value} value={value}>
                  Snap-{value[0]?.toUpperCase()}
                  {value.slice(1)}
                </option>
              ))}
            </select>
          </FieldLabel>
        )}
        <FieldLabel label="Description" className="sm:col-span-2">
          <textarea
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
            rows={4}
            className="field-input"
          />
        </FieldLabel>
        <Field
          name="externalUrl"
          label="External link (optional)"
          type="url"
          value={draft.externalUrl}
          onChange={(event) => change({ externalUrl: event.target.value })}
        />
        <Switch
          checked={draft.available}
          label="Available for Purchase"
          onClick={() => change({ available: !draft.available })}
          className="self-end"
        />
      </div>
    </Card>
  );
}
