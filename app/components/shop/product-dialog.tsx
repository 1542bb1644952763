import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buyState, type CardShape, type CardSize, cardVariant, needsDialog } from "#core/shop.ts";
import { ArrowButton } from "~/components/carousel/arrow-button.tsx";
import { CarouselDots } from "~/components/carousel/dots.tsx";
import { ResponsiveImage } from "~/components/media/responsive-image.tsx";
import { protectImage } from "~/lib/image-protection.ts";
import { useMoney } from "~/lib/use-store.ts";
import { AddToCartForm } from "./add-to-cart.tsx";
import type { ShopProduct } from "./product-card.tsx";

/**
 * A product's details: its pictures (a carousel when there are several), description, the size
 * chooser for cards and the buy button. A modal <dialog> with JavaScript (focus kept inside,
 * Escape or the backdrop closes it, focus returns to the card); without, the server renders it
 * open in place from `?product=`.
 */
export function ProductDialog({
  product,
  onClose,
}: {
  product: ShopProduct | undefined;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const open = product !== undefined;
  // The `open` attribute only for the first render (the server's page without JavaScript);
  // afterwards showModal() and close() alone manage it: React removing the attribute from a modal
  // dialog would leave the page inert.
  const renderedOpen = useRef(open).current;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.matches(":modal")) {
      returnTo.current = document.activeElement;
      // Rendered open by the server: make it modal now that scripts run.
      if (element.open) element.close();
      element.showModal();
      document.documentElement.style.overflow = "hidden";
    }
    if (!open && element.open) element.close();
    if (!open) {
      document.documentElement.style.overflow = "";
      if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected)
        returnTo.current.focus();
      returnTo.current = null;
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape does by keyboard (onCancel).
    <dialog
      ref={dialog}
      open={renderedOpen || undefined}
      aria-labelledby="product-dialog-title"
      className="m-auto w-[min(100%-1.5rem,56rem)] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/60 open:z-40"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {product && <ProductDetails key={product.id} product={product} onClose={onClose} />}
    </dialog>
  );
}

function ProductDetails({ product, onClose }: { product: ShopProduct; onClose: () => void }) {
  const money = useMoney();
  const [index, setIndex] = useState(0);
  // Opening always starts at Large and square (SPEC §4): the details remount per product.
  const [size, setSize] = useState<CardSize>("large");
  const [shape, setShape] = useState<CardShape>("square");
  const images = product.images;
  const count = images.length;
  const image = images[index];
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  const state = buyState(product);
  const sized = needsDialog(product);
  const variant = sized ? cardVariant(size, shape) : undefined;
  const price = sized
    ? product.variants.find((candidate) => candidate.name === variant)?.price
    : product.price;

  return (
    <div className="grid gap-6 p-5 sm:grid-cols-2 sm:p-8">
      <div>
        <div className="relative overflow-hidden rounded-xl bg-paper-deep">
          {image ? (
            <ResponsiveImage
              key={image.key}
              image={image}
              alt={image.alt || product.name}
              sizes="(min-width: 640px) 420px, 100vw"
              fallbackWidth={800}
              className="aspect-square h-auto w-full object-contain"
              {...protectImage}
            />
          ) : (
            <div className="aspect-square" />
          )}
          {count > 1 && (
            <>
              <ArrowButton
                direction="previous"
                label="Previous picture"
                onClick={() => move(-1)}
                className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow ring-1 ring-line hover:text-accent"
                iconClassName="size-4"
              />
              <ArrowButton
                direction="next"
                label="Next picture"
                onClick={() => move(1)}
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow ring-1 ring-line hover:text-accent"
                iconClassName="size-4"
              />
            </>
          )}
        </div>
        {count > 1 && (
          <div className="mt-3">
            <CarouselDots
              count={count}
              index={index}
              onSelect={setIndex}
              label={(i) => `Show picture ${i + 1}`}
            />
          </div>
        )}
      </div>
      <div className="flex flex-col">
        <div className="flex items-start justify-between gap-4">
          <h2 id="product-dialog-title" className="text-3xl leading-tight">
            {product.name}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-1 -mr-2 rounded-full p-2 text-ink-soft hover:bg-paper-deep hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {state !== "inquire" && price && (
          <p className="mt-2 text-xl text-accent-deep">{money(price)}</p>
        )}
        <p className="mt-4 leading-relaxed text-ink-soft">{product.description}</p>
        <div className="mt-auto pt-6">
          {state === "buy" ? (
            <AddToCartForm productId={product.id} name={product.name} onAdded={onClose}>
              {sized && (
                <SizeChooser
                  size={size}
                  shape={shape}
                  onSize={setSize}
                  onShape={setShape}
                  variants={product.variants}
                />
              )}
            </AddToCartForm>
          ) : (
            <BuyFallback state={state} />
          )}
        </div>
      </div>
    </div>
  );
}

/** Large (15x21cm) or Small, and for Small a square or rectangle (SPEC §4, §9). */
function SizeChooser({
  size,
  shape,
  onSize,
  onShape,
  variants,
}: {
  size: CardSize;
  shape: CardShape;
  onSize: (size: CardSize) => void;
  onShape: (shape: CardShape) => void;
  variants: ShopProduct["variants"];
}) {
  const money = useMoney();
  const priceOf = (name: string) =>
    money(variants.find((variant) => variant.name === name)?.price ?? "");
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Size</legend>
        <div className="grid grid-cols-2 gap-2">
          <RadioCard
            name="size"
            label="Large"
            detail="15x21cm"
            checked={size === "large"}
            onChoose={() => onSize("large")}
            price={priceOf(cardVariant("large", "square"))}
          />
          <RadioCard
            name="size"
            label="Small"
            detail="12x12 or 10x15cm"
            checked={size === "small"}
            onChoose={() => onSize("small")}
            price={priceOf(cardVariant("small", "square"))}
          />
        </div>
      </fieldset>
      {size === "small" && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Shape</legend>
          <div className="grid grid-cols-2 gap-2">
            <RadioCard
              name="shape"
              label="Square"
              detail="12x12cm"
              checked={shape === "square"}
              onChoose={() => onShape("square")}
            />
            <RadioCard
              name="shape"
              label="Rectangle"
              detail="10x15cm"
              checked={shape === "rectangle"}
              onChoose={() => onShape("rectangle")}
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** One choice of the size chooser: a radio button drawn as a card, its value the label in lower case. */
function RadioCard({
  name,
  label,
  detail,
  checked,
  onChoose,
  price,
}: {
  name: string;
  label: string;
  detail: string;
  checked: boolean;
  onChoose: () => void;
  price?: string;
}) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 has-checked:border-ink has-checked:ring-1 has-checked:ring-ink has-focus-visible:ring-2 has-focus-visible:ring-accent">
      <span>
        <input
          type="radio"
          name={name}
          value={label.toLowerCase()}
          checked={checked}
          onChange={onChoose}
          className="sr-only"
        />
        {label} <span className="block text-xs text-ink-soft">{detail}</span>
      </span>
      {price && <span className="text-sm">{price}</span>}
    </label>
  );
}

/** The button a product shows when it cannot be added: Inquire, Coming Soon or Sold out. */
export function BuyFallback({
  state,
  className = "btn-primary w-full",
}: {
  state: "inquire" | "coming-soon" | "sold-out";
  className?: string;
}) {
  if (state === "inquire") {
    return (
      <Link to="/contact" className={className}>
        Inquire
      </Link>
    );
  }
  return (
    <button type="button" disabled className={className}>
      {state === "coming-soon" ? "Coming Soon" : "Sold out"}
    </button>
  );
}
