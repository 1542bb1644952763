import { PRODUCT_CATEGORIES } from "#core/schemas/content-input.ts";
import { Card } from "~/components/ui/card.tsx";
import { ProductForm } from "../product-form.tsx";
import type { NewProduct } from "./use-new-product.ts";

/** The shop's categories, with the Snap editions as one ("Snap cards", then a type). */
const CATEGORIES = PRODUCT_CATEGORIES.filter(
  (value) => !value.startsWith("snap-") || value === "snap-cards",
);

/** The new product's fields: the one product form, with its link and availability. */
export function DetailsCard({ form }: { form: NewProduct }) {
  return (
    <Card title="Product details" titleId="new-details">
      <div className="mt-4">
        <ProductForm form={form.form} nameLabel="Product name" categories={CATEGORIES} />
      </div>
    </Card>
  );
}
