import { Images } from "lucide-react";
import { formatMoney } from "#core/money.ts";
import { BUY_STATE_LABELS, buyState, lowestPrice, needsDialog } from "#core/storefront.ts";
import { ArtworkImage } from "~/components/media/artwork-image.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useStore } from "~/lib/use-store.ts";
import { AddToCartForm } from "./add-to-cart.tsx";
import { BuyFallback } from "./buy-fallback.tsx";
import type { ShopProduct } from "./shop-product.ts";

export type { ShopProduct };

/** The lowest price a product sells at ("From £25.00" for a print in A4 and A3). */
export function priceLabel(product: ShopProduct, currency: string): string {
  const lowest = lowestPrice(product);
  if (lowest === null) return "Price on request";
  const label = formatMoney(lowest, currency);
  return product.variants.length > 1 ? `From ${label}` : label;
}

/**
 * One product in the grid. The picture and name open the details; the button adds to the cart
 * directly, except for a product with variants, which opens the details to choose one first
 * (PRODUCT.md §4).
 */
export function ProductCard({
  product,
  detailsHref,
  onOpen,
}: {
  product: ShopProduct;
  /** The address that shows this product's details (works without JavaScript). */
  detailsHref: string;
  onOpen: (event: React.MouseEvent) => void;
}) {
  const { currency } = useStore();
  const state = buyState(product);
  const image = product.images[0];
  const extra = product.images.length - 1;
  return (
    <Card as="article" padding="" className="group relative flex flex-col overflow-hidden">
      <div className="relative aspect-square overflow-hidden bg-paper-deep">
        {image && (
          <ArtworkImage
            image={image}
            title={product.name}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            fallbackWidth={400}
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        )}
        {extra > 0 && (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-1 text-xs text-ink shadow-sm">
            <Images className="size-3.5" aria-hidden />
            {extra + 1}
            <span className="sr-only">pictures</span>
          </span>
        )}
        {state === "coming-soon" && (
          <span className="absolute inset-0 flex items-center justify-center bg-ink/45 font-display text-2xl text-white">
            {BUY_STATE_LABELS[state]}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-5">
        <h3 className="text-xl leading-snug">
          {/* Stretched over the whole card: a click on the picture opens the details too. */}
          <a
            href={detailsHref}
            onClick={onOpen}
            className="after:absolute after:inset-0 after:content-[''] hover:text-accent"
          >
            {product.name}
          </a>
        </h3>
        <p className="text-ink-soft">
          {state === "inquire" ? BUY_STATE_LABELS.inquire : priceLabel(product, currency)}
        </p>
        <div className="relative z-10 mt-auto pt-4">
          {state !== "buy" ? (
            <BuyFallback state={state} />
          ) : needsDialog(product) ? (
            <a href={detailsHref} onClick={onOpen} className="btn-primary w-full">
              Add to Cart<span className="sr-only">– choose a size for {product.name}</span>
            </a>
          ) : (
            <AddToCartForm productId={product.id} name={product.name} />
          )}
        </div>
      </div>
    </Card>
  );
}
