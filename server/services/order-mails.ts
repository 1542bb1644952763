/** The buyer's e-mails about an order: its confirmation, its status changes, the payment reminder and the cancellation when unpaid. */
import { carrierName } from "#core/carriers.ts";
import { formatMoney } from "#core/money.ts";
import type { Order } from "#core/order.ts";
import { refundDueBy, refundForBuyer } from "#core/refunds.ts";
import type { CertificateView } from "./certificates.ts";
import type { OutgoingMail } from "./mail.ts";
import {
  deadlineDate,
  escapeHtml,
  htmlDocument,
  itemLines,
  type MailContext,
  orderPageLink,
  orderTable,
  paragraph,
  payingLines,
  questionsLine,
  shippingLines,
  totalLines,
} from "./mail-templates.ts";

/** The customer's order confirmation, with the link (and key) to their order's page. */
export function orderConfirmationMail(
  order: Order,
  context: MailContext,
  accessKey: string,
): OutgoingMail {
  const link = orderPageLink(order, context, accessKey);
  // The total already holds the shipping charged: nothing more is to come.
  const intro = `Thank you for your order, ${order.customer.firstName}! No payment has been taken yet. The total below, shipping included, is all you pay; how to pay follows.`;
  const text = [
    intro,
    "",
    `Order ${order.orderNumber}`,
    ...itemLines(order),
    "",
    ...totalLines(order),
    "",
    "Shipping to:",
    ...shippingLines(order),
    "",
    ...payingLines(order, context, link),
    ...(order.payBy
      ? [`Please pay by ${deadlineDate(order.payBy)}: an order not paid by then is cancelled.`]
      : []),
    "",
    ...(link ? [`View your order: ${link}`] : []),
    ...questionsLine(context),
    "",
    context.shopName,
  ].join("\n");
  const html = htmlDocument(`Order ${order.orderNumber} received`, [
    paragraph(intro),
    orderTable(order),
    `<h2 style="font-size:16px">Shipping to</h2>`,
    paragraph(shippingLines(order).join("\n")),
    ...payingLines(order, context, link)
      .filter((line) => line !== "")
      .map(paragraph),
    ...(order.payBy
      ? [
          paragraph(
            `Please pay by ${deadlineDate(order.payBy)}: an order not paid by then is cancelled.`,
          ),
        ]
      : []),
    `<p>${[
      ...(link ? [`<a href="${escapeHtml(link)}">View your order</a>`] : []),
      ...(context.ordersEmail
        ? [
            `Questions? Write to <a href="mailto:${escapeHtml(context.ordersEmail)}">${escapeHtml(context.ordersEmail)}</a>.`,
          ]
        : []),
    ].join(" · ")}</p>`,
    paragraph(context.shopName),
  ]);
  return {
    kind: "order-confirmation",
    to: order.customer.email,
    subject: `Your order ${order.orderNumber} at ${context.shopName}`,
    text,
    html,
  };
}

/** How much is due and how to pay it: by card where it is offered, and the owner's instructions. */
function amountDueLines(order: Order, context: MailContext, link: string | undefined): string[] {
  return [
    `Amount due: ${formatMoney(order.total, order.currency)}`,
    "",
    ...payingLines(order, context, link),
  ];
}

const STATUS_MESSAGES: Record<string, string> = {
  "awaiting-payment": "Your order is ready and waiting for payment.",
  paid: "Thank you: your payment has arrived and your order is being prepared.",
  shipped: "Your order is on its way.",
  completed: "Your order is complete. Thank you for supporting an independent artist!",
  cancelled: "Your order has been cancelled.",
};

/** The customer's notice of a status change, with the owner's note and, when payment is due, how to pay. */
export function orderStatusMail(
  order: Order,
  status: string,
  statusLabel: string,
  note: string | null,
  context: MailContext,
  accessKey: string,
  certificates: ReadonlyArray<Pick<CertificateView, "code" | "title">> = [],
): OutgoingMail {
  const link = orderPageLink(order, context, accessKey);
  const lines = [
    `Hello ${order.customer.firstName},`,
    "",
    STATUS_MESSAGES[status] ?? `Your order is now: ${statusLabel}.`,
    ...(note ? ["", note] : []),
    ...(status === "cancelled" ? refundLines(order, context) : []),
    ...(status === "shipped" ? trackingLines(order) : []),
    ...(status === "awaiting-payment" ? ["", ...amountDueLines(order, context, link)] : []),
    ...certificateLines(order, certificates, context, accessKey),
    "",
    link ? `Order ${order.orderNumber}: ${link}` : `Order ${order.orderNumber}`,
    ...questionsLine(context),
    "",
    context.shopName,
  ];
  const follow = order.tracking?.url;
  const html = htmlDocument(`Order ${order.orderNumber}: ${statusLabel}`, [
    ...lines
      .filter((line) => line !== "")
      .map((line) =>
        follow && line === `Follow your parcel: ${follow}`
          ? `<p><a href="${escapeHtml(follow)}">Follow your parcel</a></p>`
          : paragraph(line),
      ),
  ]);
  return {
    kind: "order-status",
    to: order.customer.email,
    subject: `Order ${order.orderNumber}: ${statusLabel}`,
    text: lines.join("\n"),
    html,
  };
}

/**
 * The certificates of authenticity a payment issued, each with the link to its page (the buyer's
 * own, opened by the e-mail's key like the order's page).
 */
function certificateLines(
  order: Order,
  certificates: ReadonlyArray<Pick<CertificateView, "code" | "title">>,
  context: MailContext,
  accessKey: string,
): string[] {
  return certificates.flatMap((certificate) => {
    const page = orderPageLink(order, context, accessKey, `/certificate/${certificate.code}`);
    const said = `Your certificate of authenticity for ${certificate.title}`;
    return ["", page ? `${said}: ${page}` : `${said}: verification code ${certificate.code}`];
  });
}

/**
 * What a cancelled paid order's buyer is told of their money (core/refunds.ts): refunded to the
 * card, or paid back by the shop by a day, with where to write if it does not come.
 */
function refundLines(order: Order, context: MailContext): string[] {
  if (!order.refund) return [];
  const cancelledAt = order.timeline.findLast((event) => event.kind === "cancelled")?.at;
  const dueBy = deadlineDate(refundDueBy(cancelledAt ?? new Date().toISOString()));
  const said = refundForBuyer(order.refund, order.currency, context.shopName, dueBy);
  const owed = order.refund.method === "by-hand" && !order.refund.refundedAt;
  // Where to write, when the shop has an address to give.
  const ask = owed && context.ordersEmail;
  return ["", ask ? `${said} If it has not reached you by then, please write to ${ask}.` : said];
}

/** A shipped order's carrier, tracking number and the page that follows the parcel. */
function trackingLines(order: Order): string[] {
  const t = order.tracking;
  if (!t) return [];
  const sent = t.carrier ? `Sent with ${carrierName(t.carrier)}` : "Sent";
  return [
    "",
    `${sent}${t.number ? `, tracking number ${t.number}` : ""}.`,
    ...(t.url ? [`Follow your parcel: ${t.url}`] : []),
  ];
}

/** The buyer's reminder, halfway to the payment deadline: what is due, by when, and how. */
export function paymentReminderMail(
  order: Order,
  payBy: string,
  context: MailContext,
  accessKey: string,
): OutgoingMail {
  const link = orderPageLink(order, context, accessKey);
  const lines = [
    `Hello ${order.customer.firstName},`,
    "",
    `A friendly reminder: your order ${order.orderNumber} is waiting for payment. Please pay by ${deadlineDate(payBy)}; after that the order is cancelled and its pieces go back on sale.`,
    "",
    ...amountDueLines(order, context, link),
    "",
    ...(link ? [`Your order: ${link}`] : []),
    ...questionsLine(context, "Already paid, or need more time?"),
    "",
    context.shopName,
  ];
  return {
    kind: "payment-reminder",
    to: order.customer.email,
    subject: `Reminder: order ${order.orderNumber} is waiting for payment`,
    text: lines.join("\n"),
    html: htmlDocument(`Order ${order.orderNumber}: payment reminder`, [
      ...lines.filter((line) => line !== "").map((line) => paragraph(line)),
    ]),
  };
}

/** The buyer's notice that an order was cancelled because it was not paid in time. */
export function unpaidCancellationMail(
  order: Order,
  payBy: string,
  context: MailContext,
): OutgoingMail {
  const lines = [
    `Hello ${order.customer.firstName},`,
    "",
    `Your order ${order.orderNumber} has been cancelled, because no payment had arrived by ${deadlineDate(payBy)}. Nothing is owed.`,
    "",
    `If you would still like these pieces, you are welcome to order again while they are available${context.ordersEmail ? `, or write to ${context.ordersEmail}` : ""}.`,
    "",
    context.shopName,
  ];
  return {
    kind: "order-expired",
    to: order.customer.email,
    subject: `Order ${order.orderNumber} cancelled: not paid in time`,
    text: lines.join("\n"),
    html: htmlDocument(`Order ${order.orderNumber}: cancelled`, [
      ...lines.filter((line) => line !== "").map((line) => paragraph(line)),
    ]),
  };
}
