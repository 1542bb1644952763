/**
 * The admin pages' forms through the page door, as a browser without JavaScript posts
 * them: Settings, Home page, Messages, the orders, an order and the sign-in are intent tables that
 * hand the parsed form to the capability unchanged. So a section saved through its form is what the API
 * reads back, the same bad input gets the same status and message through either door, and an
 * intent a page does not have is the same 400 everywhere. Runs on both engines.
 */
import { describe, expect, it } from "vitest";
import { formInput } from "#core/form-input.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { addArtwork } from "../testing/fixtures.ts";
import { formFields, formPost, servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";

const pages = servePages();

const form = formPost;

/** The first page request compiles the route modules (Vite): slow on a busy machine. */
const SLOW = 90_000;

/** The profile the form saves: another name, an address, the links in another order. */
const PROFILE = {
  ...DEFAULT_PROFILE,
  artistName: "Ada Painter",
  businessAddress: "1 Quay Street\nBristol BS1 4DJ",
  social: DEFAULT_PROFILE.social.toReversed(),
};

describe.each(DB_KINDS)("the admin pages' forms (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it(
    "saves each settings section from its form as the API then reads it",
    async () => {
      const site = pages.site(t);
      const sections: Array<Record<string, string>> = [
        {
          intent: "profile",
          ...formFields(PROFILE, "profile"),
          // A text area's lines as a browser posts them.
          "profile.businessAddress": "1 Quay Street\r\nBristol BS1 4DJ",
        },
        {
          intent: "about",
          biography: "First paragraph.\r\n\r\n  Second paragraph.  \r\n",
          portraitUrl: "",
          portraitAlt: "",
          studioUrl: "",
          studioAlt: "",
          "quote.text": "",
          "quote.href": "",
        },
        { intent: "payment", paymentInstructions: "Pay by bank transfer." },
        {
          intent: "store",
          "store.currency": "EUR",
          "store.homeCountry": "fr",
          "store.taxRate": "7.5",
          "store.shippingFee": "4.50",
          "store.freeShippingThreshold": "",
          "store.zones.europe.fee": "9",
          "store.zones.europe.freeShippingThreshold": "100",
          "store.zones.world.fee": "20.00",
          "store.zones.world.freeShippingThreshold": "",
          "store.originalShipping.home": "15",
          "store.originalShipping.europe": "35",
          "store.originalShipping.world": "60",
          "store.payWithinDays": "14",
          "store.maxOriginalsPerOrder": "3",
          "store.charityStatement": "",
        },
        { intent: "legal", "legal.terms": "## Terms\r\n\r\nBe kind." },
      ];
      for (const fields of sections) {
        const response = await site("/admin/settings", form(fields, t.cookie));
        expect(response.status, fields.intent).toBe(200);
        await response.arrayBuffer();
      }
      const saved = (await t.owner("/api/admin/settings")).body;
      expect(saved.profile).toEqual(PROFILE);
      expect(saved).toMatchObject({
        biography: ["First paragraph.", "Second paragraph."],
        portraitUrl: null,
        studioUrl: null,
        quote: null,
        paymentInstructions: "Pay by bank transfer.",
        legal: { terms: "## Terms\n\nBe kind." },
        store: {
          currency: "EUR",
          homeCountry: "FR",
          taxRate: "7.5",
          shippingFee: "4.50",
          freeShippingThreshold: "",
          payWithinDays: 14,
          maxOriginalsPerOrder: 3,
          charityStatement: "",
        },
      });
    },
    SLOW,
  );

  it(
    "a section saved without JavaScript comes back to the page, which says it once",
    async () => {
      const site = pages.site(t);
      const posted = await site(
        "/admin/settings",
        form(
          {
            intent: "payment",
            paymentInstructions: "Pay by bank transfer.",
            backTo: "/admin/settings",
          },
          t.cookie,
        ),
      );
      expect(posted.status).toBe(303);
      expect(posted.headers.get("location")).toBe("/admin/settings");
      const flash = posted.headers
        .getSetCookie()
        .map((set) => set.split(";")[0]!)
        .find((pair) => pair.startsWith("easel_flash="));
      expect(flash).toBeTruthy();
      const page = await site("/admin/settings", { headers: { cookie: `${t.cookie}; ${flash}` } });
      const html = await page.text();
      expect(html).toContain("Payment instructions saved");
      expect(html).not.toContain("Profile saved");
      expect(page.headers.getSetCookie().some((set) => /^easel_flash=;.*Max-Age=0/.test(set))).toBe(
        true,
      );
      expect((await t.owner("/api/admin/settings")).body.paymentInstructions).toBe(
        "Pay by bank transfer.",
      );
      // A refusal is not sent away: the page answers it, beside the field.
      const refused = await site(
        "/admin/settings",
        form({ intent: "profile", "profile.email": "x", backTo: "/admin/settings" }, t.cookie),
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Enter a valid e-mail address");
    },
    SLOW,
  );

  it.each([
    [{ intent: "store", "store.taxRate": "abc" }, { store: { taxRate: "abc" } }],
    [{ intent: "profile", "profile.email": "x" }, { profile: { email: "x" } }],
    [{ intent: "about", biography: " \n\n " }, { biography: " \n\n " }],
    [{ intent: "about", "quote.text": "", "quote.href": "https://example.com/post" }, null],
    [{ intent: "about", portraitUrl: "https://evil.example/x.png" }, null],
  ])(
    "refuses %o through the settings page as the API refuses it",
    async (fields, body) => {
      const site = pages.site(t);
      const before = (await t.owner("/api/admin/settings")).body;
      const input = body ?? formInput(new URLSearchParams(fields));
      const api = await t.owner("/api/admin/settings", json("PATCH", input));
      const page = await site("/admin/settings", form(fields, t.cookie));
      expect(api.status).toBe(400);
      expect(page.status).toBe(400);
      const message = String(api.body.message);
      expect(message).not.toBe("");
      expect(await page.text()).toContain(escapeHtml(message));
      expect((await t.owner("/api/admin/settings")).body).toEqual(before);
    },
    SLOW,
  );

  it(
    "Settings → Back up now goes to the off-site backup the API starts: off here, both refuse alike",
    async () => {
      const site = pages.site(t);
      const api = await t.owner("/api/admin/backups/offsite", { method: "POST" });
      const page = await site("/admin/settings", form({ intent: "offsite-backup" }, t.cookie));
      expect(api.status).toBe(409);
      expect(page.status).toBe(409);
      expect(api.body.message).toMatch(/^Off-site backups are not set up: set BACKUP_S3_URL/);
      expect(await page.text()).toContain(escapeHtml(String(api.body.message)));
    },
    SLOW,
  );

  it(
    "an unknown intent is the same 400 on every admin page with an action",
    async () => {
      const site = pages.site(t);
      for (const path of [
        "/admin/settings",
        "/admin/home",
        "/admin/messages",
        "/admin/orders",
        "/admin/orders/123456",
        "/admin/login",
      ]) {
        // The sign-in page is for a visitor: a signed-in owner is sent on to the admin.
        const cookie = path === "/admin/login" ? "" : t.cookie;
        const response = await site(path, form({ intent: "explode", id: "1" }, cookie));
        expect(response.status, path).toBe(400);
        expect(await response.text(), path).toContain("Unknown action");
      }
    },
    SLOW,
  );

  it(
    "releases an original an unpaid order holds from the orders page, and says so on the page",
    async () => {
      const site = pages.site(t);
      const heron = await addArtwork(t.db(), {
        title: "Heron",
        category: "paintings-drawings",
        is_for_sale: true,
        price: 50_000,
      });
      const buyer = visitor(t, "203.0.113.140");
      expect((await buyer.add({ artworkId: heron })).status).toBe(201);
      const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
      const release = {
        intent: "release",
        orderNumber: placed.body.orderNumber,
        artworkId: `${heron}`,
      };
      const page = await site("/admin/orders", form(release, t.cookie));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Heron released: it is back on sale.");
      expect((await t.owner("/api/admin/orders/originals-on-hold")).body).toEqual([]);
      // Again: the API's refusal, on the page.
      const again = await site("/admin/orders", form(release, t.cookie));
      expect(again.status).toBe(409);
      expect(await again.text()).toContain(
        escapeHtml(`Heron was already released from order ${placed.body.orderNumber}`),
      );
    },
    SLOW,
  );

  it(
    "adds a testimonial hidden when its form says so, and publishes it from its switch",
    async () => {
      const site = pages.site(t);
      const fields = {
        intent: "testimonial-create",
        quote: "The heron print lights up our hallway.",
        author: "Jo Marsh",
        location: "",
        isPublished: "false",
      };
      expect((await site("/admin/home", form(fields, t.cookie))).status).toBe(200);
      const list = async () =>
        (await t.owner("/api/admin/testimonials")).body as Array<{
          id: number;
          author: string;
          isPublished: boolean;
          location: string | null;
        }>;
      const added = (await list()).find((testimonial) => testimonial.author === "Jo Marsh");
      expect(added).toMatchObject({ isPublished: false, location: null });
      const publish = { intent: "testimonial-publish", id: String(added!.id), isPublished: "true" };
      expect((await site("/admin/home", form(publish, t.cookie))).status).toBe(200);
      expect((await list()).find((testimonial) => testimonial.id === added!.id)).toMatchObject({
        isPublished: true,
      });
    },
    SLOW,
  );
});

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}
