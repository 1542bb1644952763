import { namesItsPrice, type ProductVariant } from "#core/variants.ts";
import { useMoney } from "~/lib/use-store.ts";

/**
 * The product dialog's choice of variant (PRODUCT.md §4): a radio card per variant, in the owner's
 * order, with its price (unless its name is that price); a sold-out one is shown but cannot be chosen. The radios are the form's
 * `variantId`, so the choice posts with or without JavaScript.
 */
export function VariantChooser({
  variants,
  value,
  onChoose,
}: {
  variants: readonly ProductVariant[];
  value: number | undefined;
  onChoose: (id: number) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Choose</legend>
      <div className="grid grid-cols-2 gap-2">
        {variants.map((variant) => (
          <RadioCard key={variant.id} variant={variant} chosen={value} onChoose={onChoose} />
        ))}
      </div>
    </fieldset>
  );
}

/** One choice: a radio button drawn as a card, with the variant's price (or "Sold out"). */
function RadioCard({
  variant,
  chosen,
  onChoose,
}: {
  variant: ProductVariant;
  chosen: number | undefined;
  onChoose: (id: number) => void;
}) {
  const money = useMoney();
  const soldOut = variant.stock === 0;
  // A gift card's size is its amount ("£25"): said once, not "£25 £25.00".
  const price = namesItsPrice(variant.name, variant.price) ? "" : money(variant.price);
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 has-checked:border-ink has-checked:ring-1 has-checked:ring-ink has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-accent">
      <span>
        <input
          type="radio"
          name="variantId"
          value={variant.id}
          checked={chosen === variant.id}
          disabled={soldOut}
          onChange={() => onChoose(variant.id)}
          className="sr-only"
        />
        {variant.name}
      </span>
      {(soldOut || price) && <span className="text-sm">{soldOut ? "Sold out" : price}</span>}
    </label>
  );
}
