/** The e-mail that carries a gift card's code to its recipient (or the buyer). */
import { groupCode } from "#core/gift-cards.ts";
import { formatMoney } from "#core/money.ts";
import type { OutgoingMail } from "./mail.ts";
import {
  escapeHtml,
  htmlDocument,
  type MailContext,
  paragraph,
  questionsLine,
} from "./mail-templates.ts";

export interface GiftCardMail {
  code: string;
  amount: number;
  currency: string;
  to: string;
  recipientName: string | null;
  /** Who gave it (the buyer's name), or null for store credit from the shop. */
  from: string | null;
  message: string | null;
}

export function giftCardMail(card: GiftCardMail, context: MailContext): OutgoingMail {
  const amount = formatMoney(card.amount, card.currency);
  const code = groupCode(card.code);
  const greeting = card.recipientName ? `Hello ${card.recipientName},` : "Hello,";
  const opening = card.from
    ? `${card.from} has sent you a ${amount} gift card for ${context.shopName}.`
    : `Here is a ${amount} gift card for ${context.shopName}.`;
  const shop = context.origin ? `Spend it at ${context.origin}/shop` : "Spend it in the shop";
  const lines = [
    greeting,
    "",
    opening,
    ...(card.message ? ["", card.message] : []),
    "",
    `Your code: ${code}`,
    "",
    `${shop}: enter the code in your cart. It pays for part or all of an order, and what you do not spend stays on the card.`,
    ...questionsLine(context),
  ];
  const html = htmlDocument(`Your ${amount} gift card`, [
    paragraph(greeting),
    paragraph(opening),
    ...(card.message ? [`<blockquote>${paragraph(card.message)}</blockquote>`] : []),
    `<p style="font-size:22px;letter-spacing:2px"><strong>${escapeHtml(code)}</strong></p>`,
    paragraph(
      `${shop}: enter the code in your cart. It pays for part or all of an order, and what you do not spend stays on the card.`,
    ),
    ...questionsLine(context).map(paragraph),
  ]);
  return {
    kind: "gift-card",
    to: card.to,
    subject: `Your ${amount} gift card for ${context.shopName}`,
    text: lines.join("\n"),
    html,
  };
}
