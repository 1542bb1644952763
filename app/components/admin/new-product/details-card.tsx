import { Card } from "~/components/ui/card.tsx";
import { ProductForm } from "../product-form.tsx";
import type { NewProduct } from "./use-new-product.ts";

/** The new product's fields: the one product form, with its link and availability. */
export function DetailsCard({ form }: { form: NewProduct }) {
  return (
    <Card title="Product details" titleId="new-details">
      <div className="mt-4">
        <ProductForm form={form.form} nameLabel="Product name" />
      </div>
    </Card>
  );
}
