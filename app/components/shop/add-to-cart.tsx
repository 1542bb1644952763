import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { type ActionAnswer, useActionForm } from "~/lib/use-action-form.ts";

/**
 * The add-to-cart form, for a product or an original (`artworkId`). With JavaScript it posts
 * through a fetcher (no navigation), shows "Adding..." and is disabled while pending, then a toast
 * (PRODUCT.md §8); in a dialog (`inDialog`) a refusal is said in the form, above its button, since
 * a toast would be drawn beneath the modal dialog. Without JavaScript it is a plain form post to
 * the route's action (`action`: the shop's, or an artwork's page) and the page shows the result.
 */
export function AddToCartForm({
  productId,
  artworkId,
  action,
  name,
  children,
  className = "btn-primary w-full",
  inDialog = false,
  onAdded,
}: {
  productId?: number;
  artworkId?: number;
  /** The route whose action adds it (default: the current route's). */
  action?: string;
  name: string;
  /** Extra fields (the variant chooser). */
  children?: React.ReactNode;
  className?: string;
  inDialog?: boolean;
  onAdded?: () => void;
}) {
  const { fetcher, pending, refused } = useActionForm<{ name: string }>({
    key: artworkId === undefined ? `add-${productId}` : `add-original-${artworkId}`,
    success: { title: "Added to cart", description: "Item successfully added to your cart!" },
    failure: { fallback: "Failed to add item to cart", inForm: inDialog },
    onSuccess: () => onAdded?.(),
  });

  return (
    <fetcher.Form method="post" action={action} className="flex flex-col gap-4">
      {artworkId === undefined ? (
        <input type="hidden" name="productId" value={productId} />
      ) : (
        <input type="hidden" name="artworkId" value={artworkId} />
      )}
      {children}
      {inDialog && <ActionNotice answer={refused} role="alert" className="text-sm" />}
      <button type="submit" className={className} disabled={pending}>
        <ShoppingBag className="size-4" aria-hidden />
        {pending ? "Adding..." : "Add to Cart"}
        <span className="sr-only">– {name}</span>
      </button>
    </fetcher.Form>
  );
}

/** An add's answer in the page, for a post made without JavaScript (with it, a toast says it). */
export function AddNotice({
  answer,
  className,
}: {
  answer: ActionAnswer<{ name: string }> | undefined;
  className?: string;
}) {
  return (
    <ActionNotice
      answer={answer}
      {...(className ? { className } : {})}
      success={(added) => (
        <>
          {added.name} was added to your cart.{" "}
          <Link to="/cart" className="underline">
            View cart
          </Link>
        </>
      )}
    />
  );
}
