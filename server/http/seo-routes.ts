import { Hono } from "hono";
import { LEGAL_PAGES } from "#core/legal-pages.ts";
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

/** `/robots.txt` and `/sitemap.xml` (with every artwork image), absolute to the site's origin. */
export function seoRoutes() {
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
          `Sitemap: ${c.var.origin}/sitemap.xml`,
          "",
        ].join("\n"),
      );
    })
    .get("/sitemap.xml", async (c) => {
      const origin = c.var.origin;
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
              `<image:image><image:loc>${escapeXml(origin + artwork.imageUrl)}</image:loc><image:title>${escapeXml(artwork.title)}</image:title></image:image>`,
          )
          .join("");
      // Every artwork's own page, with its picture.
      const artworkPages = artworks.map(
        (artwork) =>
          `<url><loc>${escapeXml(origin + artwork.url)}</loc><image:image><image:loc>${escapeXml(origin + artwork.imageUrl)}</image:loc><image:title>${escapeXml(artwork.title)}</image:title></image:image></url>`,
      );
      const urls = [
        ...SITEMAP_PAGES.map(
          (page) => `<url><loc>${escapeXml(origin + page)}</loc>${imagesFor(page)}</url>`,
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
