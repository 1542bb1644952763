/** The money a summary shows, in minor units (a cart's priced totals, or a placed order's). */
export interface SummaryTotals {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

/** One line of a money summary; the page formats `amount` in the shop's currency. */
export interface TotalsRow {
  kind: "subtotal" | "savings" | "tax" | "shipping" | "total";
  label: string;
  amount: number;
  /** Shown as "Free" instead of an amount (shipping at 0). */
  free?: boolean;
}

export interface TotalsRowsOptions {
  /** The tax rate as the summary prints it, e.g. "8". */
  taxRate: string;
  /** Counted into the subtotal's label: "Subtotal (3 items)" (the cart says how many). */
  itemCount?: number;
  /** The cart lists shipping before tax (it changes with the country chosen beside it). */
  shippingFirst?: boolean;
  /** The invoice says "Total due" and "Bundle savings". */
  labels?: { total?: string; savings?: string };
}

/**
 * The rows of a money summary, the one order of lines and words for the cart, the checkout, the
 * order's page and the invoice (PRODUCT.md §4): subtotal, bundle savings (only when any), tax and
 * shipping, then the total.
 */
export function totalsRows(totals: SummaryTotals, options: TotalsRowsOptions): TotalsRow[] {
  const count = options.itemCount;
  const subtotal: TotalsRow = {
    kind: "subtotal",
    label:
      count === undefined ? "Subtotal" : `Subtotal (${count} ${count === 1 ? "item" : "items"})`,
    amount: totals.subtotal,
  };
  const savings: TotalsRow[] =
    totals.discount > 0
      ? [
          {
            kind: "savings",
            label: options.labels?.savings ?? "Bundle Savings",
            amount: -totals.discount,
          },
        ]
      : [];
  const tax: TotalsRow = { kind: "tax", label: `Tax (${options.taxRate}%)`, amount: totals.tax };
  const shipping: TotalsRow = {
    kind: "shipping",
    label: "Shipping",
    amount: totals.shipping,
    ...(totals.shipping === 0 ? { free: true } : {}),
  };
  const total: TotalsRow = {
    kind: "total",
    label: options.labels?.total ?? "Total",
    amount: totals.total,
  };
  const middle = options.shippingFirst ? [shipping, tax] : [tax, shipping];
  return [subtotal, ...savings, ...middle, total];
}

/** A row's amount as shown: "Free", "-£1.00" for savings, else the amount; `money` formats. */
export function rowAmount(row: TotalsRow, money: (value: number) => string): string {
  if (row.free) return "Free";
  return row.amount < 0 ? `-${money(-row.amount)}` : money(row.amount);
}
