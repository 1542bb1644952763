import { Trash2 } from "lucide-react";
import { Card } from "~/components/ui/card.tsx";
import { Facts } from "~/components/ui/facts.tsx";
import { Switch } from "~/components/ui/switch.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { useMoney } from "~/lib/use-store.ts";
import { DeleteProductForm } from "../delete-product-form.tsx";
import { DisplayOrder } from "../display-order.tsx";
import { useCategoryName } from "../product-fields.tsx";
import type { CardProduct } from "../shop-products-card.tsx";

/** A product as the Products page lists it. */
export interface ListedProduct extends CardProduct {
  isAvailable: boolean;
  stock: number | null;
}

/** One product's pictures and facts, with its order, stock, availability, edit and delete. */
export function ProductDetail({ product, onEdit }: { product: ListedProduct; onEdit: () => void }) {
  const money = useMoney();
  const categoryName = useCategoryName();
  const detail = useActionForm({ key: `detail-${product.id}` });
  const busy = detail.pending;
  return (
    <Card title={product.name} titleId="product-detail" titleClassName="font-display text-2xl">
      <ul className="mt-4 grid grid-cols-3 gap-2" aria-label="Pictures">
        {product.imageUrls.map((url, index) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={`${product.name}, view ${index + 1}`}
              className="aspect-square w-full rounded-lg bg-paper-deep object-cover"
            />
            <span className="absolute top-1 left-1 rounded bg-white/90 px-1.5 text-xs">
              {index === 0 ? "Primary" : index + 1}
            </span>
          </li>
        ))}
      </ul>
      <Facts
        className="mt-4 grid grid-cols-2 gap-3 text-sm"
        termClassName="text-ink-soft"
        items={[
          ["Category", categoryName(product.category)],
          ["Price", product.price !== null ? money(product.price) : "No price (Inquire)"],
          ["Pictures", product.imageUrls.length],
          ["Stock", product.stock === null ? "Not tracked" : product.stock],
          ...(product.variants.length > 0
            ? [
                [
                  "Variants",
                  product.variants
                    .map(
                      (variant) =>
                        `${variant.name} ${money(variant.price)}${variant.stock === null ? "" : ` (${variant.stock} left)`}`,
                    )
                    .join(" · "),
                ] as const,
              ]
            : []),
        ]}
      />
      <p className="mt-4 text-sm whitespace-pre-wrap text-ink-soft">{product.description}</p>
      <div className="mt-5 flex flex-wrap items-end gap-4">
        <DisplayOrder product={product} label="Display Order" />
        <ActionForm recipe={detail} className="flex items-end gap-2">
          <input type="hidden" name="intent" value="stock" />
          <input type="hidden" name="id" value={product.id} />
          <label className="flex flex-col gap-1 text-sm font-medium">
            Stock <span className="sr-only">(empty: not tracked)</span>
            <input
              name="stock"
              type="number"
              min={0}
              defaultValue={product.stock ?? ""}
              key={product.stock ?? "none"}
              className="field-input w-28"
            />
          </label>
          <button type="submit" className="btn-secondary px-4" disabled={busy}>
            Set
          </button>
        </ActionForm>
        <ActionForm recipe={detail}>
          <input type="hidden" name="intent" value="availability" />
          <input type="hidden" name="id" value={product.id} />
          <input type="hidden" name="isAvailable" value={product.isAvailable ? "false" : "true"} />
          <Switch
            type="submit"
            checked={product.isAvailable}
            label="Available for Purchase"
            disabled={busy}
          />
        </ActionForm>
      </div>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary" onClick={onEdit}>
          Edit Product
        </button>
        <DeleteProductForm recipe={detail} product={product}>
          <button type="submit" className="btn-secondary text-red-700" disabled={busy}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </button>
        </DeleteProductForm>
      </div>
    </Card>
  );
}
