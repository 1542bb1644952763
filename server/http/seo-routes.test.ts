import { describe, expect, it } from "vitest";
import { addArtwork } from "../../testing/fixtures.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { SITEMAP_PAGES } from "./seo-routes.ts";

describe("robots.txt and sitemap.xml", () => {
  const t = useTestApp("sqlite", { env: { PUBLIC_URL: "https://art.example" } });

  it("points robots at the sitemap and keeps private areas out", async () => {
    const response = await t.request("/robots.txt");
    const text = await response.text();
    expect(text).toContain("Sitemap: https://art.example/sitemap.xml");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /checkout");
  });

  it("lists every public page and each artwork image", async () => {
    await addArtwork(t.database.handle.db, {
      title: "Fox & Hound <1>",
      category: "paintings-drawings",
      image_url: "/media/abc/600.webp",
    });
    await addArtwork(t.database.handle.db, {
      title: "Vase",
      category: "ceramics",
      image_url: "/media/def/600.webp",
    });
    const response = await t.request("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    for (const page of SITEMAP_PAGES)
      expect(xml).toContain(`<loc>https://art.example${page}</loc>`);
    expect(xml).toContain("<image:loc>https://art.example/media/abc/600.webp</image:loc>");
    expect(xml).toContain("<image:title>Fox &#38; Hound &#60;1&#62;</image:title>");
    expect(xml).toContain("<image:loc>https://art.example/media/def/600.webp</image:loc>");
    // Each artwork's own page, with its picture.
    expect(xml).toMatch(
      /<url><loc>https:\/\/art\.example\/art\/\d+-vase<\/loc><image:image><image:loc>https:\/\/art\.example\/media\/def\/600\.webp<\/image:loc>/,
    );
    expect(xml).toMatch(/<loc>https:\/\/art\.example\/art\/\d+-fox-and-hound-1<\/loc>/);
  });
});
