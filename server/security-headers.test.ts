/**
 * The security suite: every guarded endpoint and page, foreign origins, the security
 * headers on every kind of response, private caching, the login throttle and order numbers.
 *
 * Endpoints and pages are enumerated from the app itself (Hono's route list and the React Router
 * build), so a route added later is covered without touching this file. Pages are rendered through
 * the real Hono app with the route modules of the run's production build (page-build.ts).
 *
 * This file: the security headers on every kind of response, and private responses never stored (the suite's helpers are in testing/security/).
 */
import { describe, expect, it } from "vitest";
import { makeJpeg } from "../testing/images.ts";
import { bodyFor, expectSecurityHeaders, formPost, nonceOf } from "../testing/security/checks.ts";
import {
  apiEndpoints,
  concrete,
  describeSecurity,
  type Endpoint,
  PRIVATE,
  pageRoutes,
  someScript,
  WRITE_METHODS,
} from "../testing/security/site.ts";
import { json } from "../testing/test-app.ts";
import { newOrderNumber } from "./services/orders.ts";

describeSecurity((ctx) => {
  describe("security headers", () => {
    it("are on every kind of response", async () => {
      const cookie = await ctx.t.login();
      const { key } = await ctx.t.services.media.ingest(await makeJpeg(900, 600), "a.jpg", "shop");
      const rawPost = (url: string, type: string, body: string) =>
        ctx.site.request(url, { method: "POST", headers: { "content-type": type }, body });
      const cases: Array<[string, () => Promise<Response>, number]> = [
        ["home page", () => ctx.site.request("/"), 200],
        ["public page", () => ctx.site.request("/shop"), 200],
        ["page .data", () => ctx.site.request("/shop.data"), 200],
        ["admin page", () => ctx.site.request("/admin/orders", { headers: { cookie } }), 200],
        [
          "redirect",
          () => ctx.site.request("/shop?admin=true", { redirect: "manual" } as RequestInit),
          302,
        ],
        ["API JSON", () => ctx.site.request("/api/products"), 200],
        ["API search", () => ctx.site.request("/api/search?q=tide"), 200],
        [
          "owner API JSON",
          () => ctx.site.request("/api/admin/orders", { headers: { cookie } }),
          200,
        ],
        [
          "CSV export",
          () => ctx.site.request("/api/admin/orders/export.csv", { headers: { cookie } }),
          200,
        ],
        ["media variant", () => ctx.site.request(`/media/${key}/400.webp`), 200],
        [
          "media 304",
          () =>
            ctx.site.request(`/media/${key}/400.webp`, {
              headers: { "if-none-match": `"${key}-400.webp"` },
            }),
          304,
        ],
        ["media 404", () => ctx.site.request(`/media/${"0".repeat(32)}/400.webp`), 404],
        ["static asset", () => ctx.site.request(`/assets/${someScript(ctx.pages())}`), 200],
        ["public file", () => ctx.site.request("/favicon.svg"), 200],
        ["robots.txt", () => ctx.site.request("/robots.txt"), 200],
        ["sitemap (none without PUBLIC_URL)", () => ctx.site.request("/sitemap.xml"), 404],
        ["404 page", () => ctx.site.request("/no-such-page"), 404],
        [
          "unknown admin page (to the dashboard)",
          () =>
            ctx.site.request("/admin/no-such-page", {
              headers: { cookie },
              redirect: "manual",
            } as RequestInit),
          302,
        ],
        ["unknown order page", () => ctx.site.request("/checkout/success/EA-0000-0000-0000"), 404],
        ["API 404", () => ctx.site.request("/api/no-such-thing"), 404],
        ["API 404 record", () => ctx.site.request("/api/orders/EA-0000-0000-0000"), 404],
        ["400 validation", () => ctx.site.request("/api/contact", json("POST", {})), 400],
        ["400 malformed JSON", () => rawPost("/api/cart/add", "application/json", "{"), 400],
        ["400 page form", () => ctx.site.request("/contact", formPost({ name: "" })), 400],
        ["401 API", () => ctx.site.request("/api/admin/products"), 401],
        ["401 page", () => ctx.site.request("/admin"), 401],
        [
          "401 wrong password",
          () => ctx.site.request("/api/admin/login", json("POST", { password: "nope" })),
          401,
        ],
        [
          "403 foreign origin",
          () =>
            ctx.site.request("/api/cart/add", json("POST", {}, { origin: "https://evil.example" })),
          403,
        ],
        [
          "413 too large",
          () =>
            ctx.site.request(
              "/api/contact",
              json("POST", { name: "x", email: "a@b.c", message: "m".repeat(1_100_000) }),
            ),
          413,
        ],
        ["415 wrong type", () => rawPost("/api/contact", "text/plain", "hello"), 415],
      ];
      for (const [label, send, status] of cases) {
        const response = await send();
        expect(response.status, label).toBe(status);
        expectSecurityHeaders(response, label);
        await response.arrayBuffer();
      }
    });

    it("are on 429 responses (order lookups and the login throttle)", async () => {
      const address = "198.51.100.90";
      let lookup: Response | undefined;
      for (let i = 0; i < 31; i++) {
        lookup = await ctx.site.request(`/api/orders/${newOrderNumber()}`, {}, address);
        await lookup.arrayBuffer();
      }
      expect(lookup!.status).toBe(429);
      expectSecurityHeaders(lookup!, "429 order lookup");
      const page = await ctx.site.request(`/checkout/success/${ctx.s.orderNumber}`, {}, address);
      expect(page.status).toBe(429);
      expectSecurityHeaders(page, "429 order page");

      let login: Response | undefined;
      for (let i = 0; i < 11; i++) {
        login = await ctx.site.request(
          "/api/admin/login",
          json("POST", { password: `wrong ${i}` }),
          address,
        );
        await login.arrayBuffer();
      }
      expect(login!.status).toBe(429);
      expectSecurityHeaders(login!, "429 login");
    });

    it("are on a replayed catalogue response, with a fresh nonce and request id", async () => {
      const first = await ctx.site.request("/api/products");
      const second = await ctx.site.request("/api/products");
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(await first.text());
      const id = second.headers.get("x-request-id");
      expect(ctx.t.logs.find((line) => line.reqId === id)).toMatchObject({ replayed: true });
      expectSecurityHeaders(first, "recorded");
      expectSecurityHeaders(second, "replayed");
      expect(nonceOf(second)).not.toBe(nonceOf(first));
      expect(id).not.toBe(first.headers.get("x-request-id"));
    });

    it("are on 500 errors from the API and from pages, which reveal nothing but a request id", async () => {
      await ctx.t.database.handle.close(); // every query now fails
      const api = await ctx.site.request("/api/products");
      expect(api.status).toBe(500);
      expectSecurityHeaders(api, "API 500");
      expect(await api.json()).toEqual({
        message: "Something went wrong on our side. Please try again.",
        requestId: api.headers.get("x-request-id"),
      });
      const page = await ctx.site.request("/shop");
      expect(page.status).toBe(500);
      expectSecurityHeaders(page, "page 500");
      const html = await page.text();
      expect(html).not.toMatch(/at \S+ \(|node:internal|SqliteError|database|kysely/i);
    });
  });

  describe("private responses are never stored", () => {
    it("cart, checkout and order pages and their .data loads are no-store", async () => {
      const shopper = { cookie: ctx.s.cartCookie };
      const paths: Array<[string, number]> = [
        ["/cart", 200],
        ["/cart.data", 200],
        ["/checkout", 200],
        ["/checkout.data", 200],
        [`/checkout/success/${ctx.s.orderNumber}`, 200],
        [`/checkout/success/${ctx.s.orderNumber}.data`, 200],
        ["/checkout/success/EA-0000-0000-0000", 404],
        // Spellings the router matches too (or answers with the 404 page).
        ["/Cart", 200],
        ["/CHECKOUT", 200],
        ["/cart/", 200],
        ["/%63art", 200],
        [`/Checkout/Success/${ctx.s.orderNumber}`, 200],
        ["//cart", 404],
      ];
      for (const [p, status] of paths) {
        const response = await ctx.site.request(p, { headers: shopper });
        expect(response.status, p).toBe(status);
        expect(response.headers.get("cache-control"), p).toBe("no-store");
        await response.arrayBuffer();
      }
      // The success page shows the buyer their own data: it really is private.
      const success = await ctx.site.request(`/checkout/success/${ctx.s.orderNumber}`, {
        headers: { cookie: ctx.s.buyerCookie },
      });
      expect(await success.text()).toContain(PRIVATE.email);
      // Anyone else gets the order without it (decision 017).
      const stranger = await ctx.site.request(`/checkout/success/${ctx.s.orderNumber}`);
      expect(await stranger.text()).not.toContain(PRIVATE.email);
      // Cart actions too.
      const remove = await ctx.site.request("/cart", {
        ...formPost({ intent: "remove", cartItemId: String(ctx.s.cartItemId) }),
        headers: { ...formPost({}).headers, ...shopper },
      });
      expect(remove.headers.get("cache-control")).toBe("no-store");
    });

    it("every admin page is no-store, signed in or not", async () => {
      const cookie = await ctx.t.login();
      const pages = (await pageRoutes(ctx.pages)).filter((page) => page.path.startsWith("/admin"));
      for (const page of pages) {
        const target = concrete(page.path, ctx.s);
        for (const url of [
          target,
          `${target}.data`,
          `${target}/`,
          target.replace("/admin", "/ADMIN"),
          target.replace("/admin", "//admin"),
          target.replace("/admin", "/%61dmin"),
        ]) {
          for (const headers of [{ cookie }, {}] as Array<Record<string, string>>) {
            const response = await ctx.site.request(url, { headers, redirect: "manual" });
            const label = `${url} ${headers.cookie ? "signed in" : "signed out"}`;
            expect(response.status, label).toBeLessThan(500);
            expect(response.headers.get("cache-control"), label).toBe("no-store");
            await response.arrayBuffer();
          }
        }
      }
    });

    it("every /api/cart, /api/orders and /api/admin response is no-store, errors and refusals included", async () => {
      let cookie = await ctx.t.login();
      // Some of the owner's calls end the session (logout, a new password): sign in again then.
      const ownerCookie = async () => {
        if (!(await ctx.t.services.auth.isValidSession(cookie.split("=")[1])))
          cookie = await ctx.t.login();
        return cookie;
      };
      const isPrivate = (p: string) => /^\/api\/(cart|orders|admin|upload)(\/|$)/.test(p);
      const endpoints = apiEndpoints(ctx.site.app).filter((e) => isPrivate(e.path));
      expect(endpoints.length).toBeGreaterThanOrEqual(30);
      // Reads first, writes after (deletes last), so each request finds the seeded rows.
      const order = (e: Endpoint) => ["GET", "PATCH", "POST", "DELETE"].indexOf(e.method);
      endpoints.sort((a, b) => order(a) - order(b));
      for (const endpoint of endpoints) {
        const target = concrete(endpoint.path, ctx.s);
        const init = await bodyFor(endpoint);
        const base = init.headers as Record<string, string> | undefined;
        await ownerCookie();
        const attempts: Array<[string, RequestInit]> = [
          ["owner", { ...init, headers: { ...base, cookie: `${cookie}; ${ctx.s.cartCookie}` } }],
          ["no session", { ...init, headers: { ...base } }],
          [
            "foreign origin",
            { ...init, headers: { ...base, cookie, origin: "https://evil.example" } },
          ],
        ];
        if (WRITE_METHODS.has(endpoint.method)) {
          attempts.push([
            "wrong type",
            {
              method: endpoint.method,
              headers: { cookie, "content-type": "text/plain" },
              body: "x",
            },
          ]);
        } else {
          attempts.push(["unknown id", { headers: { cookie } }]);
        }
        for (const [variant, request] of attempts) {
          const url = variant === "unknown id" ? `${target}/nothing-here` : target;
          const response = await ctx.site.request(url, request);
          const label = `${endpoint.method} ${url} (${variant}) → ${response.status}`;
          expect(response.headers.get("cache-control"), label).toBe("no-store");
          await response.arrayBuffer();
        }
      }
    });
  });
});
