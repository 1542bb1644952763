/**
 * The legal pages as visitors get them (PRODUCT.md §2): the owner's Markdown from Settings rendered
 * on the server, never raw HTML; the starting texts until the owner writes their own; linked from
 * the footer and the checkout.
 */
import { describe, expect, it } from "vitest";
import { addProduct } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const pages = servePages();

const PAGES = [
  ["/privacy", "Privacy notice", "<h2>Your rights</h2>"],
  ["/terms", "Terms of sale", "<h2>Your right to change your mind</h2>"],
  ["/shipping-returns", "Shipping and returns", "<h2>If your order arrives damaged</h2>"],
] as const;

describe.each(DB_KINDS)("legal pages (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, env: { PUBLIC_URL: "http://localhost" } });

  it("serve the starting texts when the owner has set nothing, each with its own title and description", async () => {
    const site = pages.site(t);
    for (const [path, title, section] of PAGES) {
      const response = await site(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(section);
      expect(html).toContain(`<title>${title} · Easel Studio</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
      // The starting texts name the shop from the profile; the reminder to review them is the
      // owner's, in Settings, never on the public page.
      expect(html).toContain("Easel Studio");
      expect(html).not.toContain("review the starting texts");
      expect(html).not.toContain("starting text");
      // The footer links every legal page.
      for (const [other] of PAGES) expect(html).toContain(`href="${other}"`);
    }
    const terms = await (await site("/terms")).text();
    expect(terms).toContain("14 days after the day you receive the goods");
    expect(terms).toContain("commissioned artworks");
  });

  it("show the owner's Markdown as HTML, and raw HTML in it as text", async () => {
    const site = pages.site(t);
    const terms = [
      "## Delivery promise",
      "We post on **Fridays**. See [our privacy notice](/privacy).",
      "<script>alert(document.cookie)</script>",
      '<img src="x" onerror="alert(1)">',
      "[Click me](javascript:alert(1))",
    ].join("\n\n");
    const saved = await t.owner("/api/admin/settings", json("PATCH", { legal: { terms } }));
    expect(saved.status).toBe(200);
    const html = await (await site("/terms")).text();
    expect(html).toContain("<h2>Delivery promise</h2>");
    expect(html).toContain(
      '<p>We post on <strong>Fridays</strong>. See <a href="/privacy">our privacy notice</a>.</p>',
    );
    expect(html).toContain("&lt;script&gt;alert(document.cookie)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=“x” onerror=“alert(1)”&gt;");
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toContain("Your right to change your mind");
    // The other pages keep their starting texts.
    expect(await (await site("/privacy")).text()).toContain("<h2>Your rights</h2>");
  });

  it("are in the sitemap", async () => {
    const xml = await (await pages.site(t)("/sitemap.xml")).text();
    for (const [path] of PAGES) expect(xml).toContain(`<loc>http://localhost${path}</loc>`);
  });

  it("are agreed to at checkout, beside Place Order", async () => {
    const site = pages.site(t);
    const product = await addProduct(t.db(), {
      name: "Harbour print",
      category: "prints",
      price: 2500,
    });
    const add = await site("/api/cart/add", json("POST", { productId: product, quantity: 1 }));
    const cookie = (add.headers.get("set-cookie") ?? "").split(";")[0]!;
    const html = await (await site("/checkout", { headers: { cookie } })).text();
    const agreement = /By placing your order you agree to the (.*?)<\/p>/s.exec(html)?.[1] ?? "";
    expect(agreement).toMatch(/<a [^>]*href="\/terms"[^>]*>terms of sale/);
    expect(agreement).toMatch(/<a [^>]*href="\/privacy"[^>]*>privacy notice/);
    expect(html.indexOf("By placing your order")).toBeLessThan(html.indexOf("Place Order"));
  });
});
