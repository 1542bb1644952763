import { Hono } from "hono";
import { NEWS_FEED_PATH, NEWS_PATH, newsPath } from "#core/audience.ts";
import { publicOrigin } from "#core/public-origin.ts";
import type { AppEnv } from "./app-env.ts";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `/news/feed.xml`: the news as an Atom feed, newest first, absolute to PUBLIC_URL (a feed's
 * addresses must be absolute and the request's Host can be forged: without PUBLIC_URL, 404).
 */
export function newsFeedRoutes() {
  return new Hono<AppEnv>().get(NEWS_FEED_PATH, async (c) => {
    const base = publicOrigin(c.var.services.env.PUBLIC_URL);
    if (!base) return c.text("No feed: set PUBLIC_URL to publish one.\n", 404);
    const [items, profile] = await Promise.all([
      c.var.services.announcements.news(),
      c.var.services.settingStore.get<{ artistName?: string }>("profile", {}),
    ]);
    const name = profile.artistName ?? "Easel";
    const updated = items[0]?.publishedAt ?? new Date(0).toISOString();
    const entries = items.map((item) => {
      const link = `${base}${newsPath(item.slug)}`;
      return `<entry><title>${escapeXml(item.subject)}</title><link href="${escapeXml(link)}"/><id>${escapeXml(link)}</id><updated>${item.publishedAt}</updated><content type="html">${escapeXml(item.html)}</content></entry>`;
    });
    c.header("Content-Type", "application/atom+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeXml(`${name}: news`)}</title><link href="${escapeXml(base + NEWS_PATH)}"/><link rel="self" href="${escapeXml(base + NEWS_FEED_PATH)}"/><id>${escapeXml(base + NEWS_PATH)}</id><updated>${updated}</updated><author><name>${escapeXml(name)}</name></author>\n${entries.join("\n")}\n</feed>\n`,
    );
  });
}
