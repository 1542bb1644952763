/**
 * The owner's password against the site's own words (PRODUCT.md, "The owner's password"): beside
 * the demo's texts, a password made of them, in any order and with a one-letter slip, is refused by
 * the change-password API and by the check that start-up gives ADMIN_PASSWORD (boot.test.ts starts
 * a server with one); a strong one is taken.
 */
import { beforeEach, expect, it } from "vitest";
import { seedDemoTexts } from "../../../testing/demo-site.ts";
import { json, TEST_PASSWORD } from "../../../testing/test-app.ts";
import { describeApp } from "../../../testing/use-test-app.ts";

/** Passwords made of the demo's words: its studio, artist (reordered, misspelt), region, a title. */
const SITE_WORD_PASSWORDS = [
  "Easel Studio 2026",
  "Calloway Wren 2026",
  "Wrenn Calloway 2026",
  "Pacific Northwest 2026",
  "Marmalade on the Windowsill",
];
const REFUSED =
  "This password is too easy to guess: There should not be any personal or page related data. Add more words that are less common.";

describeApp("the owner's password beside the site's own words", { owner: true }, (t) => {
  beforeEach(() => seedDemoTexts(t.db(), t.services.settingStore));

  const change = (newPassword: string) =>
    t.owner("/api/admin/password", json("POST", { currentPassword: TEST_PASSWORD, newPassword }));

  it("refuses the site's words in any order and with a slip, through the API and as ADMIN_PASSWORD", async () => {
    for (const password of SITE_WORD_PASSWORDS) {
      const refused = await change(password);
      expect(refused.status, password).toBe(400);
      expect(refused.body, password).toEqual({
        message: REFUSED,
        errors: { newPassword: REFUSED },
      });
      // The check start-up gives ADMIN_PASSWORD (boot.ts).
      expect(await t.services.auth.passwordProblem(password), password).toBe(REFUSED);
    }
    // Nothing changed: the password is the one before, and the session goes on.
    expect((await t.owner("/api/admin/session")).body).toEqual({ authenticated: true });
    expect(
      (await t.request("/api/admin/login", json("POST", { password: TEST_PASSWORD }))).status,
    ).toBe(200);
  });

  it("takes a strong password that leans on none of them", async () => {
    expect(await t.services.auth.passwordProblem("tangerine-violin-harbour-57")).toBeUndefined();
    const changed = await change("tangerine-violin-harbour-57");
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ changed: true });
  });
});
