import type { CommissionView } from "#core/commissions.ts";
import { formatMoney } from "#core/money.ts";
import type { Order } from "#core/order.ts";
import type { OutgoingMail } from "./mail.ts";
import {
  deadlineDate,
  escapeHtml,
  htmlDocument,
  type MailContext,
  orderPageLink,
  paragraph,
  payingLines,
} from "./mail-templates.ts";

/** What the commission mails say of it. */
type Commission = Pick<CommissionView, "id" | "name" | "email" | "title">;

/** The requester's own link to their commission's page, with a secret key (none without PUBLIC_URL). */
export function commissionPageLink(
  id: number,
  context: MailContext,
  key: string,
): string | undefined {
  if (!context.origin) return undefined;
  return `${context.origin}/commissions/${id}?key=${encodeURIComponent(key)}`;
}

/** A mail to the requester: paragraphs, then the private link, then the shop's name. */
function requesterMail(
  kind: OutgoingMail["kind"],
  commission: Commission,
  subject: string,
  paragraphs: string[],
  context: MailContext,
  link: string | undefined,
  linkLabel = "Your commission's page",
): OutgoingMail {
  const text = [
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(link ? [`${linkLabel}: ${link}`, ""] : []),
    "Please keep this link to yourself: it opens your request, your photos and our messages.",
    "",
    context.shopName,
  ].join("\n");
  const html = htmlDocument(subject, [
    ...paragraphs.map(paragraph),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`] : []),
    paragraph(
      "Please keep this link to yourself: it opens your request, your photos and our messages.",
    ),
    paragraph(context.shopName),
  ]);
  return { kind, to: commission.email, subject, text, html };
}

/** The acknowledgement of a new request, with the private link to its page. */
export function commissionReceivedMail(
  commission: Commission,
  context: MailContext,
  key: string,
): OutgoingMail {
  return requesterMail(
    "commission-received",
    commission,
    `Your commission request at ${context.shopName}`,
    [
      `Thank you, ${commission.name}! Your request for a ${commission.title.toLowerCase()} has arrived.`,
      "I will look at it and send you a quote, usually within a few days. Nothing is owed until you accept a quote.",
    ],
    context,
    commissionPageLink(commission.id, context, key),
  );
}

/** The owner's notice of a new request. */
export function ownerCommissionMail(
  commission: Commission & { description: string },
  context: MailContext,
): OutgoingMail {
  const subject = `New commission request from ${commission.name}: ${commission.title}`;
  const lines = [
    `${commission.name} <${commission.email}> asks for a ${commission.title}.`,
    commission.description,
    "Open Admin → Commissions to see the photos and reply.",
  ];
  return ownerMail(subject, lines, context);
}

/** A mail to the owner about a commission: its paragraphs, as text and as HTML. */
const ownerMail = (subject: string, paragraphs: string[], context: MailContext): OutgoingMail => ({
  kind: "owner-commission",
  to: context.ownerEmail,
  subject,
  text: paragraphs.join("\n\n"),
  html: htmlDocument(subject, paragraphs.map(paragraph)),
});

/** An update about the commission, with the link to its page. */
const updateMail = (
  commission: Commission,
  subject: string,
  paragraphs: string[],
  context: MailContext,
  key: string,
) =>
  requesterMail(
    "commission-update",
    commission,
    subject,
    paragraphs,
    context,
    commissionPageLink(commission.id, context, key),
  );

/** The owner's message on the thread, e-mailed to the requester. */
export function commissionMessageMail(
  commission: Commission,
  message: string,
  context: MailContext,
  key: string,
): OutgoingMail {
  const subject = `A message about your commission C-${commission.id}`;
  return updateMail(
    commission,
    subject,
    [message, "You can reply on your commission's page."],
    context,
    key,
  );
}

/** The requester's reply, told to the owner. */
export function ownerCommissionReplyMail(
  commission: Commission,
  message: string,
  context: MailContext,
): OutgoingMail {
  const subject = `${commission.name} replied about commission C-${commission.id}`;
  return ownerMail(subject, [message], context);
}

/** A quote, with the link where it is accepted or declined. */
export function commissionQuoteMail(
  commission: Commission,
  quote: {
    price: number;
    deposit: number;
    validUntil: string;
    currency: string;
    /** How the prices stand to the shop's tax (CommissionView's `taxNote`). */
    taxNote: string | null;
  },
  context: MailContext,
  key: string,
): OutgoingMail {
  return updateMail(
    commission,
    `Your quote for commission C-${commission.id}`,
    [
      `The price of your ${commission.title.toLowerCase()} is ${formatMoney(quote.price, quote.currency)}, with a deposit of ${formatMoney(quote.deposit, quote.currency)} to secure your spot.${quote.taxNote ? ` ${quote.taxNote}` : ""}`,
      `The quote is valid until ${deadlineDate(quote.validUntil, context.locale)}. Accept or decline it on your commission's page, where its terms are.`,
    ],
    context,
    key,
  );
}

/** A deposit or balance order: what to pay, how, by when, and the order's page. */
export function commissionPaymentMail(
  commission: Commission,
  order: Order,
  what: "deposit" | "balance",
  context: MailContext,
  key: string,
): OutgoingMail {
  // The order's total holds its tax either way (inside the agreed amount, or added to it).
  const tax =
    order.tax > 0
      ? `, including ${order.taxName} (${order.taxRate}%) of ${formatMoney(order.tax, order.currency)},`
      : "";
  const amount = `${formatMoney(order.total, order.currency)}${tax}`;
  const link = orderPageLink(order, context, key);
  const page = commissionPageLink(commission.id, context, key);
  return requesterMail(
    "commission-update",
    commission,
    `${what === "deposit" ? "Deposit" : "Balance"} for commission C-${commission.id}: order ${order.orderNumber}`,
    [
      what === "deposit"
        ? `Thank you for accepting the quote! The deposit of ${amount} secures your spot: it is order ${order.orderNumber}.`
        : `Your commission is finished! The balance of ${amount} is order ${order.orderNumber}: once it is paid, your piece is on its way to you.`,
      ...payingLines(order, context, link).filter((line) => line !== ""),
      ...(order.payBy
        ? [
            what === "deposit"
              ? `Please pay by ${deadlineDate(order.payBy, context.locale)}: a deposit not paid by then is cancelled, and the quote goes back to the artist.`
              : `Please pay by ${deadlineDate(order.payBy, context.locale)}.`,
          ]
        : []),
      ...(page ? [`Your commission's page: ${page}`] : []),
    ],
    context,
    link,
    "Your order's page",
  );
}

/** The owner's notice that the requester accepted or declined the quote. */
export function ownerQuoteAnswerMail(
  commission: Commission,
  answer: "accepted" | "declined",
  depositOrder: string | null,
  context: MailContext,
): OutgoingMail {
  const subject = `${commission.name} ${answer} the quote for commission C-${commission.id}`;
  const lines =
    answer === "accepted"
      ? [
          `${commission.name} <${commission.email}> accepted your quote for the ${commission.title}.`,
          depositOrder
            ? `The deposit is order ${depositOrder}: work can start once it is paid.`
            : "There is no deposit to pay: work can start now.",
        ]
      : [
          `${commission.name} <${commission.email}> declined your quote for the ${commission.title}. The commission is closed.`,
        ];
  return ownerMail(subject, [...lines, "Open Admin → Commissions to see it."], context);
}

/** The quote renewed after its deposit lapsed: it may be accepted again, until its new date. */
export function commissionQuoteRenewedMail(
  commission: Commission,
  validUntil: string,
  context: MailContext,
  key: string,
): OutgoingMail {
  return updateMail(
    commission,
    `Your quote for commission C-${commission.id} is open again`,
    [
      `The deposit for your ${commission.title.toLowerCase()} was not paid in time, so I have renewed the quote: it is valid until ${deadlineDate(validUntil, context.locale)}.`,
      "Accept it again on your commission's page, and a new deposit order will follow.",
    ],
    context,
    key,
  );
}

/** The quote withdrawn by the owner: the commission is closed. */
export function commissionQuoteWithdrawnMail(
  commission: Commission,
  context: MailContext,
  key: string,
): OutgoingMail {
  return updateMail(
    commission,
    `Your quote for commission C-${commission.id} was withdrawn`,
    [
      `I have withdrawn the quote for your ${commission.title.toLowerCase()}, and the commission is closed. Nothing is owed.`,
      "If you would still like a piece, you are welcome to send a new request.",
    ],
    context,
    key,
  );
}

/** The commission complete: thanks, and the certificate of authenticity's page. */
export function commissionCompletedMail(
  commission: Commission,
  certificate: { code: string; orderNumber: string } | null,
  context: MailContext,
  key: string,
): OutgoingMail {
  const certificatePage =
    certificate && context.origin
      ? `${context.origin}/checkout/success/${certificate.orderNumber}/certificate/${certificate.code}?key=${encodeURIComponent(key)}`
      : undefined;
  return updateMail(
    commission,
    `Your commission C-${commission.id} is complete`,
    [
      `Your ${commission.title.toLowerCase()} is complete. Thank you for commissioning it!`,
      ...(certificate
        ? [
            certificatePage
              ? `Its certificate of authenticity: ${certificatePage}`
              : `Its certificate of authenticity has the verification code ${certificate.code}.`,
          ]
        : []),
    ],
    context,
    key,
  );
}
