import { expect, expectNoAxeViolations, test } from "./support.ts";

test.describe("portfolio", () => {
  test("the filter changes the address and the grid without reloading the page", async ({
    page,
  }) => {
    await page.goto("/portfolio/paintings-drawings");
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same page";
    });
    const filters = page.getByRole("navigation", { name: "Filter by subject" });
    for (const label of [
      "All",
      "Cats",
      "Dogs",
      "Rats and Others",
      "Wildlife and Others",
      "Humans",
      "Landscapes and Flowers",
      "Abstract Patterns",
    ]) {
      await expect(filters.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    const titles = page.getByRole("main").getByRole("heading", { level: 2 });
    const allCount = await titles.count();
    await filters.getByRole("link", { name: "Dogs", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/paintings-drawings\?artType=dogs$/);
    await expect(filters.getByRole("link", { name: "Dogs", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect.poll(() => titles.count()).toBeLessThan(allCount);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
    await filters.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/paintings-drawings$/);
    await expect.poll(() => titles.count()).toBe(allCount);
  });

  test("an unknown art type shows everything", async ({ page }) => {
    await page.goto("/portfolio/ceramics?artType=unicorns");
    const filters = page.getByRole("navigation", { name: "Filter by subject" });
    await expect(filters.getByRole("link", { name: "All", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Every ceramic piece as the catalogue lists them at that moment: the demo's twelve, and any
    // a spec running beside this one has just added (artwork-photos.spec.ts).
    const titles = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect
      .poll(async () => {
        const all = await page.request.get("/api/artworks/portfolio?category=ceramics");
        const count = ((await all.json()) as unknown[]).length;
        await page.reload();
        return (await titles.count()) === count && count >= 12;
      })
      .toBe(true);
    await expect(page.getByRole("main")).toContainText("Original ceramic artwork");
  });

  test("the lightbox closes three ways, locks scrolling, moves with arrow keys and returns focus", async ({
    page,
  }) => {
    await page.goto("/portfolio/paintings-drawings");
    const opener = page.getByRole("link", { name: /^View .* larger$/ }).first();
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const firstTitle = await dialog.getByRole("heading").textContent();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
    await expectNoAxeViolations(page);

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading")).not.toHaveText(firstTitle!);
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading")).toHaveText(firstTitle!);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");

    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await page.mouse.click(8, 8); // the backdrop, away from the picture and buttons
    await expect(dialog).toBeHidden();
  });

  test("sketches: intro, switcher, grid and the large view", async ({ page }) => {
    await page.goto("/portfolio/sketches");
    await expect(page.getByRole("main")).toContainText("contact form");
    const tabs = page.getByRole("navigation", { name: "Portfolio categories" });
    await expect(tabs.getByRole("link")).toHaveCount(3);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(8);
    await page
      .getByRole("link", { name: /^View .* larger$/ })
      .first()
      .click();
    await expect(page.getByRole("dialog").getByRole("img")).toBeVisible();
    await page.keyboard.press("Escape");
    await tabs.getByRole("link", { name: "Ceramics" }).click();
    await expect(page).toHaveURL(/\/portfolio\/ceramics$/);
  });
});
