import { toMinor } from "#core/money.ts";
import { Card } from "~/components/ui/card.tsx";
import { cx } from "~/components/ui/cx.ts";
import { useMoney } from "~/lib/use-store.ts";
import { useCategoryName } from "../product-fields.tsx";
import type { ProductDraft } from "../product-form.tsx";

/** The product as the shop will show it; `compact` leaves out the description. */
export function ProductPreview({
  draft,
  image,
  compact = false,
}: {
  draft: ProductDraft;
  image: string | undefined;
  compact?: boolean;
}) {
  const money = useMoney();
  const categoryName = useCategoryName();
  const { name, price, description, category, available } = draft;
  // The price as the owner is typing it.
  const typed = toMinor(price) ?? 0;
  const shownPrice = typed > 0 ? money(typed) : "Price on request";
  return (
    <Card as="article" padding="" className={cx("overflow-hidden", compact && "mt-2")}>
      <div className="relative aspect-square bg-paper-deep">
        {image && <img src={image} alt="" className="h-full w-full object-cover" />}
        {!available && (
          <span className="absolute inset-0 flex items-center justify-center bg-ink/45 font-display text-xl text-white">
            Coming Soon
          </span>
        )}
      </div>
      <div className="p-4">
        <p className="text-xs text-ink-soft">{categoryName(category)}</p>
        <p className="font-display text-lg">{name || "Product name"}</p>
        <p className="text-ink-soft">{shownPrice}</p>
        {!compact && (
          <p className="mt-2 text-sm whitespace-pre-wrap text-ink-soft">{description}</p>
        )}
      </div>
    </Card>
  );
}
