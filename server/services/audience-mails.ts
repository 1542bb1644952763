/** The mailing list's own mails: the confirmation link of a sign-up. */
import { CONFIRM_LINK_DAYS, confirmPath } from "#core/audience.ts";
import type { OutgoingMail } from "./mail.ts";
import { escapeHtml, htmlDocument, type MailContext, paragraph } from "./mail-templates.ts";

/**
 * The mail that asks a new subscriber to confirm. Its link opens a page with a button: opening it
 * confirms nothing, because mail scanners open every link they see.
 */
export function confirmationMail(to: string, token: string, origin: string, context: MailContext) {
  const link = `${origin}${confirmPath(token)}`;
  const title = `Please confirm: news from ${context.shopName}`;
  const lines = [
    `Someone (we hope you) asked to receive e-mails from ${context.shopName} about new work, exhibitions and news.`,
    "",
    `To confirm, open this link and press "Confirm": ${link}`,
    "",
    `The link works for ${CONFIRM_LINK_DAYS} days. If it was not you, ignore this message: without confirmation you will get nothing more.`,
  ];
  return {
    kind: "subscribe-confirmation",
    to,
    subject: title,
    text: lines.join("\n"),
    html: htmlDocument(title, [
      paragraph(lines[0] ?? ""),
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d2125;color:#fff;text-decoration:none;border-radius:4px">Open the confirmation page</a></p>`,
      paragraph(lines[4] ?? ""),
    ]),
  } satisfies OutgoingMail;
}
