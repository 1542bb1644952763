/**
 * The mailing list's link pages as mail clients and scanners reach them: opening a confirmation
 * or unsubscribe link changes nothing; the confirmation page's button confirms; the one-click
 * unsubscribe (RFC 8058) works without cookies, Origin or JavaScript, and an unknown token is
 * answered the same.
 */
import { describe, expect, it } from "vitest";
import { reader, useAudienceSite } from "../testing/audience.ts";
import { audiencePages } from "../testing/audience-pages.ts";
import { servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";

const pages = servePages();
const DAY = 24 * 3600_000;

describe.each(DB_KINDS)("the mailing list's pages (%s)", (kind) => {
  const site = useAudienceSite(kind);
  const { t } = site;
  const { siteOf, post, snapshot } = audiencePages(pages, t, ["subscribers", "subscriber_tokens"]);

  it("signs up through the /subscribe page without JavaScript, answering in the page", async () => {
    const page = siteOf();
    const form = await (await page("/subscribe")).text();
    expect(form).toContain('name="consent"');
    expect(form).toContain("Yes, e-mail me about new work");
    // The page's form is the only sign-up on it: the footer's would repeat its ids and answers.
    expect(form.match(/name="consent"/g)).toHaveLength(1);
    const answer = await page("/subscribe", post({ email: reader("ada"), consent: "on" }));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Please check your inbox");
    expect((await site.subscriber(reader("ada")))!.status).toBe("pending");
    const refused = await page("/subscribe", post({ email: reader("bo") }));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Please tick the box");
  });

  it("confirms by the page's button only: opening the link changes nothing", async () => {
    const page = siteOf();
    await site.subscribe({ email: reader("ada"), consent: true });
    const token = await site.confirmToken(reader("ada"));
    const path = `/subscribe/confirm/${token}`;
    const before = await snapshot();
    for (const method of ["GET", "HEAD"]) {
      const opened = await page(path, { method });
      expect(opened.status).toBe(200);
    }
    const html = await (await page(path)).text();
    expect(html).toContain(">Confirm</button>");
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(await page(`${path}.data`).then((r) => r.status)).toBe(200);
    expect(await snapshot()).toBe(before);

    const confirmed = await page(path, post({ intent: "confirm" }));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You are on the list");
    const row = (await site.subscriber(reader("ada")))!;
    expect(row.status).toBe("confirmed");
    expect(row.confirmed_at).toEqual(expect.any(String));
    expect(row.confirm_address).toBe("203.0.113.10");
    // Single use.
    const again = await page(path, post({ intent: "confirm" }));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This link does not work");
    expect(await (await page(path)).text()).toContain("This link does not work");
  });

  it("says when a link has run out, and sends a new one from there", async () => {
    const page = siteOf();
    await site.subscribe({ email: reader("ada"), consent: true });
    const token = await site.confirmToken(reader("ada"));
    t.clock.set(new Date(Date.now() + 7 * DAY + 60_000));
    const path = `/subscribe/confirm/${token}`;
    const opened = await page(path);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("This link has run out");
    const late = await page(path, post({ intent: "confirm" }));
    expect(late.status).toBe(410);
    expect((await site.subscriber(reader("ada")))!.status).toBe("pending");
    const resent = await page(path, post({ intent: "resend" }));
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain("A new link is on its way");
    expect(await site.confirmations(reader("ada"))).toBe(2);
    const fresh = await site.confirmToken(reader("ada"));
    expect(fresh).not.toBe(token);
    expect((await page(`/subscribe/confirm/${fresh}`, post({ intent: "confirm" }))).status).toBe(
      200,
    );
  });

  it("unsubscribes in one click (RFC 8058) from any origin or none; a GET and an unknown token change nothing", async () => {
    const page = siteOf();
    await site.subscribe({ email: reader("ada"), consent: true });
    await t.db().updateTable("subscribers").set({ status: "confirmed" }).execute();
    const { unsubscribe_token: token } = (await site.subscriber(reader("ada")))!;
    const path = `/unsubscribe/${token}`;
    const before = await snapshot();
    const opened = await page(path);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(">Unsubscribe</button>");
    const unknown = await page("/unsubscribe/not-a-real-token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unknown.status).toBe(200);
    const unknownText = await unknown.text();
    expect(await snapshot()).toBe(before);

    // As a mail provider posts it: a foreign Origin, no cookie, no CSRF token, no JavaScript.
    const oneClick = await page(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.provider.example",
      },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    // The same page whether the token was known or not (the nonce, and the footer form's way back
    // to this very address, aside).
    const same = (html: string) =>
      html.replace(/nonce[-=]"?[A-Za-z0-9+/=_-]+/g, "").replace(/name="backTo" value="[^"]*"/g, "");
    expect(same(await oneClick.text())).toBe(same(unknownText));
    expect(unknownText).toContain("You are unsubscribed");
    const row = (await site.subscriber(reader("ada")))!;
    expect(row.status).toBe("unsubscribed");
    expect(row.unsubscribed_at).toEqual(expect.any(String));

    // And with no Origin at all.
    await t.db().updateTable("subscribers").set({ status: "confirmed" }).execute();
    const bare = await page(path, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(bare.status).toBe(200);
    expect((await site.subscriber(reader("ada")))!.status).toBe("unsubscribed");
  });

  it("lets only the one-click path through from another origin", async () => {
    const page = siteOf();
    const foreign = (path: string) =>
      page(path, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
        },
        body: new URLSearchParams({ email: reader("ada"), consent: "on", intent: "confirm" }),
      });
    expect((await foreign("/subscribe")).status).toBe(403);
    expect((await foreign("/subscribe/confirm/abc")).status).toBe(403);
    expect((await foreign("/unsubscribe/abc.data")).status).toBe(403);
    expect((await foreign("/unsubscribe/abc/more")).status).toBe(403);
    expect(await site.subscriber(reader("ada"))).toBeUndefined();
  });
});
