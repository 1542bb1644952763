import { Truck } from "lucide-react";
import { formatMoney } from "#core/money.ts";
import type { Order } from "#core/order.ts";
import { type SummaryTotals, totalsRows } from "#core/totals-rows.ts";
import { Thumbnail } from "~/components/ui/thumbnail.tsx";
import { cartThumbnail } from "./cart-line.tsx";
import { TotalsList } from "./summary-row.tsx";

export interface SummaryLine {
  key: string | number;
  name: string;
  detail?: string | null;
  quantity: number;
  lineTotal: number;
  imageUrl?: string | null;
  /** Why this line cannot be bought as it stands (checkout's summary); shown on the line. */
  problem?: string;
}

/** Two letters for a line without a picture ("Snap Cat" → "SC"). */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/**
 * The items and money of an order: subtotal, bundle savings (when any), tax, shipping ("Free"
 * when nothing) and total. Used by checkout (before the order) and the order page (after).
 */
export function OrderSummary({
  lines,
  totals,
  currency,
  taxRate,
  taxName,
  noShipping = false,
  children,
}: {
  lines: SummaryLine[];
  /** Nothing ships with it (a commission's deposit or balance): no shipping row. */
  noShipping?: boolean;
  currency: string;
  /** In percent, as shown: "8". */
  taxRate: string;
  /** The tax's name ("VAT"). */
  taxName: string;
  totals: SummaryTotals;
  children?: React.ReactNode;
}) {
  const money = (value: number) => formatMoney(value, currency);
  return (
    <div>
      <ul className="divide-y divide-line">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-3 py-3">
            <Thumbnail src={line.imageUrl} fallback={initials(line.name)} />
            <div className="min-w-0 flex-1">
              <p className="truncate">{line.name}</p>
              <p className="text-sm text-ink-soft">
                {line.detail ? `${line.detail} · ` : ""}Qty {line.quantity}
              </p>
              {line.problem && (
                <p className="mt-1 text-sm text-red-800" data-problem>
                  {line.problem}
                </p>
              )}
            </div>
            <p className="tabular-nums">{money(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        <TotalsList rows={totalsRows(totals, { taxRate, taxName, noShipping })} money={money} />
      </dl>
      {children}
    </div>
  );
}

/** "Add £X more for free shipping!" while shipping is charged. */
export function FreeShippingHint({ gap, currency }: { gap: number; currency: string }) {
  if (gap <= 0) return null;
  return (
    <p className="mt-4 flex items-center gap-2 rounded-xl bg-accent/10 px-4 py-3 text-sm text-accent-deep">
      <Truck className="size-4 shrink-0" aria-hidden />
      Add {formatMoney(gap, currency)} more for free shipping!
    </p>
  );
}

/** The summary of an order already placed (the customer's order page and the owner's). */
export function PlacedOrderSummary({
  order,
}: {
  order: Omit<Order, "customer" | "giftRecipient">;
}) {
  return (
    <OrderSummary
      currency={order.currency}
      taxRate={order.taxRate}
      taxName={order.taxName}
      totals={order}
      noShipping={order.commission !== null}
      lines={order.items.map((item) => ({
        key: item.id,
        name: item.product.name,
        detail: item.variant ?? (item.artworkId !== null ? "Original artwork" : null),
        quantity: item.quantity,
        lineTotal: item.lineTotal,
        // The picture the line was ordered with, as the cart and checkout showed it.
        imageUrl: cartThumbnail(item) || null,
      }))}
    />
  );
}
