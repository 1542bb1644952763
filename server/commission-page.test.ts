/**
 * A commission's private page (`/commissions/{id}`) opens from the acknowledgement e-mail's keyed
 * link as an order's page does (decision 017): the key becomes the access cookie and the address
 * loses it. Rendered through the real Hono app with the run's build of the pages, so the page
 * parameters (core/page-params.ts) are those a visitor's request meets.
 */
import { describe, expect, it } from "vitest";
import { commissionForm, REQUEST } from "../testing/commissions.ts";
import { servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const SITE = "http://localhost";

const { site: siteOf } = servePages();

/** The `easel_orders=…` pair a response set, if any. */
const accessCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((cookie) => cookie.startsWith("easel_orders="));

describe.each(DB_KINDS)("a commission's page (%s)", (kind) => {
  const t = useTestApp(kind, { env: { PUBLIC_URL: SITE } });

  /** A request posted through the page's form (no photos), and the link its e-mail carries. */
  async function requestThroughThePage(
    site: ReturnType<typeof siteOf>,
    email: string,
    address: string,
  ) {
    const posted = await site(
      "/commissions",
      {
        ...commissionForm({ ...REQUEST, email }, []),
        headers: { origin: SITE },
      },
      address,
    );
    expect(posted.status).toBe(302);
    const id = Number(/^\/commissions\/(\d+)$/.exec(posted.headers.get("location")!)![1]);
    const mail = await t.database.handle.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("kind", "=", "commission-received")
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    const link = /Your commission's page: (\S+)/.exec(mail.text_body)![1]!;
    expect(link).toMatch(new RegExp(`^${SITE}/commissions/${id}\\?key=[A-Za-z0-9_-]{43}$`));
    return { id, link };
  }

  it("opens from the acknowledgement e-mail's link in a fresh browser, then at the clean address", async () => {
    const site = siteOf(t);
    const { id, link } = await requestThroughThePage(site, "grace@example.com", "203.0.113.80");

    const followed = await site(link.slice(SITE.length), {}, "198.51.100.30");
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe(`/commissions/${id}`);
    const cookie = accessCookie(followed)!;
    expect(cookie).toMatch(/^easel_orders=[A-Za-z0-9_-]{43}$/);
    expect(followed.headers.getSetCookie()[0]).toMatch(/; HttpOnly; SameSite=Lax$/);

    const opened = await site(`/commissions/${id}`, { headers: { cookie } }, "198.51.100.30");
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain(`Pet portrait commission C-${id}`);
    expect(html).toContain(REQUEST.description);
    // The key never reaches the log.
    const key = new URL(link).searchParams.get("key")!;
    expect(JSON.stringify(t.logs)).not.toContain(key);
  });

  it("opens nothing for a wrong key or another commission's key", async () => {
    const site = siteOf(t);
    const { id } = await requestThroughThePage(site, "grace@example.com", "203.0.113.81");
    const other = await requestThroughThePage(site, "ada@example.com", "203.0.113.82");
    const otherKey = new URL(other.link).searchParams.get("key")!;
    for (const key of [otherKey, "A".repeat(43), "short"]) {
      const response = await site(`/commissions/${id}?key=${key}`, {}, "198.51.100.41");
      expect(response.status, key).toBe(404);
      expect(accessCookie(response), key).toBeUndefined();
      const html = await response.text();
      expect(html, key).toContain("Commission not found");
      expect(html, key).not.toContain(REQUEST.description);
    }
  });

  it("refuses a request whose body is not a well-formed form with 400 through the page, as the API does", async () => {
    const site = siteOf(t);
    for (const type of ["multipart/form-data; boundary=xyz", "multipart/form-data", "text/plain"]) {
      const response = await site("/commissions", {
        method: "POST",
        headers: { origin: SITE, "content-type": type },
        body: "not a form",
      });
      expect(response.status, type).toBe(400);
      expect(await response.text(), type).toContain(
        "The request is not well-formed multipart/form-data",
      );
    }
    const api = await site("/api/commissions", {
      method: "POST",
      headers: { origin: SITE, "content-type": "multipart/form-data; boundary=xyz" },
      body: "not a form",
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      message: "The request is not well-formed multipart/form-data",
    });
    expect(await t.database.handle.db.selectFrom("commissions").selectAll().execute()).toEqual([]);
  });
});
