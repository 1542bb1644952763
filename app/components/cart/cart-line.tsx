import { ImageOff, Minus, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type CartItem, parseQuantity, unitPriceOf } from "#core/cart-totals.ts";
import { thumbnailUrl } from "#core/media-urls.ts";
import { displayName } from "#core/snap-order.ts";
import { categoryLabel } from "#core/storefront.ts";
import { useToast } from "~/components/ui/toast.tsx";
import { useMoney } from "~/lib/use-store.ts";

/** What the cart page's action answers. */
export type CartActionResult =
  | { ok: true; intent: "update" | "remove" | "clear" }
  | { ok: false; intent: "update" | "remove" | "clear"; message: string };

/** The page-wide fetcher that removes lines. */
export const CART_REMOVE_KEY = "cart-remove";

const FAILURE = {
  update: "Failed to update quantity",
  remove: "Failed to remove item",
  clear: "Failed to clear cart",
} as const;

/** Toasts for a cart fetcher's answers (PRODUCT.md §8), once per answer. */
export function useCartToasts(result: CartActionResult | undefined, idle: boolean) {
  const toast = useToast();
  const handled = useRef<CartActionResult | undefined>(undefined);
  useEffect(() => {
    if (!idle || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      toast({
        title: "Error",
        description: result.message || FAILURE[result.intent],
        variant: "destructive",
      });
    } else if (result.intent === "remove") {
      toast({ title: "Item removed", description: "Item removed from cart successfully" });
    } else if (result.intent === "clear") {
      toast({ title: "Cart cleared", description: "All items removed from cart" });
    }
  }, [result, idle, toast]);
}

/**
 * A cart line's small picture: the shop's 200-pixel WebP, or the portfolio's smallest (300) for
 * an original; "" when it has none.
 */
export function cartThumbnail(item: CartItem): string {
  const url = item.product.imageUrl;
  if (!url) return "";
  return item.artworkId !== null ? thumbnailUrl(url, [300]) : thumbnailUrl(url);
}

/** A line's name: a product's tidied (core/snap-order.ts), an original's title as the artist wrote it. */
export function lineName(item: Pick<CartItem, "artworkId" | "product">): string {
  return item.artworkId !== null ? item.product.name : displayName(item.product.name);
}

/** What a line says under its name: the size, "Original artwork", or the category. */
export function lineDetail(item: CartItem): string {
  return (
    item.variant ??
    (item.artworkId !== null ? "Original artwork" : categoryLabel(item.product.category))
  );
}

/** The thumbnail: the small WebP variant, then the original, then a placeholder icon. */
function Thumbnail({ item, name }: { item: CartItem; name: string }) {
  const url = item.product.imageUrl;
  const [source, setSource] = useState(cartThumbnail(item));
  if (!source) {
    return (
      <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-paper-deep text-ink-soft sm:size-24">
        <ImageOff className="size-6" aria-hidden />
        <span className="sr-only">No picture of {name}</span>
      </div>
    );
  }
  return (
    <img
      src={source}
      alt={name}
      width={96}
      height={96}
      loading="lazy"
      className="size-20 shrink-0 rounded-lg bg-paper-deep object-cover sm:size-24"
      onError={() => setSource((current) => (current !== url ? url : ""))}
    />
  );
}

/**
 * One cart line: picture, name, size (or category), unit price, the quantity stepper, remove and
 * the line's subtotal. An original has no stepper: there is one of it. Its controls are disabled while a change to it is on its way.
 */
export function CartLine({ item, removing }: { item: CartItem; removing: boolean }) {
  const money = useMoney();
  const fetcher = useFetcher<CartActionResult>({ key: `cart-line-${item.id}` });
  // Removals go through the page's fetcher, which outlives the line (for its toast).
  const remover = useFetcher<CartActionResult>({ key: CART_REMOVE_KEY });
  const busy = fetcher.state !== "idle" || removing;
  useCartToasts(fetcher.data, fetcher.state === "idle");
  const remove = () =>
    remover.submit({ intent: "remove", cartItemId: item.id }, { method: "post" });
  const name = lineName(item);
  const unit = unitPriceOf(item);
  const [draft, setDraft] = useState(String(item.quantity));
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);

  const submitQuantity = () => {
    if (draft === String(item.quantity)) return;
    if (parseQuantity(draft) < 1) remove();
    else
      fetcher.submit({ intent: "set", cartItemId: item.id, quantity: draft }, { method: "post" });
  };

  return (
    <li className="flex gap-4 py-6">
      <Thumbnail item={item} name={name} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug">{name}</h3>
          <p className="text-sm text-ink-soft">{lineDetail(item)}</p>
          <p className="mt-1 text-sm text-ink-soft">
            {item.artworkId !== null ? "One of a kind" : `${money(unit)} each`}
          </p>
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          {item.artworkId === null && (
            <fetcher.Form
              method="post"
              className="flex items-center rounded-full border border-line bg-white"
              onSubmit={(event) => {
                // Enter in the number field: send what was typed.
                const submitter = (event.nativeEvent as SubmitEvent)
                  .submitter as HTMLButtonElement | null;
                if (!submitter || submitter.value === "set") {
                  event.preventDefault();
                  submitQuantity();
                }
              }}
            >
              <input type="hidden" name="cartItemId" value={item.id} />
              <button
                type="submit"
                name="intent"
                value="set"
                className="sr-only"
                tabIndex={-1}
                disabled={busy}
              >
                Update quantity of {name}
              </button>
              <button
                type="submit"
                name="intent"
                value="decrease"
                disabled={busy}
                onClick={(event) => {
                  if (item.quantity > 1) return;
                  event.preventDefault();
                  remove();
                }}
                aria-label={`Decrease quantity of ${name}`}
                className="rounded-full p-2.5 hover:bg-paper-deep disabled:opacity-40"
              >
                <Minus className="size-4" aria-hidden />
              </button>
              <input
                type="number"
                name="quantity"
                min={1}
                inputMode="numeric"
                value={draft}
                disabled={busy}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={submitQuantity}
                aria-label={`Quantity of ${name}`}
                className="w-12 border-0 bg-transparent text-center [appearance:textfield] focus:outline-2 focus:outline-accent [&::-webkit-inner-spin-button]:appearance-none"
              />
              <button
                type="submit"
                name="intent"
                value="increase"
                disabled={busy}
                aria-label={`Increase quantity of ${name}`}
                className="rounded-full p-2.5 hover:bg-paper-deep disabled:opacity-40"
              >
                <Plus className="size-4" aria-hidden />
              </button>
            </fetcher.Form>
          )}
          <div className="flex items-center gap-3">
            <p className="font-medium tabular-nums">{money(unit * item.quantity)}</p>
            <fetcher.Form method="post">
              <input type="hidden" name="cartItemId" value={item.id} />
              <button
                type="submit"
                name="intent"
                value="remove"
                disabled={busy}
                onClick={(event) => {
                  event.preventDefault();
                  remove();
                }}
                aria-label={`Remove ${name}`}
                className="rounded-full p-2 text-ink-soft hover:bg-paper-deep hover:text-red-700 disabled:opacity-40"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </fetcher.Form>
          </div>
        </div>
      </div>
    </li>
  );
}
