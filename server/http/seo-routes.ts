import { type Context, Hono } from "hono";
import { LEGAL_PAGES } from "#core/legal-pages.ts";
import { publicOrigin } from "#core/public-origin.ts";
import type { AppEnv } from "./app-env.ts";

/** Public pages listed in the sitemap. */
export const SITEMAP_PAGES = [
  "/",
  "/about",
  "/portfolio/paintings-drawings",
  "/portfolio/ceramics",
  "/portfolio/sketches",
  "/shop",
  "/snap-cards",
  "/contact",
  ...LEGAL_PAGES.map((page) => page.path),
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `/robots.txt` and `/sitemap.xml` (with every artwork image), absolute to PUBLIC_URL. A sitemap
 * must name absolute addresses and the request's Host can be forged, so without PUBLIC_URL there is
 * no sitemap (404) and robots.txt does not point to one.
 */
export function seoRoutes() {
  const origin = (c: Context<AppEnv>) => publicOrigin(c.var.services.env.PUBLIC_URL);
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        [
          "User-agent: *",
          "Disallow: /admin",
          "Disallow: /api/",
          "Disallow: /cart",
          "Disallow: /checkout",
          "",
          ...(origin(c) ? [`Sitemap: ${origin(c)}/sitemap.xml`, ""] : []),
        ].join("\n"),
      );
    })
    .get("/sitemap.xml", async (c) => {
      const base = origin(c);
      if (!base) {
        return c.text(
          "No sitemap: set PUBLIC_URL to the site's public address to publish one.\n",
          404,
        );
      }
      const artworks = await c.var.services.catalog.listArtworks();
      const imagesFor = (page: string) =>
        artworks
          .filter((artwork) =>
            page === "/portfolio/paintings-drawings"
              ? artwork.category === "paintings-drawings"
              : page === `/portfolio/${artwork.category}`,
          )
          .map(
            (artwork) =>
              `<image:image><image:loc>${escapeXml(base + artwork.imageUrl)}</image:loc><image:title>${escapeXml(artwork.title)}</image:title></image:image>`,
          )
          .join("");
      // Every artwork's own page, with its picture.
      const artworkPages = artworks.map(
        (artwork) =>
          `<url><loc>${escapeXml(base + artwork.url)}</loc><image:image><image:loc>${escapeXml(base + artwork.imageUrl)}</image:loc><image:title>${escapeXml(artwork.title)}</image:title></image:image></url>`,
      );
      const urls = [
        ...SITEMAP_PAGES.map(
          (page) => `<url><loc>${escapeXml(base + page)}</loc>${imagesFor(page)}</url>`,
        ),
        ...artworkPages,
      ].join("\n");
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=300");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls}\n</urlset>\n`,
      );
    });
}
