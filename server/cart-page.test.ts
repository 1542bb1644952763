/**
 * The cart's one door: every cart change from any page (the shop's dialog, an artwork's page, the
 * cart) posts to the `/cart` action by intent. With JavaScript the answer is data with the toast
 * the action says; a post made without it (the form's `backTo`) is a redirect back with that toast
 * in the flash cookie, which the next page shows once. Runs on both engines.
 */
import { describe, expect, it } from "vitest";
import { addArtwork, addProduct } from "../testing/fixtures.ts";
import { formPost, servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { visitor } from "../testing/visitor.ts";

const pages = servePages();
const SLOW = 60_000;

/** The cookie pairs a response sets, by name ("" for a cleared one). */
function setCookies(response: Response): Map<string, string> {
  const found = new Map<string, string>();
  for (const set of response.headers.getSetCookie()) {
    const [pair = ""] = set.split(";");
    const at = pair.indexOf("=");
    found.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return found;
}

/** A Cookie header from the pairs a response set (the cleared ones left out). */
const cookieFrom = (pairs: Map<string, string>) =>
  [...pairs]
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

describe.each(DB_KINDS)("the cart's one door (%s)", (kind) => {
  const t = useTestApp(kind);
  /** The coaster each test adds (sold out with `{ stock: 0 }`). */
  const hareCoaster = (values: { stock?: number } = {}) =>
    addProduct(t.db(), { name: "Hare coaster", category: "coasters", price: 800, ...values });

  it(
    "adds a product and an original through /cart, read by the add schema",
    async () => {
      const site = pages.site(t);
      const productId = await hareCoaster();
      const artworkId = await addArtwork(t.db(), {
        title: "Heron at dusk",
        category: "paintings-drawings",
        is_for_sale: true,
        price: 45_000,
      });
      const first = await site(
        "/cart.data",
        formPost({ intent: "add", productId: String(productId), quantity: "2" }),
      );
      expect(first.status).toBe(200);
      const cookie = cookieFrom(setCookies(first));
      expect(cookie).toMatch(/^easel_cart=/);
      const body = await first.text();
      expect(body).toContain("Hare coaster was added to your cart.");
      expect(
        (await site("/cart", formPost({ intent: "add", artworkId: String(artworkId) }, cookie)))
          .status,
      ).toBe(200);
      const cart = await t.request("/api/cart", { headers: { cookie } });
      const lines = ((await cart.json()) as { items: Array<Record<string, unknown>> }).items;
      expect(lines.map((line) => [line.productId, line.artworkId, line.quantity])).toEqual([
        [productId, null, 2],
        [null, artworkId, 1],
      ]);
      // The same malformed quantity as the API's: the one schema's message.
      const page = await site(
        "/cart",
        formPost({ intent: "add", productId: String(productId), quantity: "abc" }, cookie),
      );
      const api = await visitor(t).add({ productId, quantity: "abc" });
      expect(page.status).toBe(400);
      expect(api.status).toBe(400);
      expect(await page.text()).toContain(api.body.message);
    },
    SLOW,
  );

  it(
    "answers a post made without JavaScript with a redirect back and the toast, shown once",
    async () => {
      const site = pages.site(t);
      const productId = await hareCoaster();
      const back = `/shop?product=${productId}`;
      // The shop's page is drawn and kept once before the flash, so its replay must be skipped.
      expect((await site(back)).status).toBe(200);
      const posted = await site(
        "/cart",
        formPost({ intent: "add", productId: String(productId), backTo: back }),
      );
      expect(posted.status).toBe(303);
      expect(posted.headers.get("location")).toBe(back);
      const set = setCookies(posted);
      expect(set.get("easel_cart")).toBeTruthy();
      expect(set.get("easel_flash")).toBeTruthy();

      const shown = await site(back, { headers: { cookie: cookieFrom(set) } });
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain("Hare coaster was added to your cart.");
      expect(setCookies(shown).get("easel_flash")).toBe("");
      const again = await site(back, {
        headers: { cookie: `easel_cart=${set.get("easel_cart")}` },
      });
      expect(await again.text()).not.toContain("was added to your cart");
    },
    SLOW,
  );

  it(
    "never sends a post back off the site, nor a refusal anywhere but the page",
    async () => {
      const site = pages.site(t);
      const productId = await hareCoaster({ stock: 0 });
      const coaster = await addProduct(t.db(), { name: "Tide", category: "coasters", price: 800 });
      for (const backTo of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
        const posted = await site(
          "/cart",
          formPost({ intent: "add", productId: String(coaster), backTo }),
        );
        expect(posted.status).toBe(200);
        expect(posted.headers.get("location")).toBeNull();
      }
      const refused = await site(
        "/cart",
        formPost({ intent: "add", productId: String(productId), backTo: "/shop" }),
      );
      expect(refused.status).toBe(409);
      expect(refused.headers.get("location")).toBeNull();
      expect(await refused.text()).toContain("Hare coaster is sold out");
    },
    SLOW,
  );

  it(
    "refuses an unknown discount code with the buyer's sentence, and makes nothing",
    async () => {
      const site = pages.site(t);
      const answer = await site("/cart", formPost({ intent: "discount", code: "SPRING" }));
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain("recognise that code");
      // Nothing was made for the visitor: no cart, no cookie.
      expect(setCookies(answer).has("easel_cart")).toBe(false);
    },
    SLOW,
  );
});
