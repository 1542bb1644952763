import type { CodeOutcome } from "./discounts.ts";

/** The money a summary shows, in minor units (a cart's priced totals, or a placed order's). */
export interface SummaryTotals {
  subtotal: number;
  discount: number;
  /** A discount code's amount off the goods (after the offers). */
  codeDiscount?: number;
  /** A cart's code as pricing applied it (core/pricing.ts)… */
  code?: CodeOutcome;
  /** …or a placed order's code and its kind. */
  discountCode?: string | null;
  discountKind?: string | null;
  tax: number;
  /** The tax is inside the prices: its row says "Includes VAT" (unset: added). */
  taxIncluded?: boolean;
  /** Tax taken off prices that include it, for a zone not charged tax (core/tax.ts). */
  taxRemoved?: number;
  shipping: number;
  total: number;
  /** What a gift card pays of the total: a way to pay, shown after it (0 or unset: none). */
  giftCardAmount?: number;
}

/** One line of a money summary; the page formats `amount` in the shop's currency. */
export interface TotalsRow {
  kind: "subtotal" | "savings" | "code" | "tax" | "shipping" | "total" | "gift-card" | "to-pay";
  label: string;
  amount: number;
  /** Shown as "Free" instead of an amount (shipping at 0). */
  free?: boolean;
}

export interface TotalsRowsOptions {
  /** The tax rate as the summary prints it, e.g. "8". */
  taxRate: string;
  /** The tax's name as the owner typed it ("VAT"); "Tax" when none is given. */
  taxName?: string;
  /** Counted into the subtotal's label: "Subtotal (3 items)" (the cart says how many). */
  itemCount?: number;
  /** The cart lists shipping before tax (it changes with the country chosen beside it). */
  shippingFirst?: boolean;
  /** Nothing ships (a commission's deposit or balance): no shipping row at all. */
  noShipping?: boolean;
  /** The invoice says "Total due" and "Bundle savings". */
  labels?: { total?: string; savings?: string };
}

/**
 * The rows of a money summary, the one order of lines and words for the cart, the checkout, the
 * order's page and the invoice (PRODUCT.md §4): subtotal, bundle savings (only when any), tax and
 * shipping, then the total; a gift card pays after the total (it lowers what is paid, not what is
 * taxed), with what is left to pay.
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
  const code = codeOf(totals);
  // A code's amount follows the offers' savings; a free-shipping code names itself by shipping.
  const codeRows: TotalsRow[] =
    code && code.kind !== "free-shipping"
      ? [{ kind: "code", label: `Discount (${code.code})`, amount: -(totals.codeDiscount ?? 0) }]
      : [];
  const tax = taxRows(totals, options);
  const shipping: TotalsRow = {
    kind: "shipping",
    label: code?.kind === "free-shipping" ? `Shipping (${code.code})` : "Shipping",
    amount: totals.shipping,
    ...(totals.shipping === 0 ? { free: true } : {}),
  };
  const total: TotalsRow = {
    kind: "total",
    label: options.labels?.total ?? "Total",
    amount: totals.total,
  };
  const middle = options.noShipping
    ? tax
    : options.shippingFirst
      ? [shipping, ...tax]
      : [...tax, shipping];
  const card = totals.giftCardAmount ?? 0;
  const paying: TotalsRow[] =
    card > 0
      ? [
          { kind: "gift-card", label: "Paid by gift card", amount: -card },
          { kind: "to-pay", label: "To pay", amount: totals.total - card },
        ]
      : [];
  return [subtotal, ...savings, ...codeRows, ...middle, total, ...paying];
}

/** The code a summary names: a cart's when it applies as the cart stands, or an order's. */
function codeOf(totals: SummaryTotals): { code: string; kind: string } | null {
  if (totals.code) return totals.code.refusal ? null : totals.code;
  if (totals.discountCode) return { code: totals.discountCode, kind: totals.discountKind ?? "" };
  return null;
}

/**
 * The tax's row (core/tax.ts): added ("VAT (20%)"), inside the prices ("Includes VAT (20%)"),
 * taken off for a zone not charged ("Without VAT", negative), or none when no tax is charged: the
 * shop charges none, or the destination's zone is not charged it. A "VAT (20%) £0.00" row would
 * read as a tax of 20 % that came to nothing.
 */
function taxRows(totals: SummaryTotals, options: TotalsRowsOptions): TotalsRow[] {
  const name = options.taxName || "Tax";
  const rate = `(${options.taxRate}%)`;
  if (totals.taxRemoved) {
    return [{ kind: "tax", label: `Without ${name} ${rate}`, amount: -totals.taxRemoved }];
  }
  if (totals.tax === 0) return [];
  const label = totals.taxIncluded ? `Includes ${name} ${rate}` : `${name} ${rate}`;
  return [{ kind: "tax", label, amount: totals.tax }];
}

/** A row's amount as shown: "Free", "-£1.00" for savings, else the amount; `money` formats. */
export function rowAmount(row: TotalsRow, money: (value: number) => string): string {
  if (row.free) return "Free";
  return row.amount < 0 ? `-${money(-row.amount)}` : money(row.amount);
}
