/**
 * What every e-mail is built from: the shop's mail context, the HTML document and its paragraphs,
 * an order's lines, totals, address and table, the order page's link and the deadline's date. The
 * mails themselves live by whom they are for: order-mails.ts (the buyer's), owner-mails.ts (the
 * owner's new order and new message), owner-notices.ts, commission-mails.ts and payments/mails.ts.
 */
import { addressLines } from "#core/address-format.ts";
import { formatMoney } from "#core/money.ts";
import type { Order } from "#core/order.ts";
import { DEFAULT_LOCALE } from "#core/shop-locale.ts";
import { commissionPaymentInstructions } from "#core/site-profile.ts";
import { rowAmount, totalsRows } from "#core/totals-rows.ts";
import { variantLineName } from "#core/variants.ts";

/** What every mail needs to know about the shop. */
export interface MailContext {
  shopName: string;
  /**
   * The site's public origin (PUBLIC_URL), for links. Without it mails carry no links at all: the
   * order number and the shop's name say enough, and a link built from a request could be forged.
   */
  origin: string | undefined;
  /** Where customers write about orders; empty while the profile's address is a placeholder. */
  ordersEmail: string;
  /** Where owner notifications go. */
  ownerEmail: string;
  paymentInstructions: string;
  /** The shop takes cards (Stripe): payment e-mails carry the order page's pay link. */
  cardPayments?: boolean;
  /** How the mails write dates: the shop's locale (core/shop-locale.ts); en-GB when not given. */
  locale?: string;
}

/**
 * "Questions? Write to orders@…": the line that gives a buyer the shop's address, or nothing while
 * that address is a placeholder (the profile not yet filled in).
 */
export const questionsLine = (context: MailContext, ask = "Questions?"): string[] =>
  context.ordersEmail ? [`${ask} Write to ${context.ordersEmail}.`] : [];

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

/** A line as a mail names it: "Fox print (A3)", the variant's name after the product's. */
const lineName = (item: Order["items"][number]) => variantLineName(item.product.name, item.variant);

export function itemLines(order: Order): string[] {
  return order.items.map(
    (item) =>
      `${item.quantity} × ${lineName(item)}: ${formatMoney(item.lineTotal, order.currency)}`,
  );
}

/** The order's money, in the rows and words of every other summary (core/totals-rows.ts). */
export function totalLines(order: Order): string[] {
  const money = (value: number) => formatMoney(value, order.currency);
  return totalsRows(order, {
    taxRate: order.taxRate,
    taxName: order.taxName,
    labels: { savings: "Bundle savings" },
  }).map((row) => `${row.label}: ${rowAmount(row, money)}`);
}

/** The name and address the order ships to, the country by its name. */
export function shippingLines(order: Order): string[] {
  const c = order.customer;
  return [`${c.firstName} ${c.lastName}`, ...addressLines(c)];
}

/** A simple, readable HTML body: one heading, paragraphs, and a table of items and totals. */
export function htmlDocument(title: string, blocks: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#1d2125;line-height:1.5;max-width:600px;margin:0 auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${blocks.join("")}</body></html>`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`;

export function orderTable(order: Order): string {
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="padding:4px 8px 4px 0">${item.quantity} × ${escapeHtml(lineName(item))}</td><td style="text-align:right">${escapeHtml(formatMoney(item.lineTotal, order.currency))}</td></tr>`,
    )
    .join("");
  const totals = totalLines(order)
    .map((line) => {
      const [label, value] = line.split(": ");
      return `<tr><td style="padding:4px 8px 4px 0;color:#545a62">${escapeHtml(label ?? "")}</td><td style="text-align:right">${escapeHtml(value ?? "")}</td></tr>`;
    })
    .join("");
  return `<table style="width:100%;border-collapse:collapse">${rows}<tr><td colspan="2"><hr></td></tr>${totals}</table>`;
}

/**
 * How to pay an order, in every mail that asks for payment: by card on the order's page first
 * when the shop takes cards (with the amount and the link, which holds the buyer's key), then the
 * owner's instructions for paying by hand, whose starting text for a card shop reads as the other
 * way (core/site-profile.ts). Lines of text; "" between them.
 */
export function payingLines(
  order: Pick<Order, "total" | "currency"> &
    Partial<Pick<Order, "commission" | "giftCardAmount" | "giftCardsOnly">>,
  context: MailContext,
  link: string | undefined,
): string[] {
  const due = order.total - (order.giftCardAmount ?? 0);
  if (due <= 0) return ["Your gift card paid for the whole order: there is nothing more to pay."];
  const instructions =
    order.commission || order.giftCardsOnly
      ? commissionPaymentInstructions(context.paymentInstructions)
      : context.paymentInstructions;
  const card =
    context.cardPayments && link
      ? [`Pay ${formatMoney(due, order.currency)} by card on your order's page: ${link}`, ""]
      : [];
  return [...card, instructions];
}

/**
 * The customer's own link to the order's page: its secret access key shows them their details
 * there (and lets their browser keep showing them), which the order number alone never does.
 */
export function orderPageLink(
  order: Order,
  context: MailContext,
  accessKey: string,
  /** A page under the order's own (its certificate), or none. */
  below = "",
): string | undefined {
  if (!context.origin) return undefined;
  return `${context.origin}/checkout/success/${order.orderNumber}${below}?key=${encodeURIComponent(accessKey)}`;
}

/**
 * A date as the buyer reads it, in the shop's locale: "Sunday 8 March 2026" (en-GB), "Sunday,
 * March 8, 2026" (en-US). A calendar date ("2026-03-08") reads as that day.
 */
export const deadlineDate = (iso: string, locale = DEFAULT_LOCALE) =>
  new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
