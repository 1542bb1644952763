import { categoryLabel } from "#core/catalogue.ts";
import { PRODUCT_CATEGORIES } from "#core/schemas/content-input.ts";
import { currencySymbol } from "#core/store.ts";
import { useStore } from "~/lib/use-store.ts";

/** "Price (£)": the price field's label in the shop's currency. */
export function usePriceLabel(): string {
  const { currency } = useStore();
  return `Price (${currencySymbol(currency).trim()})`;
}

/** The product categories as a select's options, labelled as the shop shows them. */
export function CategoryOptions({
  categories = PRODUCT_CATEGORIES,
}: {
  categories?: readonly string[];
}) {
  return categories.map((category) => (
    <option key={category} value={category}>
      {categoryLabel(category)}
    </option>
  ));
}
