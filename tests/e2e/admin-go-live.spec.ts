import { checkPage, expect, signIn, test } from "./support.ts";

/**
 * "Before you go live" on the demo shop, which still has the demo's placeholder contact details
 * (studio@example.com, a 555 number) and no SMTP_URL. Nothing here changes the shared settings:
 * the test mail is refused before anything is written, because the owner's address is a
 * placeholder.
 */
test("the owner sees what is left before going live, and where to fix each", async ({
  page,
}, testInfo) => {
  await signIn(page, "/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Go live" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Before you go live" })).toBeVisible();

  const checklist = page.getByRole("region", { name: "Checklist" });
  const items = checklist.getByRole("listitem");
  await expect(items).toHaveCount(7);
  const contact = items.filter({ hasText: "Your e-mail and contact details" });
  await expect(contact).toContainText("(not done)");
  await expect(contact).toContainText("studio@example.com");
  await expect(contact.getByRole("link", { name: "Edit your profile" })).toHaveAttribute(
    "href",
    "/admin/settings#settings-profile",
  );
  const mail = items.filter({ hasText: "E-mail" }).filter({ hasText: "SMTP_URL" });
  await expect(mail).toContainText("(not done)");
  // PUBLIC_URL is set for every e2e server, but over http://: not enough for a shop.
  await expect(items.filter({ hasText: "PUBLIC_URL" })).toContainText("use an https:// address");

  // The test mail to a placeholder address is refused, said in its own card.
  const testMail = page.getByRole("region", { name: "Send a test mail" });
  await testMail.getByRole("button", { name: "Send a test mail" }).click();
  await expect(testMail.getByText(/still a placeholder \(studio@example\.com\)/)).toBeVisible();

  await checkPage(page, `go-live-${testInfo.project.name}`);

  // Each link leads to where the item is fixed.
  await contact.getByRole("link", { name: "Edit your profile" }).click();
  await expect(page).toHaveURL(/\/admin\/settings#settings-profile$/);
  await expect(page.getByRole("region", { name: "Profile" })).toBeVisible();
});
