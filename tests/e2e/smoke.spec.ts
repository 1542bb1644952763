import { expect, expectNoAxeViolations, PUBLIC_ROUTES, test, watchConsole } from "./support.ts";

for (const route of PUBLIC_ROUTES) {
  test(`${route} renders in the shared layout with its own SEO tags`, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const title = await page.title();
    expect(title.length).toBeGreaterThan(3);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /^http/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http/);

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    // Kept as a test artifact: what the page looks like at this project's width.
    await page.screenshot({ path: test.info().outputPath("page.png"), fullPage: true });
  });
}

test("every page has a different title", async ({ page }) => {
  const titles = new Set<string>();
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    titles.add(await page.title());
  }
  // The cart and checkout may share wording with nothing else; every route is distinct.
  expect(titles.size).toBe(PUBLIC_ROUTES.length);
});
