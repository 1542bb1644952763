import { type KeptReason, keptSentence } from "#core/card-payments.ts";
import { formatMoney } from "#core/money.ts";
import type { OutgoingMail } from "../mail.ts";
import { htmlDocument, type MailContext, paragraph } from "../mail-templates.ts";
import type { PaidSession } from "./stripe.ts";

const adminLink = (context: MailContext, orderNumber: string | null) =>
  context.origin &&
  (orderNumber
    ? `${context.origin}/admin/orders/${orderNumber}`
    : `${context.origin}/admin/orders`);

function ownerMail(subject: string, lines: string[], context: MailContext): OutgoingMail {
  return {
    kind: "owner-card-payment",
    to: context.ownerEmail,
    subject,
    text: lines.join("\n"),
    html: htmlDocument(subject, lines.filter((line) => line !== "").map(paragraph)),
  };
}

/** The owner's notice that an order was paid by card: it can be packed. */
export function ownerCardPaidMail(payment: PaidSession, context: MailContext): OutgoingMail {
  const amount = formatMoney(payment.amount, payment.currency);
  const link = adminLink(context, payment.orderNumber);
  return ownerMail(
    `Order ${payment.orderNumber} paid by card (${amount})`,
    [
      `Order ${payment.orderNumber} was paid by card through Stripe: ${amount}.`,
      `Stripe payment: ${payment.paymentReference ?? payment.sessionId}`,
      "",
      "The order is now marked paid and the buyer has been told.",
      link ? `Open it in admin: ${link}` : "Open it in admin, under Orders.",
    ],
    context,
  );
}

/** The owner's notice of a card payment that was kept, not applied: refund it or accept it by hand. */
export function ownerCardKeptMail(
  payment: PaidSession,
  reason: KeptReason,
  context: MailContext,
): OutgoingMail {
  const amount = formatMoney(payment.amount, payment.currency);
  const link = adminLink(context, payment.orderNumber);
  const order = payment.orderNumber ? `order ${payment.orderNumber}` : "no order";
  return ownerMail(
    `Card payment to check: ${amount} for ${order}`,
    [
      `A card payment of ${amount} arrived through Stripe for ${order}.`,
      keptSentence(reason),
      "",
      `Stripe payment: ${payment.paymentReference ?? payment.sessionId}`,
      link ? `In admin: ${link}` : "It is listed in admin, under Orders.",
    ],
    context,
  );
}
