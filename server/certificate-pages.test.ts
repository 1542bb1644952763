/**
 * Certificates through their pages, rendered by the real app with the route
 * modules loaded by Vite: `/verify/{code}` confirms a certificate to anyone without the buyer's
 * details (unless they chose to be named) and is rate-limited; an unknown code is a plain 404;
 * the buyer's own page opens from the e-mail's link; the owner's pages issue, print and keep
 * collectors through the same capabilities as the API. Both engines.
 */
import { describe, expect, it } from "vitest";
import { addArtwork, outboxText } from "../testing/fixtures.ts";
import { formPost, servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { type Json, useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";
import { CERTIFICATE_LOOKUP_LIMIT } from "./services/limits.ts";

const pages = servePages();
const SITE = "https://art.example";
/** The first page request compiles the route modules (Vite): slow on a busy machine. */
const SLOW = 90_000;
const BUYER_DETAILS = [
  CUSTOMER.email,
  CUSTOMER.phone,
  CUSTOMER.address,
  CUSTOMER.lastName,
  CUSTOMER.zipCode,
];

/** A form post from the site's own pages (its origin is PUBLIC_URL's). */
function post(fields: Record<string, string>, cookie = ""): RequestInit {
  const init = formPost(fields, cookie);
  return { ...init, headers: { ...(init.headers as Record<string, string>), origin: SITE } };
}

describe.each(DB_KINDS)("certificate pages (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, env: { PUBLIC_URL: SITE } });

  /** A test through the pages: `run` is given the site (slow while Vite compiles the routes). */
  const itOnPages = (name: string, run: (site: ReturnType<typeof pages.site>) => Promise<void>) =>
    it(name, () => run(pages.site(t)), SLOW);

  /** A painting bought and paid for, with the buyer e-mailed: the order, its certificate, the link. */
  async function paidOriginal() {
    const painting = await addArtwork(t.db(), {
      title: "Heron at dusk",
      category: "paintings-drawings",
      is_for_sale: true,
      price: 45_000,
      medium: "Oil on linen",
    });
    const buyer = visitor(t, "203.0.113.80");
    expect((await buyer.add({ artworkId: painting })).status).toBe(201);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    const number = placed.body.orderNumber as string;
    const paid = await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "paid", notifyCustomer: true }),
    );
    expect(paid.status).toBe(200);
    const [certificate] = (await t.owner("/api/admin/certificates")).body as Json[];
    const mail = await outboxText(t.db(), "order-status");
    const link = /https:\/\/art\.example(\/checkout\/success\/\S+\/certificate\/\S+)/.exec(
      mail,
    )![1]!;
    return { number, certificate, link };
  }

  itOnPages(
    "confirms a known code without the buyer's details, and says a plain 404 for an unknown one",
    async (site) => {
      const { number, certificate } = await paidOriginal();
      const page = await site(`/verify/${certificate.code}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`Certificate No. ${certificate.number} is genuine`);
      expect(html).toContain("Heron at dusk");
      expect(html).toContain("Oil on linen");
      for (const secret of [...BUYER_DETAILS, CUSTOMER.firstName, number]) {
        expect(html).not.toContain(secret);
      }
      // Typed in lower case, the code still verifies.
      expect((await site(`/verify/${certificate.code.toLowerCase()}`)).status).toBe(200);
      for (const unknown of ["0000-0000-0000-0000", "not-a-code"]) {
        const missing = await site(`/verify/${unknown}`);
        expect(missing.status).toBe(404);
        expect(await missing.text()).toContain("No certificate with this code");
      }
    },
  );

  itOnPages(
    "opens the buyer's certificate from the e-mail's link only, and names them publicly when they choose",
    async (site) => {
      const { number, certificate, link } = await paidOriginal();
      const page = `/checkout/success/${number}/certificate/${certificate.code}`;
      // The number and code alone open nothing.
      expect((await site(page)).status).toBe(404);
      const opened = await site(link, { redirect: "manual" });
      expect(opened.status).toBe(302);
      expect(opened.headers.get("location")).toBe(page);
      const cookie = opened.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const own = await site(page, { headers: { cookie } });
      expect(own.status).toBe(200);
      const html = await own.text();
      expect(html).toContain("Certificate of Authenticity");
      expect(html).toContain("Ada Lovelace");
      expect(html).toContain(`${SITE}/verify/${certificate.code}`);
      // Named by their own choice: the public page shows the name, never the contact details.
      const chose = await site(SITE + page, post({ named: "true" }, cookie));
      expect(chose.status).toBe(200);
      const verified = await (await site(`/verify/${certificate.code}`)).text();
      expect(verified).toContain("Ada Lovelace");
      for (const secret of BUYER_DETAILS.filter((s) => s !== CUSTOMER.lastName)) {
        expect(verified).not.toContain(secret);
      }
      // A stranger cannot choose for the buyer.
      expect((await site(SITE + page, post({ named: "false" }))).status).toBe(404);
    },
  );

  itOnPages("limits look-ups per client: past the limit a 429 with Retry-After", async (site) => {
    for (let i = 0; i < CERTIFICATE_LOOKUP_LIMIT; i++) {
      const answer = await site("/verify/0000-0000-0000-0000");
      expect(answer.status).toBe(404);
      await answer.arrayBuffer();
    }
    const refused = await site("/verify/0000-0000-0000-0000");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many codes looked up. Please wait a minute.");
  });

  itOnPages(
    "lets the owner issue, print and keep collectors through the pages, as the API reads them",
    async (site) => {
      const { number, certificate } = await paidOriginal();
      const work = await addArtwork(t.db(), { title: "Sold at the fair", category: "ceramics" });
      const issued = await site(
        `${SITE}/admin/certificates`,
        post(
          { intent: "certificate-issue", artworkId: String(work), soldOn: "2025-05-17" },
          t.cookie,
        ),
      );
      expect(issued.status).toBe(200);
      const refused = await site(
        `${SITE}/admin/certificates`,
        post({ intent: "certificate-issue", artworkId: String(work), soldOn: "" }, t.cookie),
      );
      expect(refused.status).toBe(400);
      expect((await t.owner("/api/admin/certificates")).body).toHaveLength(2);
      const order = await (
        await site(`/admin/orders/${number}`, { headers: { cookie: t.cookie } })
      ).text();
      expect(order).toContain(`/admin/certificates/${certificate.number}`);
      const print = await site(`/admin/certificates/${certificate.number}`, {
        headers: { cookie: t.cookie },
      });
      expect(print.status).toBe(200);
      expect(await print.text()).toContain("Ada Lovelace");
      const [ada] = (await t.owner("/api/admin/collectors")).body as Json[];
      const noted = await site(
        `${SITE}/admin/collectors`,
        post({ intent: "collector-notes", id: String(ada.id), notes: "Prefers blue" }, t.cookie),
      );
      expect(noted.status).toBe(200);
      const added = await site(
        `${SITE}/admin/collectors`,
        post({ intent: "collector-add", name: "Grace", email: "grace@example.com" }, t.cookie),
      );
      expect(added.status).toBe(200);
      const collectors = (await t.owner("/api/admin/collectors")).body as Json[];
      expect(collectors.map((c) => [c.email, c.notes])).toEqual([
        [CUSTOMER.email, "Prefers blue"],
        ["grace@example.com", ""],
      ]);
      const listed = await (
        await site("/admin/collectors", { headers: { cookie: t.cookie } })
      ).text();
      expect(listed).toContain("Heron at dusk");
      // No public page carries a collector.
      for (const path of ["/", "/portfolio/paintings-drawings", `/verify/${certificate.code}`]) {
        const text = await (await site(path)).text();
        for (const secret of [CUSTOMER.email, "grace@example.com", "Prefers blue"])
          expect(text).not.toContain(secret);
      }
    },
  );
});
