import { checkPage, expect, signInAt, test } from "./support.ts";

/**
 * Admin → Statistics (PRODUCT.md §6): a visit from an Instagram campaign, counted by the server
 * without cookies, shows under its source and campaign; a source narrows the page; each chart has
 * its figures as a table; the CSV export follows the filters.
 */
test("a campaign's visit shows in the statistics, and a source narrows them", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const campaign = `spring-${testInfo.project.name}`;
  const shopper = await browser.newContext({ baseURL: baseURL! });
  const visit = await shopper.newPage();
  await visit.goto(`/shop?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`);
  await expect(visit.locator("html[data-hydrated]")).toBeAttached();
  await shopper.close();

  await signInAt(page, "/admin/statistics", "Statistics");
  // Views are written every few seconds: wait for this one to be there.
  await expect
    .poll(
      async () => {
        const stats = await (await page.request.get("/api/admin/stats")).json();
        return stats.campaigns.map((row: { name: string }) => row.name);
      },
      { timeout: 20_000 },
    )
    .toContain(campaign);
  await page.getByRole("link", { name: "30 days" }).click();
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");

  const visits = page.getByRole("region", { name: "Visitors and page views" });
  await expect(
    visits.getByRole("table", { name: /^Visitors and page views per day/ }),
  ).toBeAttached();
  await expect(visits.getByRole("table").getByRole("row")).toHaveCount(31);

  const sources = page.getByRole("region", { name: "Sources" });
  await expect(
    page.getByRole("region", { name: "Campaigns" }).getByRole("link", { name: campaign }),
  ).toBeVisible();
  // Nothing wider than the screen (the charts' tables are hidden from sight, not laid out).
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await checkPage(page, `statistics-${testInfo.project.name}`);

  await sources.getByRole("link", { name: "instagram" }).click();
  const filters = page.getByRole("list", { name: "Filters" });
  await expect(filters.getByRole("link", { name: /source: instagram/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    /source=instagram/,
  );
  await expect(sources.getByRole("row")).toHaveCount(2);

  // A bad custom range is said, and the last 30 days are shown instead.
  await page.goto("/admin/statistics?from=2026-02-30&to=2026-03-01");
  await expect(page.getByRole("alert")).toHaveText(
    '"from" is not a day in the calendar: 2026-02-30. Showing the last 30 days instead.',
  );
});
