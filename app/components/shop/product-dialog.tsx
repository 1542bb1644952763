import { useState } from "react";
import { buyState, needsDialog } from "#core/storefront.ts";
import { firstChoice } from "#core/variants.ts";
import { NotifyForm } from "~/components/audience/notify-form.tsx";
import { PictureStepper } from "~/components/carousel/picture-stepper.tsx";
import { ArtworkImage } from "~/components/media/artwork-image.tsx";
import { CloseButton, type RecordDialogProps, RecordModal } from "~/components/ui/modal.tsx";
import { NewTabLink } from "~/components/ui/new-tab-link.tsx";
import { useMoney } from "~/lib/use-store.ts";
import { AddToCartForm } from "./add-to-cart.tsx";
import { BuyFallback } from "./buy-fallback.tsx";
import type { ShopProduct } from "./shop-product.ts";
import { VariantChooser } from "./variant-chooser.tsx";

/**
 * A product's details: its pictures (a carousel when there are several), description, the
 * choice of variant for a product that has them, and the buy button. A modal <dialog> with JavaScript (focus kept inside,
 * Escape or the backdrop closes it, focus returns to the card); without, the server renders it
 * open in place from `?product=`.
 */
export function ProductDialog({ record, onClose }: RecordDialogProps<ShopProduct>) {
  return (
    <RecordModal
      record={record}
      onClose={onClose}
      openInPage
      variant="panel"
      aria-labelledby="product-dialog-title"
      className="w-[min(100%-1.5rem,56rem)] bg-paper open:z-40"
    >
      {(product) => <ProductDetails product={product} onClose={onClose} />}
    </RecordModal>
  );
}

/** "Also available at etsy.com": the other place the owner sells this, opened in a new tab. */
function ElsewhereLink({ href }: { href: string }) {
  let site: string;
  try {
    site = new URL(href).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
  return (
    <p className="mt-4 text-sm text-ink-soft">
      Also available at{" "}
      <NewTabLink
        href={href}
        className="font-medium text-ink underline decoration-line underline-offset-4 hover:text-accent-deep"
      >
        {site}
      </NewTabLink>
    </p>
  );
}

function ProductDetails({ product, onClose }: { product: ShopProduct; onClose: () => void }) {
  const money = useMoney();
  // Opening always starts at the first variant left (PRODUCT.md §4): the details remount per product.
  const [chosen, setChosen] = useState(() => firstChoice(product.variants)?.id);
  const state = buyState(product);
  const sized = needsDialog(product);
  const price = sized
    ? product.variants.find((candidate) => candidate.id === chosen)?.price
    : product.price;

  return (
    <div className="grid gap-6 p-5 sm:grid-cols-2 sm:p-8">
      <div>
        <PictureStepper
          items={product.images}
          noun="picture"
          frameClassName="relative overflow-hidden rounded-xl bg-paper-deep"
          insets={["left-2", "right-2"]}
          render={(image) => (
            <ArtworkImage
              key={image.key}
              image={image}
              title={product.name}
              sizes="(min-width: 640px) 420px, 100vw"
              fallbackWidth={800}
              className="aspect-square h-auto w-full object-contain"
            />
          )}
          empty={<div className="aspect-square" />}
        />
      </div>
      <div className="flex flex-col">
        <div className="flex items-start justify-between gap-4">
          <h2 id="product-dialog-title" className="text-3xl leading-tight">
            {product.name}
          </h2>
          <CloseButton
            onClose={onClose}
            className="-mt-1 -mr-2 rounded-full p-2 text-ink-soft hover:bg-paper-deep hover:text-ink"
          />
        </div>
        {state !== "inquire" && price && (
          <p className="mt-2 text-xl text-accent-deep">{money(price)}</p>
        )}
        <p className="mt-4 leading-relaxed text-ink-soft">{product.description}</p>
        {product.externalUrl && <ElsewhereLink href={product.externalUrl} />}
        <div className="mt-auto pt-6">
          {state === "buy" ? (
            <AddToCartForm productId={product.id} name={product.name} inDialog onAdded={onClose}>
              {sized && (
                <VariantChooser variants={product.variants} value={chosen} onChoose={setChosen} />
              )}
            </AddToCartForm>
          ) : (
            <BuyFallback state={state} />
          )}
          {(state === "sold-out" || state === "coming-soon") && (
            <div className="mt-4">
              <NotifyForm item={{ productId: product.id }} itemName={product.name} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
