import type { ShopTabInfo } from "#core/shop.ts";
import { ProductCard, type ShopProduct } from "./product-card.tsx";

/** One tab's products, or "{category label} coming soon!" when it has none (SPEC §2). */
export function ProductGrid({
  tab,
  products,
  detailsHref,
  onOpen,
}: {
  tab: ShopTabInfo;
  products: ShopProduct[];
  detailsHref: (product: ShopProduct) => string;
  onOpen: (product: ShopProduct) => void;
}) {
  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line px-6 py-16 text-center text-lg text-ink-soft">
        {`${tab.categoryLabel} coming soon!`}
      </p>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          detailsHref={detailsHref(product)}
          onOpen={(event) => {
            event.preventDefault();
            onOpen(product);
          }}
        />
      ))}
    </div>
  );
}
