import { BUY_STATE_LABELS, buyState } from "#core/storefront.ts";
import { Card } from "~/components/ui/card.tsx";
import { cx } from "~/components/ui/cx.ts";
import { useMoney } from "~/lib/use-store.ts";
import { useCategoryName } from "../product-fields.tsx";
import { SelectBox, type Selection } from "../selection.tsx";
import type { ListedProduct } from "./product-detail.tsx";

/** The products of one category: a thumbnail (+N more pictures), name, category and price. */
export function ProductList({
  products,
  label,
  selectedId,
  selection,
  onChoose,
}: {
  products: ListedProduct[];
  label: string;
  selectedId: number | undefined;
  selection: Selection;
  onChoose: (id: number) => void;
}) {
  const money = useMoney();
  const categoryName = useCategoryName();
  return (
    <Card as="ul" padding="" className="flex flex-col divide-y divide-line" aria-label={label}>
      {products.length === 0 && (
        <li className="p-6 text-ink-soft">No products in this category yet.</li>
      )}
      {products.map((product) => {
        const extra = product.imageUrls.length - 1;
        const isSelected = product.id === selectedId;
        // Said as the shop says it: "Coming Soon", "Sold out", "Price on request".
        const state = buyState(product);
        return (
          <li
            key={product.id}
            className={cx("flex items-center gap-3 p-3", isSelected && "bg-paper")}
          >
            {selection.selecting && (
              <SelectBox selection={selection} id={product.id} label={product.name} />
            )}
            <button
              type="button"
              onClick={() => onChoose(product.id)}
              aria-pressed={isSelected}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-lg text-left"
            >
              <span className="relative shrink-0">
                {product.imageUrl ? (
                  <img
                    src={product.imageUrl}
                    alt=""
                    className="size-14 rounded-lg bg-paper-deep object-cover"
                  />
                ) : (
                  <span className="block size-14 rounded-lg bg-paper-deep" />
                )}
                {extra > 0 && (
                  <span className="absolute -top-1 -right-1 rounded-full bg-ink px-1.5 text-[10px] text-paper">
                    +{extra}
                  </span>
                )}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-medium">{product.name}</span>
                <span className="block text-sm text-ink-soft">
                  {categoryName(product.category)} ·{" "}
                  {product.price !== null ? money(product.price) : "No price"}
                  {state !== "buy" && ` · ${BUY_STATE_LABELS[state]}`}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </Card>
  );
}
