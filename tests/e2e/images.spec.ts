import { expect, test } from "./support.ts";

/** Sums the layout shifts the page has had so far (the CLS a visitor would feel). */
async function layoutShift(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 250);
      }),
  );
}

for (const path of [
  "/portfolio/paintings-drawings",
  "/portfolio/ceramics",
  "/portfolio/sketches",
]) {
  test(`${path} shows its catalogue images without layout shift`, async ({ page }) => {
    await page.goto(path);
    const images = page.getByRole("main").locator("picture img");
    expect(await images.count()).toBeGreaterThanOrEqual(8);
    const first = images.first();
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(images.nth(3)).toHaveAttribute("loading", "lazy");
    for (const image of (await images.all()).slice(0, 6)) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect(image).toHaveAttribute("alt", /\w/);
    }
    // Scroll through the whole grid so every lazy image loads, then measure.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await expect
      .poll(() =>
        images.evaluateAll((all) =>
          all.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    const sources = await first.evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(sources).toMatch(/\/media\/[a-f0-9]{32}\/\d+\.avif$/);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}
