/**
 * The order's page (`/checkout/success/{number}`) shows the buyer's name, e-mail, phone and
 * address only to the browser that placed the order or followed an e-mail's keyed link
 * (decision 017), rendered through the real Hono app with the run's build of the pages (page
 * replay included).
 */
import { describe, expect, it } from "vitest";
import { addSnapPack } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { DEMO_TAX, useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";

const SITE = "http://localhost";
const SECRETS = [CUSTOMER.email, CUSTOMER.address, CUSTOMER.lastName, CUSTOMER.phone];
const HIDDEN_NOTE = "The name and delivery address are hidden";

const { site: siteOf } = servePages();

/** The first `name=value` of a response's Set-Cookie headers for `name`. */
const setCookie = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith(`${name}=`));

describe.each(DB_KINDS)("the order's page (%s)", (kind) => {
  const t = useTestApp(kind, { env: { PUBLIC_URL: SITE }, store: DEMO_TAX });

  /** A browser that placed an order through the checkout page's form, and its cookies. */
  async function placeThroughThePage(site: ReturnType<typeof siteOf>) {
    const snap = await addSnapPack(t.database.handle.db);
    const v = visitor(t);
    await v.add({ productId: snap });
    const placed = await site("/checkout", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: SITE,
        cookie: v.cookie,
      },
      body: new URLSearchParams(CUSTOMER),
    });
    expect(placed.status).toBe(302);
    const location = placed.headers.get("location")!;
    const orderNumber = /\/checkout\/success\/([A-Z0-9-]+)\?placed=1$/.exec(location)![1]!;
    const orders = setCookie(placed, "easel_orders");
    expect(orders).toMatch(/^easel_orders=[A-Za-z0-9_-]{43}$/);
    const cookie = `${v.cookie}; ${orders}`;
    return { orderNumber, cookie };
  }

  it("shows the details to the placing browser only, also after it has viewed the page", async () => {
    const site = siteOf(t);
    const { orderNumber, cookie } = await placeThroughThePage(site);
    const page = `/checkout/success/${orderNumber}`;

    for (let round = 0; round < 2; round++) {
      // The buyer, from the checkout's redirect and again later.
      for (const url of [`${page}?placed=1`, page, `${page}.data`]) {
        const own = await site(url, { headers: { cookie } });
        expect(own.status, url).toBe(200);
        const html = await own.text();
        for (const secret of SECRETS) expect(html, url).toContain(secret);
      }
      // Someone else with the number, with and without a cart of their own.
      const stranger = visitor(t, "198.51.100.20");
      await stranger.add({
        productId: (
          await t.database.handle.db.selectFrom("products").select("id").executeTakeFirstOrThrow()
        ).id,
      });
      for (const headers of [{}, { cookie: stranger.cookie }] as Array<Record<string, string>>) {
        for (const url of [page, `${page}.data`]) {
          const other = await site(url, { headers }, "198.51.100.20");
          expect(other.status, url).toBe(200);
          const html = await other.text();
          expect(html, url).toContain("Snap-Cat");
          if (!url.endsWith(".data")) {
            // The status, the lines and the total, and why the rest is not there.
            expect(html, url).toContain("Pending");
            expect(html, url).toMatch(/Total.*£21\.59/s);
            expect(html, url).toContain(HIDDEN_NOTE);
          }
          for (const secret of [...SECRETS, CUSTOMER.firstName]) {
            expect(html, `${url}: ${secret}`).not.toContain(secret);
          }
        }
      }
    }
  });

  it("opens the details from the confirmation e-mail's link in a fresh browser, then at the clean address", async () => {
    const site = siteOf(t);
    const { orderNumber } = await placeThroughThePage(site);
    const mail = await t.database.handle.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("kind", "=", "order-confirmation")
      .executeTakeFirstOrThrow();
    const link = /View your order: (\S+)/.exec(mail.text_body)![1]!;
    expect(link).toMatch(
      new RegExp(`^${SITE}/checkout/success/${orderNumber}\\?key=[A-Za-z0-9_-]{43}$`),
    );

    const followed = await site(link.slice(SITE.length), {}, "198.51.100.30");
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe(`/checkout/success/${orderNumber}`);
    const orders = setCookie(followed, "easel_orders")!;
    expect(followed.headers.getSetCookie()[0]).toMatch(/; HttpOnly; SameSite=Lax$/);
    const opened = await site(`/checkout/success/${orderNumber}`, { headers: { cookie: orders } });
    const html = await opened.text();
    for (const secret of SECRETS) expect(html).toContain(secret);
    // The key never reaches the log.
    const key = new URL(link).searchParams.get("key")!;
    expect(JSON.stringify(t.logs)).not.toContain(key);
  });

  it("shows nothing of the buyer for a wrong key, another order's key or an order without keys", async () => {
    const site = siteOf(t);
    const { orderNumber } = await placeThroughThePage(site);
    const other = await visitor(t, "198.51.100.40");
    await other.add({
      productId: (
        await t.database.handle.db.selectFrom("products").select("id").executeTakeFirstOrThrow()
      ).id,
    });
    const second = await other.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, email: "g@example.com" }),
    );
    const otherKey = /easel_orders=([^;]+)/.exec(other.cookie)![1]!;
    expect(second.status).toBe(201);
    for (const key of [otherKey, "A".repeat(43), "short"]) {
      const response = await site(
        `/checkout/success/${orderNumber}?key=${key}`,
        {},
        "198.51.100.41",
      );
      expect(response.status, key).toBe(200);
      expect(setCookie(response, "easel_orders"), key).toBeUndefined();
      const html = await response.text();
      expect(html).toContain("The link you followed does not match this order");
      for (const secret of SECRETS) expect(html, key).not.toContain(secret);
    }
    // An order from before migration 008 has no keys: hidden even from the browser that placed it.
    await t.database.handle.db
      .updateTable("orders")
      .set({ access_key_hashes: null })
      .where("order_number", "=", second.body.orderNumber)
      .execute();
    const old = await site(`/checkout/success/${second.body.orderNumber}`, {
      headers: { cookie: other.cookie },
    });
    const html = await old.text();
    expect(html).toContain(HIDDEN_NOTE);
    expect(html).not.toContain("g@example.com");
  });
});
