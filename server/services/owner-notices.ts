/**
 * The owner's e-mails about what the payment-deadline sweep did on its own (issue #26, "the owner is
 * told"): one per order it cancels, sent with the cancellation, naming what went back on sale, so
 * a late bank transfer or a re-sold original is never a surprise. Reminders send the owner no
 * e-mail: they are in the order's history and the order list (PRODUCT.md §4).
 */
import { formatMoney } from "#core/money.ts";
import type { Order } from "#core/order.ts";
import type { FreedByCancel } from "./admin-orders.ts";
import type { OutgoingMail } from "./mail.ts";
import { escapeHtml, htmlDocument, type MailContext, paragraph } from "./mail-templates.ts";

/** What a cancellation freed, one line each ("2 × Oak coaster back in stock"). */
export function freedLines(freed: FreedByCancel): string[] {
  return [
    ...freed.originals.map((title) => `${title} (original) is for sale again`),
    ...freed.stock.map((line) => `${line.quantity} × ${line.name} back in stock`),
  ];
}

/** The owner's notice that the sweep cancelled an unpaid order at its deadline. */
export function ownerAutoCancelMail(
  order: Order,
  freed: FreedByCancel,
  context: MailContext,
): OutgoingMail {
  const link = context.origin && `${context.origin}/admin/orders/${order.orderNumber}`;
  const c = order.customer;
  const back = freedLines(freed);
  const lines = [
    `Order ${order.orderNumber} (${formatMoney(order.total, order.currency)}, ${c.firstName} ${c.lastName} <${c.email}>) was not paid by its deadline and has been cancelled automatically. The buyer has been told.`,
    "",
    ...(back.length > 0
      ? ["Back on sale:", ...back]
      : ["Nothing went back on sale (no stock was counted for it)."]),
    "",
    "If a payment for it arrives after all, refund it or write to the buyer: the order stays cancelled.",
    "",
    link ? `Open it in admin: ${link}` : "Open it in admin, under Orders.",
  ];
  return {
    kind: "owner-order-expired",
    to: context.ownerEmail,
    subject: `Order ${order.orderNumber} cancelled automatically: not paid in time`,
    text: lines.join("\n"),
    html: htmlDocument(`Order ${order.orderNumber} cancelled automatically`, [
      ...lines
        .filter((line) => line !== "" && line !== link && !line.startsWith("Open it in admin"))
        .map((line) => paragraph(line)),
      link
        ? `<p><a href="${escapeHtml(link)}">Open it in admin</a></p>`
        : paragraph("Open it in admin, under Orders."),
    ]),
  };
}
