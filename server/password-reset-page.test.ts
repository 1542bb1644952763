/**
 * The password reset's pages (PRODUCT.md §6), as a browser without JavaScript uses them: the
 * sign-in page's "Forgot your password?", the page that mails the link (or, without mail or
 * PUBLIC_URL, tells of `npm run reset-password`), and the link's page, which signs the owner in.
 */
import { describe, expect, it } from "vitest";
import { formPost, servePages } from "../testing/page-site.ts";
import { OWNER_EMAIL, PUBLIC_URL, useResetSite } from "../testing/reset-mail.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { LINK_GONE } from "./services/password-reset.ts";

const pages = servePages();
const NEW_PASSWORD = "tangerine-violin-harbour-57";
/** What the page says whatever address was typed (the apostrophe as the page escapes it). */
const ANSWER = "If that is the owner&#x27;s address, a link is on its way. It works for an hour.";

/** A form post from the site's own pages, at PUBLIC_URL (whose origin the site takes as its own). */
const post = (fields: Record<string, string>) => {
  const init = formPost(fields);
  return { ...init, headers: { ...(init.headers as Record<string, string>), origin: PUBLIC_URL } };
};

describe.each(DB_KINDS)("the password reset pages (%s)", (kind) => {
  const reset = useResetSite(kind);
  const { t } = reset;
  const siteOf = () => {
    const site = pages.site(t);
    return (path: string, init?: RequestInit) => site(`${PUBLIC_URL}${path}`, init);
  };

  it("are reached from the sign-in page, and mail the link to the owner's address alone, saying the same for any address", async () => {
    const site = siteOf();
    const signIn = await (await site("/admin/login")).text();
    expect(signIn).toMatch(
      /<a[^>]*href="\/admin\/password-reset"[^>]*>Forgot your password\?<\/a>/,
    );

    const page = await site("/admin/password-reset");
    expect(page.status).toBe(200);
    const form = await page.text();
    expect(form).toContain('name="email"');
    expect(form).toContain("npm run reset-password");
    for (const email of ["someone@example.com", OWNER_EMAIL]) {
      const answer = await site("/admin/password-reset", post({ intent: "request", email }));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(ANSWER);
    }
    await reset.token();
    expect(reset.received().map((mail) => mail.to)).toEqual([[OWNER_EMAIL]]);
    const refused = await site(
      "/admin/password-reset",
      post({ intent: "request", email: "not an address" }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter an e-mail address");
  });

  it("set the new password by the link's page, twice typed, and sign the owner in; the link is then spent", async () => {
    const site = siteOf();
    await reset.ask(OWNER_EMAIL);
    const token = await reset.token();
    const path = `/admin/password-reset/${token}`;
    const page = await site(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Choose a new password");
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');

    const mismatch = await site(
      path,
      post({ intent: "reset", password: NEW_PASSWORD, confirmPassword: "something else" }),
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The two passwords are not the same");
    const weak = await site(
      path,
      post({ intent: "reset", password: "qwertyuiopasdf", confirmPassword: "qwertyuiopasdf" }),
    );
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("This password is too easy to guess:");

    const done = await site(
      path,
      post({ intent: "reset", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin");
    const cookie = done.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect((await site("/admin", { headers: { cookie } })).status).toBe(200);
    const login = await t.request("/api/admin/login", json("POST", { password: NEW_PASSWORD }));
    expect(login.status).toBe(200);

    const spent = await site(path);
    expect(spent.status).toBe(410);
    const words = await spent.text();
    expect(words).toContain("This link has run out");
    expect(words).not.toContain('name="password"');
    const again = await site(
      path,
      post({ intent: "reset", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(LINK_GONE);
    // Neither the link's token nor the password reached the log.
    expect(JSON.stringify(t.logs)).not.toContain(token);
    expect(JSON.stringify(t.logs)).not.toContain(NEW_PASSWORD);
    expect(t.logs.some((line) => line.path === "/admin/password-reset/…")).toBe(true);
  });
});

describe.each(DB_KINDS)("the password reset page without PUBLIC_URL (%s)", (kind) => {
  const { t } = useResetSite(kind, { PUBLIC_URL: "" });

  it("tells of npm run reset-password instead of asking for an address, whatever the Host", async () => {
    const site = pages.site(t);
    for (const host of ["localhost", "evil.example"]) {
      const page = await site("/admin/password-reset", { headers: { host } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("npm run reset-password");
      expect(html).toContain("This site cannot mail a reset link");
      expect(html).not.toContain('name="email"');
    }
  });
});
