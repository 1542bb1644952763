import { ADMIN_PASSWORD, expect, expectNoAxeViolations, test } from "./support.ts";

test.describe("owner login", () => {
  test("admin pages show the login form until the owner signs in, then the page asked for", async ({
    page,
  }) => {
    const response = await page.goto("/admin/orders");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Owner sign in" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Orders" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Password").fill("definitely wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password");

    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Owner sign in" })).toBeVisible();
    await page.goto("/admin/orders");
    await expect(page.getByRole("heading", { name: "Owner sign in" })).toBeVisible();
  });

  test("sign-in works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto("/admin/settings");
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await context.close();
  });
});

test("on a short laptop screen the sidebar scrolls on its own, so Sign out is always in reach @one-width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto("/admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The dashboard is longer than the screen: read to its end, the sidebar stays where it is.
  await page.mouse.move(900, 300);
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Owner sign in" })).toBeVisible();
});
