/**
 * Visits counted without cookies (PRODUCT.md §6, Statistics), through the whole site (pages and
 * API) on both engines, with the clock moved: one visitor a day per client and browser, no bots,
 * owner or opted-out visitors, the source of a visit carried to its order, and the API's ranges.
 */
import { expect, it } from "vitest";
import { addProduct } from "../../../testing/fixtures.ts";
import { servePages } from "../../../testing/page-site.ts";
import { json } from "../../../testing/test-app.ts";
import { describeApp, type Json } from "../../../testing/use-test-app.ts";
import { CUSTOMER } from "../../../testing/visitor.ts";
import { visitKey } from "../../services/stats.ts";
import { createStatsCounter, LIMITS, OTHER } from "../../services/stats-counter.ts";
import { RAW_DAYS } from "../../services/stats-store.ts";

const pages = servePages();

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
/** What a browser sends with a navigation (every current browser sends Sec-Fetch-*). */
const browsing = (userAgent = CHROME, more: Record<string, string> = {}) => ({
  headers: {
    "user-agent": userAgent,
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "document",
    ...more,
  },
});

const DAY = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

describeApp("visit statistics", { owner: true }, (t) => {
  const stats = async (query = "") => {
    await t.services.stats.counter.flush();
    const answer = await t.owner(`/api/admin/stats${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Json;
  };
  const viewRows = () => t.db().selectFrom("stats_views").selectAll().execute();

  it("is owner only", async () => {
    expect((await t.request("/api/admin/stats")).status).toBe(401);
    expect((await t.request("/api/admin/stats/export.csv")).status).toBe(401);
  });

  it("counts a client and browser once a day, and again the next day; loopback counts", async () => {
    const site = pages.site(t);
    const start = Date.parse("2026-03-10T10:00:00Z");
    t.clock.set(new Date(start));
    expect((await site("/", browsing(), "127.0.0.1")).status).toBe(200);
    expect((await site("/shop", browsing(), "127.0.0.1")).status).toBe(200);
    // Another browser on the same address is another visitor.
    expect((await site("/", browsing(IPHONE), "127.0.0.1")).status).toBe(200);
    // Views are written in batches: nothing yet.
    expect(await viewRows()).toHaveLength(0);
    // Counting is no change visitors are shown: the replayed pages stay.
    const version = t.services.database.writes.version;
    await t.services.stats.counter.flush();
    expect(await viewRows()).toHaveLength(3);
    expect(t.services.database.writes.version).toBe(version);
    t.clock.set(new Date(start + DAY));
    expect((await site("/shop", browsing(), "127.0.0.1")).status).toBe(200);

    const body = await stats(`?from=${dayOf(start)}&to=${dayOf(start + DAY)}`);
    expect(body.days).toEqual([
      { date: "2026-03-10", visitors: 2, pageviews: 3 },
      { date: "2026-03-11", visitors: 1, pageviews: 1 },
    ]);
    expect(body).toMatchObject({ visitors: 3, pageviews: 4 });
    expect(body.pages).toEqual([
      { name: "/", visitors: 2, pageviews: 2 },
      { name: "/shop", visitors: 2, pageviews: 2 },
    ]);
    expect(body.entries).toEqual([
      { name: "/", visitors: 2, pageviews: 2 },
      { name: "/shop", visitors: 1, pageviews: 1 },
    ]);
    expect(body.devices).toEqual([
      { name: "desktop", visitors: 2, pageviews: 3 },
      { name: "phone", visitors: 1, pageviews: 1 },
    ]);
    expect(body.sources).toEqual([{ name: "direct", visitors: 3, pageviews: 4 }]);
    // The database never sees the address or the user agent, and only today's salt is left.
    const stored = JSON.stringify(await viewRows());
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("Chrome");
    const salts = await t.db().selectFrom("stats_salts").select("day").execute();
    expect(salts).toEqual([{ day: "2026-03-11" }]);
  });

  it("does not count bots, the owner, Sec-GPC or DNT, data loads, admin pages or missing pages", async () => {
    const site = pages.site(t);
    const send = async (path: string, init: RequestInit, status = 200) =>
      expect((await site(path, init, "198.51.100.7")).status).toBe(status);
    await send(
      "/",
      browsing("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
    );
    await send("/", browsing("curl/8.5.0"));
    await send("/", browsing(""));
    await send("/", browsing(CHROME, { cookie: t.cookie }));
    await send("/admin", browsing(CHROME, { cookie: t.cookie }));
    await send("/", browsing(CHROME, { "sec-gpc": "1" }));
    await send("/", browsing(CHROME, { dnt: "1" }));
    await send("/shop.data", { headers: { "user-agent": CHROME } });
    await send("/", browsing(CHROME, { "sec-purpose": "prefetch" }));
    await send("/no-such-page", browsing(), 404);
    const body = await stats();
    expect(body).toMatchObject({ visitors: 0, pageviews: 0 });
    expect(await viewRows()).toHaveLength(0);
  });

  it("counts a request without navigation headers only once its client loads the page's files", async () => {
    const site = pages.site(t);
    const plain = { headers: { "user-agent": CHROME } };
    const now = Date.now();
    t.clock.set(new Date(now));
    await site("/", plain, "198.51.100.20"); // never loads anything: a script
    await site("/shop", plain, "198.51.100.21");
    await site("/assets/anything.js", plain, "198.51.100.21");
    await t.services.stats.counter.flush();
    expect(await viewRows()).toHaveLength(1);
    t.clock.set(new Date(now + LIMITS.holdMs + 1));
    const body = await stats();
    expect(body.pages).toEqual([{ name: "/shop", visitors: 1, pageviews: 1 }]);
    expect(t.services.stats.counter.waiting).toBe(false);
  });

  it("ties a visit from an Instagram campaign to its order and revenue", async () => {
    const site = pages.site(t);
    const address = "203.0.113.55";
    const entry = "/shop?utm_source=instagram&utm_medium=social&utm_campaign=spring";
    const referred = browsing(CHROME, { referer: "https://l.instagram.com/" });
    expect((await site(entry, referred, address)).status).toBe(200);
    expect(
      (await site("/about", browsing(CHROME, { referer: "http://localhost/shop" }), address))
        .status,
    ).toBe(200);
    // A second visitor from Instagram who does not buy, and one from nowhere.
    await site("/?igshid=abc", browsing(IPHONE), "203.0.113.56");
    await site("/", browsing(), "203.0.113.57");

    const mug = await addProduct(t.db(), {
      name: "Mug",
      category: "snap-cards",
      price: 6400,
      stock: 5,
    });
    const ua = { "user-agent": CHROME };
    const added = await site(
      "/api/cart/add",
      json("POST", { productId: mug, quantity: 1 }, ua),
      address,
    );
    expect(added.status).toBe(201);
    const cart = (added.headers.get("set-cookie") ?? "").split(";")[0]!;
    // The order is placed before the views were written: the visit is found among those waiting.
    const placed = await site(
      "/api/orders",
      json("POST", CUSTOMER, { ...ua, cookie: cart }),
      address,
    );
    expect(placed.status).toBe(201);
    const { orderNumber, total } = (await placed.json()) as { orderNumber: string; total: string };
    const row = await t
      .db()
      .selectFrom("orders")
      .select(["visit_source", "visit_medium", "visit_campaign"])
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      visit_source: "instagram",
      visit_medium: "social",
      visit_campaign: "spring",
    });

    // Unpaid orders are not revenue yet.
    expect((await stats()).orders).toEqual({ count: 0, revenue: "0.00", bySource: [] });
    const paid = await t.owner(
      `/api/admin/orders/${orderNumber}`,
      json("PATCH", { status: "paid" }),
    );
    expect(paid.status).toBe(200);

    const body = await stats();
    expect(body.sources).toEqual([
      { name: "instagram", visitors: 2, pageviews: 3 },
      { name: "direct", visitors: 1, pageviews: 1 },
    ]);
    expect(body.campaigns).toEqual([{ name: "spring", visitors: 1, pageviews: 2 }]);
    expect(body.orders).toEqual({
      count: 1,
      revenue: total,
      bySource: [{ source: "instagram", visitors: 2, orders: 1, revenue: total }],
    });
    // Filtering by the campaign narrows every list.
    const spring = await stats("?campaign=spring");
    expect(spring).toMatchObject({ visitors: 1, pageviews: 2 });
    expect(spring.pages.map((page: { name: string }) => page.name).sort()).toEqual([
      "/about",
      "/shop",
    ]);
    expect(spring.orders.count).toBe(1);

    const csv = await t.request("/api/admin/stats/export.csv", { headers: { cookie: t.cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe('"kind","name","visitors","pageviews","orders","revenue"');
    expect(lines).toContain(`"orders","instagram","2","","1","${total}"`);
  });

  it("bounds what a flood of fake sources keeps: the rest count as (other)", async () => {
    const site = pages.site(t);
    const extra = 5;
    for (let i = 0; i < LIMITS.keys + extra; i++) {
      await site(`/?utm_source=fake${i}`, browsing(`${CHROME} x${i}`), "192.0.2.9");
    }
    const body = await stats();
    expect(body.visitors).toBe(LIMITS.keys + extra);
    const sources = await t.db().selectFrom("stats_views").select("source").distinct().execute();
    expect(sources).toHaveLength(LIMITS.keys + 1);
    expect(body.sources.find((s: { name: string }) => s.name === OTHER)).toEqual({
      name: OTHER,
      visitors: extra,
      pageviews: extra,
    });
  });

  it("rolls raw views older than 30 days into daily figures with the same totals", async () => {
    const site = pages.site(t);
    const old = Date.parse("2026-01-05T12:00:00Z");
    t.clock.set(new Date(old));
    await site("/", browsing(), "203.0.113.80");
    await site("/shop", browsing(), "203.0.113.80");
    await site("/?utm_source=newsletter&utm_campaign=jan", browsing(IPHONE), "203.0.113.81");
    const range = "?from=2026-01-05&to=2026-01-05";
    const before = await stats(range);
    t.clock.set(new Date(old + (RAW_DAYS + 1) * DAY));
    expect(await t.services.stats.rollUp()).toEqual(["2026-01-05"]);
    expect(await viewRows()).toHaveLength(0);
    const after = await stats(range);
    for (const key of [
      "visitors",
      "pageviews",
      "days",
      "pages",
      "entries",
      "sources",
      "campaigns",
      "devices",
    ]) {
      expect(after[key], key).toEqual(before[key]);
    }
    expect(await t.services.stats.rollUp()).toEqual([]);
  });

  it("writes what waits on a clean stop, and processes sharing a database share the day's salt", async () => {
    const view = (at: number) => ({
      at,
      key: visitKey("203.0.113.90", CHROME),
      userAgent: CHROME,
      url: "http://localhost/shop",
      referrer: null,
      origin: "http://localhost",
      navigate: true,
    });
    const now = Date.now();
    // Two processes' counters on one database (as two servers on PostgreSQL are).
    const counters = [0, 1].map(() =>
      createStatsCounter({
        db: t.db(),
        relaxed: t.services.database.relaxed,
        clock: t.clock,
        logger: t.services.logger,
      }),
    );
    for (const counter of counters) {
      counter.start(60_000);
      counter.view(view(now));
    }
    expect(await viewRows()).toHaveLength(0);
    for (const counter of counters) await counter.stop();
    const rows = await viewRows();
    expect(rows).toHaveLength(2);
    expect(String(rows[0]!.visitor)).toBe(String(rows[1]!.visitor));
    expect((await stats()).visitors).toBe(1);
  });

  it("refuses a malformed date, a to before from and more than five years", async () => {
    for (const query of [
      "?from=2026-02-30&to=2026-03-01",
      "?from=last-week",
      "?from=2026-03-02&to=2026-03-01",
      "?from=2020-01-01&to=2026-01-01",
    ]) {
      const answer = await t.owner(`/api/admin/stats${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(/YYYY-MM-DD|calendar|before|five years/);
    }
    // Written right but not a day: said so, not how to write a date.
    expect((await t.owner("/api/admin/stats?from=2026-02-30&to=2026-03-01")).body.message).toBe(
      '"from" is not a day in the calendar: 2026-02-30',
    );
  });
});
