/**
 * The owner's e-mails about what the payment-deadline sweep did on its own ("the owner is
 * told"): one per order it cancels, sent with the cancellation, naming what went back on sale, so
 * a late bank transfer or a re-sold original is never a surprise; and one daily digest of the
 * payment reminders it sent (PRODUCT.md §4), so the owner knows who has been nudged without an
 * e-mail for each.
 */
import { formatMoney } from "#core/money.ts";
import type { Order } from "#core/order.ts";
import { statusLabel } from "#core/order-status.ts";
import type { FreedByCancel } from "./admin-orders.ts";
import type { MailKind, OutgoingMail } from "./mail.ts";
import {
  deadlineDate,
  escapeHtml,
  htmlDocument,
  type MailContext,
  paragraph,
} from "./mail-templates.ts";

/** What a cancellation freed, one line each ("2 × Oak coaster back in stock"). */
export function freedLines(freed: FreedByCancel): string[] {
  return [
    ...freed.originals.map((title) => `${title} (original) is for sale again`),
    ...freed.stock.map((line) => `${line.quantity} × ${line.name} back in stock`),
  ];
}

/** An order as the owner's notices name it: "Order X (£12.00, Ada Lovelace <ada@…>)". */
const orderSummary = (order: Order) => {
  const c = order.customer;
  return `Order ${order.orderNumber} (${formatMoney(order.total, order.currency)}, ${c.firstName} ${c.lastName} <${c.email}>)`;
};

/** An e-mail to the owner: its lines as text, as paragraphs in HTML, and a link into admin. */
function ownerMail(
  context: MailContext,
  mail: { kind: MailKind; subject: string; title: string; lines: string[]; adminPath: string },
): OutgoingMail {
  const link = context.origin && `${context.origin}${mail.adminPath}`;
  return {
    kind: mail.kind,
    to: context.ownerEmail,
    subject: mail.subject,
    text: [
      ...mail.lines,
      "",
      link ? `Open it in admin: ${link}` : "Open it in admin, under Orders.",
    ].join("\n"),
    html: htmlDocument(mail.title, [
      ...mail.lines.filter((line) => line !== "").map((line) => paragraph(line)),
      link
        ? `<p><a href="${escapeHtml(link)}">Open it in admin</a></p>`
        : paragraph("Open it in admin, under Orders."),
    ]),
  };
}

/** The owner's notice that the sweep cancelled an unpaid order at its deadline. */
export function ownerAutoCancelMail(
  order: Order,
  freed: FreedByCancel,
  context: MailContext,
): OutgoingMail {
  const back = freedLines(freed);
  return ownerMail(context, {
    kind: "owner-order-expired",
    subject: `Order ${order.orderNumber} cancelled automatically: not paid in time`,
    title: `Order ${order.orderNumber} cancelled automatically`,
    adminPath: `/admin/orders/${order.orderNumber}`,
    lines: [
      `${orderSummary(order)} was not paid by its deadline and has been cancelled automatically. The buyer has been told.`,
      "",
      ...(back.length > 0
        ? ["Back on sale:", ...back]
        : ["Nothing went back on sale (no stock was counted for it)."]),
      "",
      "If a payment for it arrives after all, refund it or write to the buyer: the order stays cancelled.",
    ],
  });
}

/**
 * The owner's daily digest of the payment reminders the sweep sent: each order, its deadline, and
 * where it stands now (a reminded order may have been paid since).
 */
export function ownerReminderDigestMail(orders: Order[], context: MailContext): OutgoingMail {
  const count = orders.length === 1 ? "1 order" : `${orders.length} orders`;
  return ownerMail(context, {
    kind: "owner-reminder-digest",
    subject: `Payment reminders sent: ${count}`,
    title: "Payment reminders sent",
    adminPath: "/admin/orders",
    lines: [
      `These buyers were reminded automatically that their order is waiting for payment (halfway to its deadline). An order still unpaid at its deadline is cancelled, and you will be told.`,
      "",
      ...orders.map(
        (order) =>
          `${orderSummary(order)}: pay by ${order.payBy ? deadlineDate(order.payBy, context.locale) : "no deadline"}; now ${statusLabel(order.status)}.`,
      ),
    ],
  });
}
