import {
  ADMIN_PASSWORD,
  clientAddress,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNoWiderThanScreen,
  PHONE,
  test,
  watchConsole,
} from "./support.ts";

// The owner's browser in another language and time zone: the times follow it.
test.use({ locale: "de-DE", timezoneId: "Asia/Tokyo" });

test("Settings → Security lists the owner's sign-in, and apart from it a refused one, with their address and local time", async ({
  page,
}, testInfo) => {
  const address = clientAddress(testInfo.testId);
  await page.goto("/admin/settings");
  await page.getByLabel("Password").fill("not the owner's password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect password");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  // Signed in (the refusals above answer 401 on purpose): from here on, no errors.
  const errors = watchConsole(page);

  const security = page.getByRole("region", { name: "Security" });
  const table = security.getByRole("table", { name: "Security events, newest first" });
  // Other tests sign in too (from addresses of their own): this test's rows are found by its own.
  const mine = table.getByRole("row").filter({ hasText: address });
  await expect(mine.first()).toContainText("Signed in");
  // Refusals are listed apart from the owner's record.
  const refusals = security.getByRole("table", { name: "Refused attempts, newest first" });
  await expect(refusals.getByRole("row").filter({ hasText: address }).first()).toContainText(
    "Sign-in refused: wrong password",
  );
  await expect(mine.filter({ hasText: "Sign-in refused" })).toHaveCount(0);
  // A phone shows when and from where under what happened; a wider screen in columns of their own.
  await expect(table.getByRole("columnheader")).toHaveText(
    testInfo.project.name === "phone" ? ["What happened"] : ["When", "What happened", "Address"],
  );

  // The time in the browser's language and zone (German, Tokyo), no longer the server's UTC.
  const time = mine.first().locator("time:visible");
  const iso = (await time.getAttribute("datetime")) ?? "";
  const local = new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Tokyo",
  }).format(new Date(iso));
  await expect(time).toHaveText(local);

  // The list scrolls in its own box, which the keyboard reaches.
  const box = security.locator("[tabindex='0']").first();
  await box.focus();
  await expect(box).toBeFocused();

  await expectNoAxeViolations(page);
  await security.scrollIntoViewIfNeeded();
  const size = testInfo.project.name === "phone" ? PHONE : DESKTOP;
  expect(page.viewportSize()).toEqual(size);
  // The page is no wider than the screen.
  await expectNoWiderThanScreen(page);
  await security.screenshot({ path: testInfo.outputPath(`security-${testInfo.project.name}.png`) });
  await page.screenshot({
    path: testInfo.outputPath(`security-page-${testInfo.project.name}.png`),
  });
  expect(errors).toEqual([]);
});
