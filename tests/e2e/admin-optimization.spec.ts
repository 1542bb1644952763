import { ADMIN_PASSWORD, expect, expectNoAxeViolations, test } from "./support.ts";

test("the optimization page states the widths each section is made in", async ({ page }) => {
  await page.goto("/admin/optimization");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Optimization" })).toBeVisible();
  // Images keep their shape: the page names widths, never fixed sizes like "1920x1080".
  await expect(page.getByText("1,920 and 400 pixels wide, never enlarged")).toBeVisible();
  await expect(page.getByText("1,200, 600 and 300 pixels wide, never enlarged")).toBeVisible();
  await expect(page.getByText("800, 400 and 200 pixels wide, never enlarged")).toBeVisible();
  await expect(page.getByText(/\d+x\d+/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
