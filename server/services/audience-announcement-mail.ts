/**
 * An announcement's mail: plain text and HTML, the works' pictures, titles and prices linked to
 * their pages, why the reader gets it, the owner's postal address and the unsubscribe link. No
 * tracking: no pixels, no redirecting links, nothing from another host.
 *
 * One body serves every reader: {@link UNSUBSCRIBE_MARK} stands where each reader's own
 * unsubscribe token goes, and the outbox writes it in as it queues the mail to them.
 */
import { newsPath, unsubscribePath } from "#core/audience.ts";
import { formatMoney } from "#core/money.ts";
import { escapeHtml } from "./mail-templates.ts";
import { renderMarkdown } from "./markdown.ts";

/** Where each reader's unsubscribe token goes in a queued body and its headers. */
export const UNSUBSCRIBE_MARK = "UNSUBSCRIBE-TOKEN-7f3a9c";

/** A work as the mail shows it: its picture, title and price, linked to its page. */
export interface AnnouncedWork {
  title: string;
  /** Its page and its picture, root-relative. */
  path: string;
  imageUrl: string | null;
  /** Minor units; null: no price shown. */
  price: number | null;
}

export interface AnnouncementMailInput {
  subject: string;
  intro: string;
  slug: string;
  works: AnnouncedWork[];
  shopName: string;
  origin: string;
  postalAddress: string;
  currency: string;
}

/** The mail's parts, with {@link UNSUBSCRIBE_MARK} for the reader's token. */
export function announcementMail(input: AnnouncementMailInput) {
  const { origin } = input;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const page = absolute(newsPath(input.slug));
  const unsubscribe = `${origin}${unsubscribePath(UNSUBSCRIBE_MARK)}`;
  const why = `You get this because you signed up for news of new work from ${input.shopName} at ${origin} and confirmed it.`;
  const price = (work: AnnouncedWork) =>
    work.price === null ? "" : formatMoney(work.price, input.currency);

  const text = [
    input.subject,
    "",
    `View it in your browser: ${page}`,
    "",
    ...(input.intro ? [input.intro, ""] : []),
    ...input.works.flatMap((work) => [
      [work.title, price(work)].filter(Boolean).join(" · "),
      absolute(work.path),
      "",
    ]),
    "--",
    why,
    `Unsubscribe: ${unsubscribe}`,
    "",
    input.shopName,
    input.postalAddress,
  ].join("\n");

  const link = (href: string, body: string, style = "color:#1d2125") =>
    `<a href="${escapeHtml(href)}" style="${style}">${body}</a>`;
  const works = input.works
    .map((work) => {
      const picture = work.imageUrl
        ? link(
            absolute(work.path),
            `<img src="${escapeHtml(absolute(work.imageUrl))}" alt="${escapeHtml(work.title)}" width="260" style="display:block;width:100%;max-width:260px;height:auto;border:0">`,
          )
        : "";
      const caption = `${link(absolute(work.path), `<strong>${escapeHtml(work.title)}</strong>`)}${
        price(work) ? `<br>${escapeHtml(price(work))}` : ""
      }`;
      return `<td style="width:50%;padding:8px;vertical-align:top">${picture}<p style="margin:8px 0 0">${caption}</p></td>`;
    })
    .reduce<string[]>((rows, cell, index) => {
      if (index % 2 === 0) rows.push(cell);
      else rows[rows.length - 1] += cell;
      return rows;
    }, [])
    .map((cells) => `<tr>${cells}</tr>`)
    .join("");

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#1d2125;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
<p style="font-size:13px;color:#555">${link(page, "View it in your browser", "color:#555")}</p>
<h1 style="font-size:22px">${escapeHtml(input.subject)}</h1>
${input.intro ? renderMarkdown(input.intro) : ""}
${works ? `<table role="presentation" style="width:100%;border-collapse:collapse">${works}</table>` : ""}
<hr style="border:0;border-top:1px solid #ddd;margin:24px 0">
<p style="font-size:13px;color:#555">${escapeHtml(why)} ${link(unsubscribe, "Unsubscribe", "color:#555")}</p>
<p style="font-size:13px;color:#555">${escapeHtml(input.shopName)}<br>${escapeHtml(input.postalAddress).replaceAll("\n", "<br>")}</p>
</body></html>`;

  const headers = JSON.stringify({
    "List-Unsubscribe": `<${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  return { subject: input.subject, text, html, headers };
}
