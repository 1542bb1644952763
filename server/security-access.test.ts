/**
 * The security suite: every guarded endpoint and page, foreign origins, the security
 * headers on every kind of response, private caching, the login throttle and order numbers.
 *
 * Endpoints and pages are enumerated from the app itself (Hono's route list and the React Router
 * build), so a route added later is covered without touching this file. Pages are rendered through
 * the real Hono app with the route modules of the run's production build (page-build.ts).
 *
 * This file: who may call and open what: owner-only endpoints and pages, foreign origins (the suite's helpers are in testing/security/).
 */
import { describe, expect, it } from "vitest";
import { bodyFor, snapshot } from "../testing/security/checks.ts";
import {
  apiEndpoints,
  concrete,
  describeSecurity,
  isOwnerOnly,
  OPEN_ADMIN_PAGES,
  PRIVATE,
  pageRoutes,
  SITE,
  WRITE_METHODS,
} from "../testing/security/site.ts";
import { TEST_PASSWORD } from "../testing/test-app.ts";
import { CUSTOMER } from "../testing/visitor.ts";

describeSecurity((ctx) => {
  describe("owner-only API", () => {
    it("finds every owner-only endpoint in the app's route list", () => {
      const guarded = apiEndpoints(ctx.site.app).filter(isOwnerOnly);
      const names = guarded.map((e) => `${e.method} ${e.path}`);
      // A sample the list must hold; anything added later joins it by itself.
      expect(names).toEqual(
        expect.arrayContaining([
          "GET /api/admin/products",
          "DELETE /api/admin/products/:id",
          "GET /api/admin/orders/:number",
          "PATCH /api/admin/settings",
          "GET /api/admin/backup",
          "POST /api/admin/password",
          "POST /api/upload",
        ]),
      );
      expect(guarded.length).toBeGreaterThanOrEqual(25);
    });

    it("answers every one with 401 without a session, also with ?admin=true, an admin. host or a forged cookie, and writes nothing", async () => {
      const before = await snapshot(ctx.t);
      const variants: Array<[string, (p: string) => string, Record<string, string>]> = [
        ["plain", (p) => `${SITE}${p}`, {}],
        ["?admin=true", (p) => `${SITE}${p}?admin=true`, {}],
        ["admin. host", (p) => `http://admin.shop.example${p}`, {}],
        ["admin. host and ?admin=true", (p) => `http://admin.shop.example${p}?admin=true`, {}],
        ["forged cookie", (p) => `${SITE}${p}`, { cookie: "easel_owner=forged-session-token" }],
        ["trailing slash", (p) => `${SITE}${p}/`, {}],
        ["upper case", (p) => `${SITE}${p.toUpperCase()}`, {}],
      ];
      const checked: string[] = [];
      for (const endpoint of apiEndpoints(ctx.site.app).filter(isOwnerOnly)) {
        const target = concrete(endpoint.path, ctx.s);
        for (const [variant, url, headers] of variants) {
          const init = await bodyFor(endpoint);
          const response = await ctx.site.request(url(target), {
            ...init,
            headers: { ...(init.headers as Record<string, string>), ...headers },
          });
          const label = `${endpoint.method} ${target} (${variant})`;
          expect(response.status, label).toBe(401);
          expect(await response.json(), label).toEqual({ message: "Authentication required" });
          expect(response.headers.has("set-cookie"), label).toBe(false);
          checked.push(label);
        }
      }
      expect(checked.length).toBeGreaterThanOrEqual(25 * variants.length);
      expect(await snapshot(ctx.t)).toEqual(before);
    });
  });

  describe("admin pages", () => {
    async function adminPages() {
      const pages = (await pageRoutes(ctx.pages)).filter(
        (page) => page.path === "/admin" || page.path.startsWith("/admin/"),
      );
      expect(pages.map((page) => page.path)).toEqual(
        expect.arrayContaining(["/admin", "/admin/orders", "/admin/orders/:number"]),
      );
      return pages.filter((page) => !OPEN_ADMIN_PAGES.has(page.path));
    }

    const expectSignInOnly = async (response: Response, label: string) => {
      const body = await response.text();
      expect(response.status, label).toBe(401);
      for (const secret of Object.values(PRIVATE)) expect(body, label).not.toContain(secret);
      return body;
    };

    it("show only the sign-in form without a session (pages, their .data loads, ?admin=true and admin. hosts)", async () => {
      // The owner does see the private data on these pages.
      const cookie = await ctx.t.login();
      const inbox = await ctx.site.request("/admin/messages", { headers: { cookie } });
      expect(inbox.status).toBe(200);
      expect(await inbox.text()).toContain(PRIVATE.message);
      const order = await ctx.site.request(`/admin/orders/${ctx.s.orderNumber}`, {
        headers: { cookie },
      });
      expect(await order.text()).toContain(PRIVATE.email);

      const pages = await adminPages();
      expect(pages.length).toBeGreaterThanOrEqual(9);
      for (const page of pages) {
        const target = concrete(page.path, ctx.s);
        for (const url of [
          `${SITE}${target}`,
          `${SITE}${target}?admin=true`,
          `http://admin.shop.example${target}`,
          `${SITE}${target.toUpperCase().replace("/ADMIN", "/Admin")}`,
        ]) {
          const response = await ctx.site.request(url, {
            headers: { cookie: "easel_owner=forged-session-token" },
          });
          const body = await expectSignInOnly(response, url);
          expect(body, url).toContain("Owner sign in");
          expect(body, url).toMatch(/<form[^>]*action="\/admin\/login"[^>]*method="post"/);
          expect(body, url).toContain('type="password"');
        }
        // Client-side navigations load `….data`: the same refusal, no loader data.
        await expectSignInOnly(await ctx.site.request(`${target}.data`), `${target}.data`);
      }
    });

    it("refuse every page action without a session and write nothing", async () => {
      const before = await snapshot(ctx.t);
      const actions = (await adminPages()).filter((page) => page.hasAction);
      expect(actions.length).toBeGreaterThanOrEqual(4);
      for (const page of actions) {
        const target = concrete(page.path, ctx.s);
        for (const intent of ["delete", "update", "save", "status", "read", "profile"]) {
          const form = new URLSearchParams({
            intent,
            id: String(ctx.s.productId),
            status: "cancelled",
            read: "true",
            paymentInstructions: "Send money to a stranger",
          });
          for (const url of [target, `${target}?admin=true`, `${target}.data`]) {
            const response = await ctx.site.request(url, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
              body: form,
            });
            expect(response.status, `POST ${url} (${intent})`).toBe(401);
            await response.arrayBuffer();
          }
        }
      }
      expect(await snapshot(ctx.t)).toEqual(before);
    });
  });

  describe("foreign origins", () => {
    const FOREIGN = [
      "https://evil.example",
      "null",
      "http://localhost.evil.example",
      "http://localhost:8080",
      "https://localhost",
    ];

    it("refuse every write endpoint, public and owner-only, with 403 even with the owner's session", async () => {
      const cookie = `${await ctx.t.login()}; ${ctx.s.cartCookie}`;
      const before = await snapshot(ctx.t);
      const writes = apiEndpoints(ctx.site.app).filter((e) => WRITE_METHODS.has(e.method));
      expect(writes.map((e) => e.path)).toEqual(
        expect.arrayContaining(["/api/orders", "/api/contact", "/api/cart/add", "/api/upload"]),
      );
      for (const endpoint of writes) {
        const target = concrete(endpoint.path, ctx.s);
        const refusals: Array<Record<string, string>> = [
          ...FOREIGN.map((origin) => ({ origin })),
          { "sec-fetch-site": "cross-site" },
        ];
        for (const headers of refusals) {
          const init = await bodyFor(endpoint);
          const response = await ctx.site.request(target, {
            ...init,
            headers: { ...(init.headers as Record<string, string>), cookie, ...headers },
          });
          const label = `${endpoint.method} ${target} ${JSON.stringify(headers)}`;
          expect(response.status, label).toBe(403);
          expect(await response.json(), label).toEqual({ message: "Cross-origin request refused" });
        }
      }
      expect(await snapshot(ctx.t)).toEqual(before);
    });

    it("refuse every page form post (contact, cart, checkout, sign-in and admin forms) with 403", async () => {
      const cookie = `${await ctx.t.login()}; ${ctx.s.cartCookie}`;
      const before = await snapshot(ctx.t);
      // The one write taken from any origin is the one-click unsubscribe (RFC 8058), which mail
      // clients post from their own: server/audience-pages.test.ts holds it to that path alone.
      const actions = (await pageRoutes(ctx.pages)).filter(
        (page) => page.hasAction && page.path !== "/unsubscribe/:token",
      );
      expect(actions.map((page) => page.path)).toEqual(
        expect.arrayContaining([
          "/subscribe",
          "/subscribe/confirm/:token",
          "/contact",
          "/checkout",
          "/cart",
          "/admin/login",
          "/admin/orders/:number",
        ]),
      );
      for (const page of actions) {
        const target = concrete(page.path, ctx.s);
        for (const origin of FOREIGN) {
          const response = await ctx.site.request(target, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
            body: new URLSearchParams({ ...CUSTOMER, intent: "delete", password: TEST_PASSWORD }),
          });
          expect(response.status, `POST ${target} from ${origin}`).toBe(403);
          await response.arrayBuffer();
        }
      }
      expect(await snapshot(ctx.t)).toEqual(before);
    });
  });
});
