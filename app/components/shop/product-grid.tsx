import { Card } from "~/components/ui/card.tsx";
import { ProductCard, type ShopProduct } from "./product-card.tsx";

/** One tab's products, or "{collection name} coming soon!" when it has none (PRODUCT.md §2). */
export function ProductGrid({
  label,
  products,
  detailsHref,
  onOpen,
}: {
  label: string;
  products: ShopProduct[];
  detailsHref: (product: ShopProduct) => string;
  onOpen: (product: ShopProduct) => void;
}) {
  if (products.length === 0) {
    return (
      <Card as="p" dashed padding="px-6 py-16" className="text-center text-lg text-ink-soft">
        {`${label} coming soon!`}
      </Card>
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
