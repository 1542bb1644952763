import { ShoppingBag } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast.tsx";

/** What the shop's action answers to an add. */
export type AddResult = { ok: true; name: string } | { ok: false; message: string };

/**
 * The add-to-cart form, for a product or an original (`artworkId`). With JavaScript it posts
 * through a fetcher (no navigation), shows "Adding..." and is disabled while pending, then a toast
 * (PRODUCT.md §8); without, it is a plain form post to the route's action (`action`: the shop's,
 * or an artwork's page) and the page shows the result.
 */
export function AddToCartForm({
  productId,
  artworkId,
  action,
  name,
  children,
  className = "btn-primary w-full",
  onAdded,
}: {
  productId?: number;
  artworkId?: number;
  /** The route whose action adds it (default: the current route's). */
  action?: string;
  name: string;
  /** Extra fields (the size chooser). */
  children?: React.ReactNode;
  className?: string;
  onAdded?: () => void;
}) {
  const fetcher = useFetcher<AddResult>({
    key: artworkId === undefined ? `add-${productId}` : `add-original-${artworkId}`,
  });
  const toast = useToast();
  const pending = fetcher.state !== "idle";
  const handled = useRef<AddResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast({ title: "Added to cart", description: "Item successfully added to your cart!" });
      onAdded?.();
    } else {
      toast({
        title: "Error",
        description: result.message || "Failed to add item to cart",
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data, toast, onAdded]);

  return (
    <fetcher.Form method="post" action={action} className="flex flex-col gap-4">
      {artworkId === undefined ? (
        <input type="hidden" name="productId" value={productId} />
      ) : (
        <input type="hidden" name="artworkId" value={artworkId} />
      )}
      {children}
      <button type="submit" className={className} disabled={pending}>
        <ShoppingBag className="size-4" aria-hidden />
        {pending ? "Adding..." : "Add to Cart"}
        <span className="sr-only">– {name}</span>
      </button>
    </fetcher.Form>
  );
}
