/** The mails of "Tell me when it is available": the confirmation link, and the one notice. */
import { CONFIRM_LINK_DAYS, unsubscribePath } from "#core/audience.ts";
import { notifyConfirmPath, notifyForgetPath } from "#core/notify.ts";
import type { OutgoingMail } from "./mail.ts";
import { escapeHtml, htmlDocument, type MailContext, paragraph } from "./mail-templates.ts";

/** The item a mail names: its name and its public page (root-relative). */
export interface NotifyMailItem {
  name: string;
  path: string;
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1d2125;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

/**
 * The mail that asks to confirm a wait (and, when the box was ticked, joining the list). Its link
 * opens a page with a button: opening it confirms nothing, as mail scanners open every link.
 */
export function notifyConfirmationMail(
  to: string,
  tokens: { confirm: string; forget: string },
  item: NotifyMailItem,
  joinList: boolean,
  origin: string,
  context: MailContext,
) {
  const link = `${origin}${notifyConfirmPath(tokens.confirm)}`;
  const forget = `${origin}${notifyForgetPath(tokens.forget)}`;
  const title = `Please confirm: ${item.name} from ${context.shopName}`;
  const asked = joinList
    ? `Someone (we hope you) asked ${context.shopName} for one e-mail when "${item.name}" can be bought again, and to join the mailing list for news of new work.`
    : `Someone (we hope you) asked ${context.shopName} for one e-mail when "${item.name}" can be bought again.`;
  const lines = [
    asked,
    "",
    `To confirm, open this link and press "Confirm": ${link}`,
    "",
    `The link works for ${CONFIRM_LINK_DAYS} days. If it was not you, ignore this message: without confirmation you will get nothing more, and the request is deleted.`,
    "",
    `Changed your mind? Forget this request: ${forget}`,
  ];
  return {
    kind: "notify-confirmation",
    to,
    subject: title,
    text: lines.join("\n"),
    html: htmlDocument(title, [
      paragraph(asked),
      button(link, "Open the confirmation page"),
      paragraph(lines[4] ?? ""),
      `<p style="font-size:13px;color:#555"><a href="${escapeHtml(forget)}" style="color:#555">Forget this request</a></p>`,
    ]),
  } satisfies OutgoingMail;
}

/**
 * The one notice: the item can be bought, with its link. The request is deleted as this is
 * queued; the forget link says so, and a list member also gets the list's unsubscribe link.
 */
export function notifyNoticeMail(
  to: string,
  forgetToken: string,
  item: NotifyMailItem,
  listToken: string | undefined,
  origin: string,
  context: MailContext,
) {
  const page = `${origin}${item.path}`;
  const forget = `${origin}${notifyForgetPath(forgetToken)}`;
  const title = `${item.name} is available at ${context.shopName}`;
  const lines = [
    `You asked us to tell you when "${item.name}" can be bought again. It can now, while it lasts:`,
    page,
    "",
    "--",
    `This is the only message about it: your request and your address for it are deleted (${forget}).`,
    ...(listToken
      ? [`Unsubscribe from the mailing list: ${origin}${unsubscribePath(listToken)}`]
      : []),
  ];
  return {
    kind: "notify-notice",
    to,
    subject: title,
    text: lines.join("\n"),
    html: htmlDocument(title, [
      paragraph(lines[0] ?? ""),
      button(page, `See ${item.name}`),
      `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0">`,
      `<p style="font-size:13px;color:#555">This is the only message about it: your request and your address for it are deleted. <a href="${escapeHtml(forget)}" style="color:#555">About this request</a>${
        listToken
          ? ` · <a href="${escapeHtml(`${origin}${unsubscribePath(listToken)}`)}" style="color:#555">Unsubscribe from the mailing list</a>`
          : ""
      }</p>`,
    ]),
  } satisfies OutgoingMail;
}
