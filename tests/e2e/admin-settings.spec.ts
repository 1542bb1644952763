import {
  ADMIN_PASSWORD,
  expect,
  expectNoAxeViolations,
  signInAt,
  signInTo,
  test,
} from "./support.ts";

test("the owner changes the profile and sees it on the site", async ({ page }, testInfo) => {
  await signInAt(page, "/admin/settings", "Settings");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("settings.png"), fullPage: true });

  // The settings are one shared record: only one project changes them, so the two never race.
  test.skip(testInfo.project.name !== "desktop", "the phone run checks the page only");
  const profile = page.getByRole("region", { name: "Profile" });
  const tagline = profile.getByLabel("Tagline");
  const original = await tagline.inputValue();
  const changed = `Quiet paintings of loud cats (${testInfo.project.name})`;
  await tagline.fill(changed);
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Profile saved",
  );

  // Errors are shown beside the field, and nothing is saved.
  await profile.getByLabel("Contact e-mail").fill("not an address");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(profile.getByText("Enter a valid e-mail address")).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(changed);

  // Put it back for the other specs.
  await page.goto("/admin/settings");
  await page.getByRole("region", { name: "Profile" }).getByLabel("Tagline").fill(original);
  await page.getByRole("region", { name: "Profile" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Profile saved",
  );
});

test("a guessable new password is refused beside the field, saying why", async ({
  page,
}, testInfo) => {
  const section = await signInTo(page, "/admin/settings", "Password");
  await section.getByLabel("Current password").fill(ADMIN_PASSWORD);
  await section.getByLabel("New password").fill("Password1234");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByText(/^This password is too easy to guess: /)).toBeVisible();
  await expect(section.getByLabel("New password")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await section.screenshot({ path: testInfo.outputPath("password-refused.png") });
  // Nothing changed: the session and the password are as they were.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("Backups offers the download and says how to turn off-site backups on", async ({
  page,
}, testInfo) => {
  // The browser tests' servers have no BACKUP_S3_URL: the section says the backups are off.
  const section = await signInTo(page, "/admin/settings", "Backups");
  await expect(section.getByRole("link", { name: "Download a backup" })).toHaveAttribute(
    "href",
    "/api/admin/backup",
  );
  await expect(section).toContainText("Off: backups stay on this server");
  await expect(section.getByRole("button", { name: "Back up now" })).toHaveCount(0);
  // No warning on the other admin pages while off-site backups are off.
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Open Backups")).toHaveCount(0);
  await page.goto("/admin/settings#settings-backups");
  await section.screenshot({ path: testInfo.outputPath("backups.png") });
});
