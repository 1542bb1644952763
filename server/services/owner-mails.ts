/** The owner's notices of a new order and of a new contact message. */
import { formatMoney } from "#core/money.ts";
import type { Order } from "#core/order.ts";
import { subjectLabel } from "#core/schemas/contact-input.ts";
import type { OutgoingMail } from "./mail.ts";
import {
  escapeHtml,
  htmlDocument,
  itemLines,
  type MailContext,
  orderTable,
  paragraph,
  shippingLines,
  totalLines,
} from "./mail-templates.ts";

/** A contact message as its mail to the owner tells it (the artwork it asks about optional). */
export interface MessageSummary {
  id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  isSpam: boolean;
  /** The artwork the message asks about ("Enquire about this piece"), with its page's path. */
  artwork?: { title: string; url: string } | null;
}

const NOTHING_TO_POST =
  "Nothing to post: every line is a gift card, e-mailed once the order is paid.";

/** The owner's notice of a new order. */
export function ownerOrderMail(order: Order, context: MailContext): OutgoingMail {
  const c = order.customer;
  const link = context.origin && `${context.origin}/admin/orders/${order.orderNumber}`;
  const contact = [`${c.firstName} ${c.lastName}`, c.email, ...(c.phone ? [c.phone] : [])];
  // Gift cards only: their codes go by e-mail once it is paid, so there is no address to post to.
  const post = order.giftCardsOnly ? [NOTHING_TO_POST] : ["Ship to:", ...shippingLines(order)];
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
    ...post,
    "",
    link ? `Open it in admin: ${link}` : "Open it in admin, under Orders.",
  ].join("\n");
  const html = htmlDocument(`New order ${order.orderNumber}`, [
    orderTable(order),
    `<h2 style="font-size:16px">Customer</h2>`,
    paragraph(contact.join("\n")),
    ...(order.giftCardsOnly
      ? [paragraph(NOTHING_TO_POST)]
      : [`<h2 style="font-size:16px">Ship to</h2>`, paragraph(shippingLines(order).join("\n"))]),
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

/** The owner's password reset link, to the owner's address only (password-reset.ts). */
export function ownerPasswordResetMail(link: string, context: MailContext): OutgoingMail {
  const asked = `Someone, we hope you, asked to reset the owner's password of ${context.shopName}.`;
  const terms =
    "The link works once, for an hour, and only while your password is the one you have now.";
  const ignore = "If you did not ask, ignore this e-mail: your password stays as it is.";
  return {
    kind: "owner-password-reset",
    to: context.ownerEmail,
    subject: `Reset your password for ${context.shopName}`,
    text: [asked, "", `Choose a new password here: ${link}`, "", terms, ignore].join("\n"),
    html: htmlDocument("Reset your password", [
      paragraph(asked),
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      paragraph(`${terms}\n${ignore}`),
    ]),
  };
}
