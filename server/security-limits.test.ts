/**
 * The security suite: every guarded endpoint and page, foreign origins, the security
 * headers on every kind of response, private caching, the login throttle and order numbers.
 *
 * Endpoints and pages are enumerated from the app itself (Hono's route list and the React Router
 * build), so a route added later is covered without touching this file. Pages are rendered through
 * the real Hono app with the route modules of the run's production build (page-build.ts).
 *
 * This file: the login throttle, rate-limited forms, impossible ids in page forms, order numbers (the suite's helpers are in testing/security/).
 */
import { describe, expect, it } from "vitest";
import { addProduct } from "../testing/fixtures.ts";
import { formPost, randomIp, snapshot, spoofedAddressHeaders } from "../testing/security/checks.ts";
import { describeSecurity, PRIVATE, siteOf } from "../testing/security/site.ts";
import { json, TEST_PASSWORD } from "../testing/test-app.ts";
import { withTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER } from "../testing/visitor.ts";
import { newOrderNumber, ORDER_NUMBER_PATTERN } from "./services/orders.ts";

describeSecurity((ctx) => {
  describe("login throttle", () => {
    const login = (password: string, headers: Record<string, string>, address: string) =>
      ctx.site.request("/api/admin/login", json("POST", { password }, headers), address);

    it("cannot be escaped by rotating X-Forwarded-For, X-Real-IP, Forwarded or any other address header", async () => {
      const address = "198.51.100.70";
      for (let i = 0; i < 10; i++) {
        const response = await login(`wrong ${i}`, spoofedAddressHeaders(), address);
        expect(response.status).toBe(401);
      }
      for (let i = 0; i < 40; i++) {
        const response = await login(TEST_PASSWORD, spoofedAddressHeaders(), address);
        expect(response.status, `attempt ${i}`).toBe(429);
        expect(response.headers.has("set-cookie")).toBe(false);
      }
      // The sign-in form shares the throttle.
      const form = await ctx.site.request(
        "/admin/login",
        {
          ...formPost({ intent: "sign-in", password: TEST_PASSWORD, redirectTo: "/admin" }),
          headers: { ...formPost({}).headers, ...spoofedAddressHeaders() },
        },
        address,
      );
      expect(form.status).toBe(429);
      expect(Number(form.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(form.headers.has("set-cookie")).toBe(false);
      // It is per client: the owner elsewhere still signs in.
      expect((await login(TEST_PASSWORD, {}, "198.51.100.71")).status).toBe(200);
    });

    it("behind a trusted proxy, uses only the address the proxy appended", async () => {
      await withTestApp(ctx.kind, { TRUST_PROXY: "1" }, async (proxied) => {
        const proxiedSite = siteOf(proxied, ctx.pages());
        const proxy = "127.0.0.1";
        const client = "192.0.2.80";
        const attempt = (password: string) => {
          const spoof = spoofedAddressHeaders();
          return proxiedSite.request(
            "/api/admin/login",
            json("POST", { password }, { ...spoof, "x-forwarded-for": `${randomIp()}, ${client}` }),
            proxy,
          );
        };
        for (let i = 0; i < 10; i++) expect((await attempt(`wrong ${i}`)).status).toBe(401);
        for (let i = 0; i < 30; i++) expect((await attempt(TEST_PASSWORD)).status).toBe(429);
        const other = await proxiedSite.request(
          "/api/admin/login",
          json("POST", { password: TEST_PASSWORD }, { "x-forwarded-for": "192.0.2.81" }),
          proxy,
        );
        expect(other.status).toBe(200);
      });
    });
  });

  describe("rate-limited forms", () => {
    it("answer 429 with Retry-After on the page as on the API (contact, checkout)", async () => {
      const address = "198.51.100.95";
      const message = { name: "Ivy", email: "ivy@example.com", message: "Hello there, a question" };
      for (let i = 0; i < 5; i++) {
        const sent = await ctx.site.request("/api/contact", json("POST", message), address);
        expect(sent.status).toBe(201);
      }
      for (const refused of [
        await ctx.site.request("/api/contact", json("POST", message), address),
        await ctx.site.request("/contact", formPost(message), address),
      ]) {
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        await refused.arrayBuffer();
      }
      for (let i = 0; i < 20; i++) {
        const attempt = await ctx.site.request("/api/orders", json("POST", CUSTOMER), address);
        expect(attempt.status).not.toBe(429);
        await attempt.arrayBuffer();
      }
      for (const refused of [
        await ctx.site.request("/api/orders", json("POST", CUSTOMER), address),
        await ctx.site.request("/checkout", formPost(CUSTOMER), address),
      ]) {
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(refused.headers.get("cache-control")).toBe("no-store");
        await refused.arrayBuffer();
      }
    });
  });

  describe("impossible ids in page forms", () => {
    // Ids past 32 bits, or not numbers at all, were a 500 on PostgreSQL: now "not found".
    const BAD_IDS = ["99999999999", "abc", "1e3", "-1", ""];

    it("the cart page answers 404 and keeps the cart", async () => {
      for (const id of BAD_IDS) {
        for (const intent of ["remove", "update"]) {
          const response = await ctx.site.request("/cart", {
            ...formPost({ intent, cartItemId: id, quantity: "2" }),
            headers: { ...formPost({}).headers, cookie: ctx.s.cartCookie },
          });
          expect(response.status, `${intent} ${id}`).toBe(404);
          await response.arrayBuffer();
        }
      }
      const cart = await ctx.site.request("/api/cart", { headers: { cookie: ctx.s.cartCookie } });
      expect((await cart.json()).itemCount).toBeGreaterThan(0);
    });

    it("the owner's product, portfolio and message forms answer 404 and change nothing", async () => {
      const cookie = await ctx.t.login();
      const before = await snapshot(ctx.t);
      const posts: Array<[string, Record<string, string>]> = [];
      for (const id of BAD_IDS) {
        posts.push(["/admin/products", { intent: "delete", id }]);
        posts.push(["/admin/products", { intent: "stock", id, stock: "3" }]);
        posts.push(["/admin/portfolio", { intent: "availability", id, isAvailable: "false" }]);
        posts.push(["/admin/messages", { intent: "read", id, read: "true" }]);
        posts.push(["/admin/messages", { intent: "retry", id }]);
      }
      for (const [path, fields] of posts) {
        const response = await ctx.site.request(path, {
          ...formPost(fields),
          headers: { ...formPost({}).headers, cookie },
        });
        expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(404);
        await response.arrayBuffer();
      }
      // (The write count moves: each signed-in request keeps the owner's session alive.)
      const { writes: _before, ...kept } = before;
      const { writes: _after, ...now } = await snapshot(ctx.t);
      expect(now).toEqual(kept);
    });
  });

  describe("order numbers", () => {
    it("are random 60-bit numbers with no pattern across 200 real orders", {
      timeout: 120_000,
    }, async () => {
      const productId = await addProduct(ctx.t.database.handle.db, {
        name: "Plain Card",
        category: "cards",
        price: 300,
      });
      const numbers: string[] = [ctx.s.orderNumber];
      for (let i = 0; i < 199; i++) {
        const { sessionId } = await ctx.t.services.cart.add(undefined, { productId, quantity: 1 });
        // Each from a buyer of their own: one address holds at most three unpaid orders.
        const buyer = { ...CUSTOMER, email: `buyer-${i}@example.com` };
        const { order } = await ctx.t.services.orders.place(sessionId, buyer);
        numbers.push(order.orderNumber);
      }
      expect(numbers.every((n) => ORDER_NUMBER_PATTERN.test(n))).toBe(true);
      expect(new Set(numbers).size).toBe(200);
      // Not in creation order, and neighbours share nothing but chance.
      expect([...numbers].sort()).not.toEqual(numbers);
      const symbols = (n: string) => n.slice(3).replaceAll("-", "");
      for (let i = 1; i < numbers.length; i++) {
        const a = symbols(numbers[i - 1]!);
        const b = symbols(numbers[i]!);
        const differing = [...a].filter((ch, j) => ch !== b[j]).length;
        expect(differing, `${numbers[i - 1]} → ${numbers[i]}`).toBeGreaterThanOrEqual(4);
      }
      // Every position varies: at least half the alphabet shows up at each of the 12.
      for (let j = 0; j < 12; j++) {
        const seen = new Set(numbers.map((n) => symbols(n)[j]));
        expect(seen.size, `position ${j}`).toBeGreaterThanOrEqual(16);
      }
    });

    it("use all 32 symbols evenly at every position (60 bits)", () => {
      const samples = 20_000;
      const counts = Array.from({ length: 12 }, () => new Map<string, number>());
      for (let i = 0; i < samples; i++) {
        const n = newOrderNumber();
        const symbols = n.slice(3).replaceAll("-", "");
        for (let j = 0; j < 12; j++) {
          counts[j]!.set(symbols[j]!, (counts[j]!.get(symbols[j]!) ?? 0) + 1);
        }
      }
      const expected = samples / 32;
      for (const [j, count] of counts.entries()) {
        expect(count.size, `position ${j}`).toBe(32);
        for (const [symbol, n] of count) {
          expect(n, `${symbol} at ${j}`).toBeGreaterThan(expected * 0.7);
          expect(n, `${symbol} at ${j}`).toBeLessThan(expected * 1.3);
        }
      }
      // 12 symbols of 5 bits each.
      expect(12 * Math.log2(32)).toBe(60);
    });

    it("give a plain 404 'Order not found' for neighbouring and guessed numbers, leaking nothing", async () => {
      const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
      const real = ctx.s.orderNumber;
      const guesses = new Set<string>();
      for (let i = 3; i < real.length; i++) {
        const ch = real[i]!;
        if (ch === "-") continue;
        const at = alphabet.indexOf(ch);
        for (const step of [1, -1]) {
          const next = alphabet[(at + step + 32) % 32]!;
          guesses.add(`${real.slice(0, i)}${next}${real.slice(i + 1)}`);
        }
      }
      for (const guess of [
        real.toLowerCase(),
        real.replaceAll("-", ""),
        `${real}0`,
        ` ${real}`,
        `${real.slice(0, -1)}%`,
        "EA-%25",
        "EA-____-____-____",
        "EA-0000-0000-0000",
        "1",
        "' OR '1'='1",
      ]) {
        guesses.add(guess);
      }
      let n = 0;
      // A new address every 25 guesses keeps this test under the lookup limit.
      const address = () => `198.51.100.${100 + Math.floor(n++ / 25)}`;
      for (const guess of guesses) {
        const api = await ctx.site.request(
          `/api/orders/${encodeURIComponent(guess)}`,
          {},
          address(),
        );
        expect(api.status, guess).toBe(404);
        expect(await api.json(), guess).toEqual({ message: "Order not found" });
        const page = await ctx.site.request(
          `/checkout/success/${encodeURIComponent(guess)}`,
          {},
          address(),
        );
        expect(page.status, guess).toBe(404);
        const html = await page.text();
        expect(html, guess).toContain("Order not found");
        const secrets = [PRIVATE.email, PRIVATE.lastName];
        if (!guess.includes(real)) secrets.push(real);
        for (const secret of secrets) expect(html, guess).not.toContain(secret);
      }
      // The real number does show the order; its customer only to the buyer (decision 017).
      const found = await ctx.site.request(`/api/orders/${real}`, {}, "198.51.100.99");
      expect(found.status).toBe(200);
      const shown = await found.text();
      expect(JSON.parse(shown).orderNumber).toBe(real);
      for (const secret of [PRIVATE.email, PRIVATE.lastName]) expect(shown).not.toContain(secret);
      const own = await ctx.site.request(
        `/api/orders/${real}`,
        { headers: { cookie: ctx.s.buyerCookie } },
        "198.51.100.99",
      );
      expect((await own.json()).customer.email).toBe(PRIVATE.email);
    });

    it("are rate-limited: the 31st lookup in a minute is 429, for the API and the page, whatever the headers say", async () => {
      const address = "198.51.100.80";
      for (let i = 0; i < 30; i++) {
        const response = await ctx.site.request(
          `/api/orders/${newOrderNumber()}`,
          { headers: spoofedAddressHeaders() },
          address,
        );
        expect(response.status, `lookup ${i + 1}`).toBe(404);
        await response.arrayBuffer();
      }
      // Even the real number now gets nothing but the refusal.
      for (const url of [
        `/api/orders/${ctx.s.orderNumber}`,
        `/checkout/success/${ctx.s.orderNumber}`,
      ]) {
        const refused = await ctx.site.request(url, { headers: spoofedAddressHeaders() }, address);
        expect(refused.status, url).toBe(429);
        expect(Number(refused.headers.get("retry-after")), url).toBeGreaterThan(0);
        expect(Number(refused.headers.get("retry-after")), url).toBeLessThanOrEqual(60);
        const body = await refused.text();
        expect(body, url).not.toContain(PRIVATE.email);
        if (url.startsWith("/api/")) {
          expect(JSON.parse(body)).toEqual({
            message: "Too many order lookups. Please wait a minute.",
          });
        }
      }
      // Another client is not affected.
      const other = await ctx.site.request(`/api/orders/${ctx.s.orderNumber}`, {}, "198.51.100.81");
      expect(other.status).toBe(200);
    });
  });
});
