/** The buyer's e-mails about an order: its confirmation, its status changes, the payment reminder and the cancellation when unpaid. */
import { carrierName } from "#core/carriers.ts";
import { giftCardAddressee, giftCardDelivery } from "#core/gift-cards.ts";
import { formatMoney } from "#core/money.ts";
import type { Order, OrderCommission } from "#core/order.ts";
import { refundDueBy, refundForBuyer } from "#core/refunds.ts";
import type { CertificateView } from "./certificates.ts";
import { commissionPageLink } from "./commission-mails.ts";
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
  const paidByCard = order.giftCardAmount >= order.total && order.giftCardAmount > 0;
  const toPay = formatMoney(order.total - order.giftCardAmount, order.currency);
  const intro = paidByCard
    ? `Thank you for your order, ${order.customer.firstName}! Your gift card paid for all of it, shipping included: there is nothing more to pay.`
    : order.giftCardAmount > 0
      ? `Thank you for your order, ${order.customer.firstName}! Your gift card pays ${formatMoney(order.giftCardAmount, order.currency)} of the total below, shipping included; the ${toPay} left is all you pay, and how to pay follows.`
      : order.giftCardsOnly
        ? `Thank you for your order, ${order.customer.firstName}! No payment has been taken yet. The total below is all you pay; how to pay follows. ${giftCardsLine(order, false)}`
        : `Thank you for your order, ${order.customer.firstName}! No payment has been taken yet. The total below, shipping included, is all you pay; how to pay follows.`;
  // Gift cards only: nothing is posted, so there is no address to name.
  const shipping = order.giftCardsOnly ? [] : ["Shipping to:", ...shippingLines(order), ""];
  const text = [
    intro,
    "",
    `Order ${order.orderNumber}`,
    ...itemLines(order),
    "",
    ...totalLines(order),
    "",
    ...shipping,
    ...payingLines(order, context, link),
    ...(order.payBy && !paidByCard
      ? [
          `Please pay by ${deadlineDate(order.payBy, context.locale)}: an order not paid by then is cancelled.`,
        ]
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
    ...(order.giftCardsOnly
      ? []
      : [
          `<h2 style="font-size:16px">Shipping to</h2>`,
          paragraph(shippingLines(order).join("\n")),
        ]),
    ...payingLines(order, context, link)
      .filter((line) => line !== "")
      .map(paragraph),
    ...(order.payBy && !paidByCard
      ? [
          paragraph(
            `Please pay by ${deadlineDate(order.payBy, context.locale)}: an order not paid by then is cancelled.`,
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

/** What becomes of an order's gift cards: mailed to whom, once paid or already (core/gift-cards.ts). */
function giftCardsLine(order: Order, paid: boolean): string {
  return giftCardDelivery(order.giftCardsBought, giftCardAddressee(order.giftRecipient), paid);
}

/** How much is due and how to pay it: by card where it is offered, and the owner's instructions. */
function amountDueLines(order: Order, context: MailContext, link: string | undefined): string[] {
  return [
    // What a gift card paid is not owed again.
    `Amount due: ${formatMoney(order.total - order.giftCardAmount, order.currency)}`,
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
  const commission = order.commission;
  const lines = [
    `Hello ${order.customer.firstName},`,
    "",
    (commission && commissionStatusMessage(commission, status)) ??
      (order.giftCardsOnly && status === "paid"
        ? `Thank you: your payment has arrived. ${giftCardsLine(order, true)}`
        : undefined) ??
      STATUS_MESSAGES[status] ??
      `Your order is now: ${statusLabel}.`,
    ...(note ? ["", note] : []),
    ...(status === "cancelled" ? refundLines(order, context) : []),
    ...(status === "shipped" ? trackingLines(order) : []),
    ...(status === "awaiting-payment" ? ["", ...amountDueLines(order, context, link)] : []),
    ...certificateLines(order, certificates, context, accessKey),
    "",
    link ? `Order ${order.orderNumber}: ${link}` : `Order ${order.orderNumber}`,
    ...(commission ? commissionLinkLines(commission, context, accessKey) : []),
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
    subject: commission
      ? `${paymentName(commission)} for commission C-${commission.id}: ${statusLabel}`
      : `Order ${order.orderNumber}: ${statusLabel}`,
    text: lines.join("\n"),
    html,
  };
}

/** "Deposit" or "Balance". */
const paymentName = (commission: OrderCommission) =>
  commission.payment === "deposit" ? "Deposit" : "Balance";

/** "the deposit for commission C-12 (order EA-…)": how a commission's order is named in a sentence. */
const commissionPart = (commission: OrderCommission, order: Order) =>
  `the ${commission.payment} for commission C-${commission.id} (order ${order.orderNumber})`;

/**
 * What a commission's deposit or balance order's status change says: nothing ships with it, so
 * the shop's words ("your order is being prepared") would mislead. Undefined: the shop's words do.
 */
function commissionStatusMessage(commission: OrderCommission, status: string): string | undefined {
  const part = `your ${commission.payment} for commission C-${commission.id}`;
  if (status === "paid") {
    return commission.payment === "deposit"
      ? `Thank you: ${part} has arrived, and work on your piece can begin.`
      : `Thank you: ${part} has arrived. Your piece will be on its way to you soon.`;
  }
  if (status === "awaiting-payment") return `The order for ${part} is waiting for payment.`;
  if (status === "cancelled") return `The order for ${part} has been cancelled.`;
  return undefined;
}

/** The link back to the commission's page (the mail's key opens it too: order-access.ts's addOrderKey). */
function commissionLinkLines(
  commission: OrderCommission,
  context: MailContext,
  accessKey?: string,
): string[] {
  const link = accessKey
    ? commissionPageLink(commission.id, context, accessKey)
    : context.origin && `${context.origin}/commissions/${commission.id}`;
  return link ? [`Your commission's page: ${link}`] : [];
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
  const dueBy = deadlineDate(refundDueBy(cancelledAt ?? new Date().toISOString()), context.locale);
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
  const due = deadlineDate(payBy, context.locale);
  const commission = order.commission;
  const lines = [
    `Hello ${order.customer.firstName},`,
    "",
    commission
      ? `A friendly reminder: ${commissionPart(commission, order)} is waiting for payment. Please pay by ${due}; after that the order is cancelled${commission.payment === "deposit" ? ", and the quote goes back to the artist to renew or withdraw" : ""}.`
      : `A friendly reminder: your order ${order.orderNumber} is waiting for payment. Please pay by ${due}; after that the order is cancelled and its pieces go back on sale.`,
    "",
    ...amountDueLines(order, context, link),
    "",
    ...(link ? [`Your order: ${link}`] : []),
    ...(commission ? commissionLinkLines(commission, context, accessKey) : []),
    ...questionsLine(context, "Already paid, or need more time?"),
    "",
    context.shopName,
  ];
  return {
    kind: "payment-reminder",
    to: order.customer.email,
    subject: commission
      ? `Reminder: the ${commission.payment} for commission C-${commission.id} is waiting for payment`
      : `Reminder: order ${order.orderNumber} is waiting for payment`,
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
  const due = deadlineDate(payBy, context.locale);
  const commission = order.commission;
  const write = context.ordersEmail ? `, or write to ${context.ordersEmail}` : "";
  const lines = [
    `Hello ${order.customer.firstName},`,
    "",
    commission
      ? `The order for ${commissionPart(commission, order)} has been cancelled, because no payment had arrived by ${due}. Nothing is owed.`
      : `Your order ${order.orderNumber} has been cancelled, because no payment had arrived by ${due}. Nothing is owed.`,
    "",
    commission?.payment === "deposit"
      ? `The quote is back with the artist, who may renew it for you to accept again or withdraw it; you will hear which by e-mail. You can write on your commission's page meanwhile${write}.`
      : commission
        ? `Please get in touch to arrange the payment: write on your commission's page${write}.`
        : `If you would still like these pieces, you are welcome to order again while they are available${write}.`,
    ...(commission ? ["", ...commissionLinkLines(commission, context)] : []),
    "",
    context.shopName,
  ];
  return {
    kind: "order-expired",
    to: order.customer.email,
    subject: commission
      ? `${paymentName(commission)} for commission C-${commission.id} cancelled: not paid in time`
      : `Order ${order.orderNumber} cancelled: not paid in time`,
    text: lines.join("\n"),
    html: htmlDocument(`Order ${order.orderNumber}: cancelled`, [
      ...lines.filter((line) => line !== "").map((line) => paragraph(line)),
    ]),
  };
}
