import { addressLines } from "#core/address-format.ts";
import { carrierName } from "#core/carriers.ts";
import { formatMoney } from "#core/money.ts";
import type { Order } from "#core/order.ts";
import { subjectLabel } from "#core/schemas/contact-input.ts";
import { rowAmount, totalsRows } from "#core/totals-rows.ts";
import type { CertificateView } from "./certificates.ts";
import type { ContactMessageView } from "./contact.ts";
import type { OutgoingMail } from "./mail.ts";

/** What every mail needs to know about the shop. */
export interface MailContext {
  shopName: string;
  /**
   * The site's public origin (PUBLIC_URL), for links. Without it mails carry no links at all: the
   * order number and the shop's name say enough, and a link built from a request could be forged.
   */
  origin: string | undefined;
  /** Where customers write about orders. */
  ordersEmail: string;
  /** Where owner notifications go. */
  ownerEmail: string;
  paymentInstructions: string;
  /** The shop takes cards (Stripe): payment e-mails carry the order page's pay link. */
  cardPayments?: boolean;
}

/** A contact message as its mail to the owner tells it (the artwork it asks about optional). */
export type MessageSummary = Pick<
  ContactMessageView,
  "id" | "name" | "email" | "subject" | "message" | "isSpam"
> & {
  /** The artwork the message asks about ("Enquire about this piece"), with its page's path. */
  artwork?: { title: string; url: string } | null;
};

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

function itemLines(order: Order): string[] {
  return order.items.map(
    (item) =>
      `${item.quantity} × ${item.product.name}${item.variant ? ` (${item.variant})` : ""}: ${formatMoney(item.lineTotal, order.currency)}`,
  );
}

/** The order's money, in the rows and words of every other summary (core/totals-rows.ts). */
function totalLines(order: Order): string[] {
  const money = (value: number) => formatMoney(value, order.currency);
  return totalsRows(order, {
    taxRate: order.taxRate,
    taxName: order.taxName,
    labels: { savings: "Bundle savings" },
  }).map((row) => `${row.label}: ${rowAmount(row, money)}`);
}

/** The name and address the order ships to, the country by its name. */
function shippingLines(order: Order): string[] {
  const c = order.customer;
  return [`${c.firstName} ${c.lastName}`, ...addressLines(c)];
}

/** A simple, readable HTML body: one heading, paragraphs, and a table of items and totals. */
export function htmlDocument(title: string, blocks: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#1d2125;line-height:1.5;max-width:600px;margin:0 auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${blocks.join("")}</body></html>`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`;

function orderTable(order: Order): string {
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="padding:4px 8px 4px 0">${item.quantity} × ${escapeHtml(item.product.name)}${item.variant ? ` (${escapeHtml(item.variant)})` : ""}</td><td style="text-align:right">${escapeHtml(formatMoney(item.lineTotal, order.currency))}</td></tr>`,
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

/** The customer's order confirmation, with the link (and key) to their order's page. */
export function orderConfirmationMail(
  order: Order,
  context: MailContext,
  accessKey: string,
): OutgoingMail {
  const link = orderPageLink(order, context, accessKey);
  // The total already holds the shipping charged: nothing more is to come (issue #26).
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
    context.paymentInstructions,
    ...(order.payBy
      ? [`Please pay by ${deadlineDate(order.payBy)}: an order not paid by then is cancelled.`]
      : []),
    "",
    ...(link ? [`View your order: ${link}`] : []),
    `Questions? Write to ${context.ordersEmail}.`,
    "",
    context.shopName,
  ].join("\n");
  const html = htmlDocument(`Order ${order.orderNumber} received`, [
    paragraph(intro),
    orderTable(order),
    `<h2 style="font-size:16px">Shipping to</h2>`,
    paragraph(shippingLines(order).join("\n")),
    paragraph(context.paymentInstructions),
    ...(order.payBy
      ? [
          paragraph(
            `Please pay by ${deadlineDate(order.payBy)}: an order not paid by then is cancelled.`,
          ),
        ]
      : []),
    `<p>${link ? `<a href="${escapeHtml(link)}">View your order</a> · ` : ""}Questions? Write to <a href="mailto:${escapeHtml(context.ordersEmail)}">${escapeHtml(context.ordersEmail)}</a>.</p>`,
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

/** The owner's notice of a new order. */
export function ownerOrderMail(order: Order, context: MailContext): OutgoingMail {
  const c = order.customer;
  const link = context.origin && `${context.origin}/admin/orders/${order.orderNumber}`;
  const contact = [`${c.firstName} ${c.lastName}`, c.email, ...(c.phone ? [c.phone] : [])];
  const text = [
    `New order ${order.orderNumber} for ${formatMoney(order.total, order.currency)}.`,
    "",
    ...itemLines(order),
    "",
    ...totalLines(order),
    "",
    "Customer:",
    ...contact,
    "",
    "Ship to:",
    ...shippingLines(order),
    "",
    link ? `Open it in admin: ${link}` : "Open it in admin, under Orders.",
  ].join("\n");
  const html = htmlDocument(`New order ${order.orderNumber}`, [
    orderTable(order),
    `<h2 style="font-size:16px">Customer</h2>`,
    paragraph(contact.join("\n")),
    `<h2 style="font-size:16px">Ship to</h2>`,
    paragraph(shippingLines(order).join("\n")),
    link
      ? `<p><a href="${escapeHtml(link)}">Open it in admin</a></p>`
      : paragraph("Open it in admin, under Orders."),
  ]);
  return {
    kind: "owner-new-order",
    to: context.ownerEmail,
    subject: `New order ${order.orderNumber} (${formatMoney(order.total, order.currency)})`,
    text,
    html,
  };
}

/** The owner's notice of a new contact message. */
export function ownerMessageMail(message: MessageSummary, context: MailContext): OutgoingMail {
  const subject = subjectLabel(message.subject);
  const flag = message.isSpam ? "[Possible spam] " : "";
  const link = context.origin && `${context.origin}/admin/messages`;
  const artwork = message.artwork
    ? {
        title: message.artwork.title,
        href: context.origin && `${context.origin}${message.artwork.url}`,
      }
    : null;
  const text = [
    `${message.name} <${message.email}> wrote (${subject}):`,
    ...(artwork
      ? ["", `About the artwork “${artwork.title}”${artwork.href ? `: ${artwork.href}` : ""}`]
      : []),
    "",
    message.message,
    "",
    `Reply by answering this e-mail or writing to ${message.email}.`,
    link ? `All messages: ${link}` : "All messages are in admin, under Messages.",
  ].join("\n");
  const html = htmlDocument(`${flag}Message from ${message.name}`, [
    paragraph(`${message.name} <${message.email}> · ${subject}`),
    ...(artwork
      ? [
          artwork.href
            ? `<p>About the artwork <a href="${escapeHtml(artwork.href)}">${escapeHtml(artwork.title)}</a></p>`
            : paragraph(`About the artwork “${artwork.title}”`),
        ]
      : []),
    `<blockquote style="border-left:3px solid #e4dfd7;margin:0;padding-left:12px">${paragraph(message.message)}</blockquote>`,
    link
      ? `<p><a href="${escapeHtml(link)}">All messages</a></p>`
      : paragraph("All messages are in admin, under Messages."),
  ]);
  return {
    kind: "owner-new-message",
    to: context.ownerEmail,
    subject: `${flag}New message from ${message.name}: ${artwork ? `about “${artwork.title}”` : subject}`,
    text,
    html,
  };
}

/** How much is due and how to pay it: the owner's instructions, and the card where it is offered. */
function amountDueLines(order: Order, context: MailContext, link: string | undefined): string[] {
  return [
    `Amount due: ${formatMoney(order.total, order.currency)}`,
    "",
    context.paymentInstructions,
    ...cardPayLines(order, context, link),
  ];
}

/** The pay-by-card line of a payment e-mail: the order's page, where its "Pay by card" button is. */
function cardPayLines(order: Order, context: MailContext, link: string | undefined): string[] {
  if (!context.cardPayments || !link) return [];
  return [
    "",
    `Or pay ${formatMoney(order.total, order.currency)} by card on your order's page: ${link}`,
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
    ...(status === "shipped" ? trackingLines(order) : []),
    ...(status === "awaiting-payment" ? ["", ...amountDueLines(order, context, link)] : []),
    ...certificateLines(order, certificates, context, accessKey),
    "",
    link ? `Order ${order.orderNumber}: ${link}` : `Order ${order.orderNumber}`,
    `Questions? Write to ${context.ordersEmail}.`,
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

/** A deadline as the buyer reads it: "Sunday 8 March 2026". */
export const deadlineDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));

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
    `Already paid, or need more time? Write to ${context.ordersEmail}.`,
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
    `If you would still like these pieces, you are welcome to order again while they are available, or write to ${context.ordersEmail}.`,
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
