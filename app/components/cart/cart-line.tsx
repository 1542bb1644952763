import { CircleAlert, ImageOff, Minus, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type CartItem, unitPriceOf } from "#core/cart-totals.ts";
import { thumbnailUrl } from "#core/media-urls.ts";
import { MAX_LINE_QUANTITY } from "#core/schemas/cart-input.ts";
import { categoryLabel } from "#core/storefront.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { useMoney } from "~/lib/use-store.ts";

/** The page-wide fetcher that removes lines. */
export const CART_REMOVE_KEY = "cart-remove";

/**
 * A cart form, posting to the cart's action: the action's toast per answer (removals and
 * clearing; none for a quantity), its message when refused.
 */
export const useCartForm = (key: string) =>
  useActionForm({ key, failure: { fallback: "Please try again." } });

/**
 * A cart's or a placed order's line's small picture: the shop's 200-pixel WebP, or the
 * portfolio's smallest (300) for an original; "" when it has none.
 */
export function cartThumbnail(item: {
  artworkId: number | null;
  product: { imageUrl: string | null };
}): string {
  const url = item.product.imageUrl;
  if (!url) return "";
  return item.artworkId !== null ? thumbnailUrl(url, [300]) : thumbnailUrl(url);
}

/** A line's name: the product's name or the original's title, as the owner typed it. */
export function lineName(item: Pick<CartItem, "product">): string {
  return item.product.name;
}

/** What a line says under its name: the size, "Original artwork", or the category. */
export function lineDetail(item: CartItem): string {
  return (
    item.variant ??
    (item.artworkId !== null ? "Original artwork" : categoryLabel(item.product.category))
  );
}

/**
 * What stops a line being bought as it stands (core/cart-problems.ts), said on the line before the
 * buyer types anything: what happened, and what to do (remove it, lower it, or take the new price).
 */
export function lineProblemText(item: CartItem, money: (minor: number) => string): string {
  if (!item.problem) return "";
  const said = item.problemMessage ?? "";
  switch (item.problem) {
    case "price-changed":
      return `${said}: it was ${money(item.seenPrice ?? 0)}, it is now ${money(unitPriceOf(item))}.`;
    case "not-enough-stock":
      return `${said}: please lower the quantity.`;
    default:
      return `${said}. Please remove it from your cart.`;
  }
}

/** The line's problem, in the line, with the way on for a changed price. */
function LineProblem({
  item,
  onAccept,
  busy,
}: {
  item: CartItem;
  onAccept: () => void;
  busy: boolean;
}) {
  const money = useMoney();
  if (!item.problem) return null;
  return (
    <div
      className="mt-2 flex flex-wrap items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      data-problem={item.problem}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">{lineProblemText(item, money)}</p>
      {item.problem === "price-changed" && (
        <button
          type="button"
          onClick={onAccept}
          disabled={busy}
          className="font-medium underline underline-offset-4 disabled:opacity-50"
        >
          Keep it at the new price
        </button>
      )}
    </div>
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
  const line = useCartForm(`cart-line-${item.id}`);
  const { pending } = line;
  // Removals go through the page's fetcher, which outlives the line (for its toast).
  const remover = useCartForm(CART_REMOVE_KEY);
  const busy = pending || removing;
  const remove = () => remover.submit({ intent: "remove", cartItemId: item.id }).catch(() => {});
  const name = lineName(item);
  const unit = unitPriceOf(item);
  const [draft, setDraft] = useState(String(item.quantity));
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);

  // What was typed goes to the server as it is (core/schemas/cart-input.ts is the one rule: above
  // 99 or not a whole number is refused, as by the API). Two readings are the page's own
  // (PRODUCT.md §4): an emptied field (all a number field gives for text) means 1, and a whole
  // number below 1 means "remove", which the page asks for by its own intent.
  const submitQuantity = () => {
    const typed = draft.trim() === "" ? "1" : draft.trim();
    if (typed === String(item.quantity)) setDraft(typed);
    else if (Number.isInteger(Number(typed)) && Number(typed) < 1) remove();
    else line.submit({ intent: "update", cartItemId: item.id, quantity: typed }).catch(() => {});
  };
  const typedForm = `cart-quantity-${item.id}`;
  const removeForm = `cart-remove-${item.id}`;

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
          <LineProblem
            item={item}
            busy={busy}
            // Setting the line again at its quantity takes the price it has now.
            onAccept={() =>
              line
                .submit({ intent: "update", cartItemId: item.id, quantity: item.quantity })
                .catch(() => {})
            }
          />
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          {item.artworkId === null && (
            <>
              {/* The typed quantity's own form (the field and its Enter button join it by
                  `form`): the stepper's buttons each post their target instead. */}
              <ActionForm
                recipe={line}
                id={typedForm}
                hidden
                onSubmit={(event) => {
                  event.preventDefault();
                  submitQuantity();
                }}
              >
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="cartItemId" value={item.id} />
              </ActionForm>
              <ActionForm
                recipe={line}
                className="flex items-center rounded-full border border-line bg-white"
              >
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="cartItemId" value={item.id} />
                <button
                  type="submit"
                  form={typedForm}
                  className="sr-only"
                  tabIndex={-1}
                  disabled={busy}
                >
                  Update quantity of {name}
                </button>
                {/* At 1 the decrease removes: it submits the line's remove form instead. */}
                <button
                  type="submit"
                  {...(item.quantity > 1
                    ? { name: "quantity", value: item.quantity - 1 }
                    : { form: removeForm, name: "intent", value: "remove" })}
                  disabled={busy}
                  onClick={(event) => {
                    // With JavaScript, through the page's fetcher, which outlives the line.
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
                  form={typedForm}
                  min={1}
                  max={MAX_LINE_QUANTITY}
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
                  name="quantity"
                  value={item.quantity + 1}
                  disabled={busy}
                  aria-label={`Increase quantity of ${name}`}
                  className="rounded-full p-2.5 hover:bg-paper-deep disabled:opacity-40"
                >
                  <Plus className="size-4" aria-hidden />
                </button>
              </ActionForm>
            </>
          )}
          <div className="flex items-center gap-3">
            <p className="font-medium tabular-nums">{money(unit * item.quantity)}</p>
            <ActionForm recipe={line} id={removeForm}>
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
            </ActionForm>
          </div>
        </div>
      </div>
    </li>
  );
}
