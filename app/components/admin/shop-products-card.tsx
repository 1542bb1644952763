import { Pencil, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { familyOf } from "#core/catalogue.ts";
import { Card } from "~/components/ui/card.tsx";
import { Thumbnail } from "~/components/ui/thumbnail.tsx";
import { useActionForm } from "~/lib/use-action-form.ts";
import { useMoney } from "~/lib/use-store.ts";
import { DeleteProductForm } from "./delete-product-form.tsx";
import { DisplayOrder } from "./display-order.tsx";
import { ProductCreateDialog } from "./product-create-dialog.tsx";
import { useProductDesk } from "./product-desk.tsx";
import type { EditableProduct } from "./product-edit-dialog.tsx";
import { useCategoryName } from "./product-fields.tsx";
import { SelectBox } from "./selection.tsx";

export interface CardProduct extends EditableProduct {
  imageUrl: string;
  order: number | null;
}

function DeleteProduct({ product }: { product: CardProduct }) {
  const remover = useActionForm({ key: `card-delete-${product.id}` });
  return (
    <DeleteProductForm recipe={remover} product={product}>
      <button
        type="submit"
        aria-label={`Delete ${product.name}`}
        disabled={remover.pending}
        className="rounded-lg p-2 text-red-700 hover:bg-red-50 disabled:opacity-40"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </DeleteProductForm>
  );
}

/**
 * The shop's products, managed from the Portfolio page too (PRODUCT.md §2): Upload Product, Edit,
 * delete, select mode with bulk delete, and for the Snap editions an Order input that sets their
 * place in the carousel. Forms post to the page's product action.
 */
export function ShopProductsCard({ products }: { products: CardProduct[] }) {
  const money = useMoney();
  const categoryName = useCategoryName();
  const { selection, selectionBar, edit, refresh, dialogs } = useProductDesk();
  const [uploading, setUploading] = useState(false);

  return (
    <Card as="section" aria-labelledby="shop-products">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="shop-products" className="font-display text-xl">
            Shop products
          </h2>
          <p className="mt-1 text-sm text-ink-soft">Everything sold in the shop, by collection.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {selectionBar(products)}
          <button type="button" className="btn-primary" onClick={() => setUploading(true)}>
            <Upload className="size-4" aria-hidden />
            Upload Product
          </button>
        </div>
      </div>
      {products.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-line p-6 text-center text-ink-soft">
          No products yet
        </p>
      ) : (
        <ul
          className="mt-4 flex flex-col divide-y divide-line"
          aria-label={`${products.length} shop products`}
        >
          {products.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center gap-3 py-3">
              {selection.selecting && (
                <SelectBox selection={selection} id={product.id} label={product.name} />
              )}
              <Thumbnail src={product.imageUrl} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{product.name}</p>
                <p className="text-sm text-ink-soft">
                  {categoryName(product.category)} ·{" "}
                  {product.price !== null ? money(product.price) : "No price"}
                </p>
              </div>
              {/* Every Snap pack's order sets its edition's place on the home page. */}
              {familyOf(product.category)?.id === "snap-cards" && (
                <DisplayOrder
                  product={product}
                  label="Order"
                  hint="Sets the edition's place on the home page"
                  compact
                />
              )}
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  aria-label={`Edit ${product.name}`}
                  onClick={() => edit(product)}
                  className="rounded-lg p-2 hover:bg-paper-deep"
                >
                  <Pencil className="size-4" aria-hidden />
                </button>
                <DeleteProduct product={product} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialogs}
      {uploading && (
        <ProductCreateDialog
          variant="upload"
          onClose={() => setUploading(false)}
          onCreated={refresh}
        />
      )}
    </Card>
  );
}
