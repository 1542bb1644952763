import { ShoppingBag } from "lucide-react";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** The one door of every cart change (app/routes/cart/cart.tsx), from whichever page. */
export const CART_ACTION = "/cart";

/**
 * The add-to-cart form, for a product or an original (`artworkId`), from any page: it posts the
 * `add` intent to the cart's action. With JavaScript it posts through a fetcher (no navigation),
 * shows "Adding..." and is disabled while pending, then the action's toast (PRODUCT.md §8); in a
 * dialog (`inDialog`) a refusal is said in the form, above its button, since a toast would be
 * drawn beneath the modal dialog. Without JavaScript it is a plain post, answered by a redirect
 * back to this page with the action's toast.
 */
export function AddToCartForm({
  productId,
  artworkId,
  name,
  children,
  className = "btn-primary w-full",
  inDialog = false,
  onAdded,
}: {
  productId?: number;
  artworkId?: number;
  name: string;
  /** Extra fields (the variant chooser). */
  children?: React.ReactNode;
  className?: string;
  inDialog?: boolean;
  onAdded?: () => void;
}) {
  const recipe = useActionForm<{ name: string }>({
    key: artworkId === undefined ? `add-${productId}` : `add-original-${artworkId}`,
    action: CART_ACTION,
    failure: { fallback: "Failed to add item to cart", inForm: inDialog },
    onSuccess: () => onAdded?.(),
  });

  return (
    <ActionForm recipe={recipe} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="add" />
      {artworkId === undefined ? (
        <input type="hidden" name="productId" value={productId} />
      ) : (
        <input type="hidden" name="artworkId" value={artworkId} />
      )}
      {children}
      <button type="submit" className={className} disabled={recipe.pending}>
        <ShoppingBag className="size-4" aria-hidden />
        {recipe.pending ? "Adding..." : "Add to Cart"}
        <span className="sr-only">– {name}</span>
      </button>
    </ActionForm>
  );
}
