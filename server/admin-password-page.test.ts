/**
 * The Settings page's password form (the page door of `changePassword`): the same policy as the
 * API, and the browser goes on under a new session token while the old one stops working.
 */
import { describe, expect, it } from "vitest";
import { servePages } from "../testing/page-site.ts";
import { TEST_PASSWORD } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const pages = servePages();

const passwordForm = (cookie: string, newPassword: string, currentPassword = TEST_PASSWORD) => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost",
    cookie,
  },
  body: new URLSearchParams({ intent: "password", currentPassword, newPassword }),
});

describe.each(DB_KINDS)("the Settings page's password form (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it("refuses a guessable password beside the field, and keeps the session", async () => {
    const site = pages.site(t);
    const response = await site("/admin/settings", passwordForm(t.cookie, "qwertyuiopasdf"));
    expect(response.status).toBe(400);
    expect(response.headers.has("set-cookie")).toBe(false);
    expect(await response.text()).toContain("This password is too easy to guess:");
    expect((await site("/admin/settings", { headers: { cookie: t.cookie } })).status).toBe(200);
  });

  it("changes it and sets a new session cookie and known-device mark; the old session no longer signs in", async () => {
    const site = pages.site(t);
    const response = await site(
      "/admin/settings",
      passwordForm(t.cookie, "tangerine-violin-harbour-57"),
    );
    expect(response.status).toBe(200);
    const [renewed, device] = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
    expect(renewed).toMatch(/^easel_owner=[A-Za-z0-9_-]{43}$/);
    expect(device).toMatch(/^easel_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(t.cookie);
    const session = (cookie: string) =>
      t.request("/api/admin/session", { headers: { cookie } }).then((r) => r.json());
    expect(await session(renewed!)).toEqual({ authenticated: true });
    expect(await session(t.cookie)).toEqual({ authenticated: false });
  });

  it("ends the session after five wrong current passwords, as the API does", async () => {
    const site = pages.site(t);
    const session = (cookie: string) =>
      t.request("/api/admin/session", { headers: { cookie } }).then((r) => r.json());
    for (let i = 0; i < 4; i++) {
      const wrong = await site(
        "/admin/settings",
        passwordForm(t.cookie, "tangerine-violin-harbour-57", `wrong ${i}`),
      );
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Your current password is not correct");
    }
    expect(await session(t.cookie)).toEqual({ authenticated: true });
    const fifth = await site(
      "/admin/settings",
      passwordForm(t.cookie, "tangerine-violin-harbour-57", "wrong 4"),
    );
    expect(fifth.status).toBe(401);
    expect(await fifth.text()).toContain("Signed out after 5 wrong current passwords.");
    expect(await session(t.cookie)).toEqual({ authenticated: false });
  });
});
