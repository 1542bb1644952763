import { expect, test } from "./support.ts";

/** Sums the layout shifts the page has had so far (the CLS a visitor would feel). */
async function layoutShift(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(async () => {
    // Two frames rendered, so that a shift of the images just loaded has been laid out and noted.
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    // `buffered` puts every shift so far in the observer's buffer at once (Performance Timeline
    // §observe), so takeRecords reads them all now, without waiting for the observer's callback.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >;
    observer.disconnect();
    return entries.reduce((total, entry) => total + (entry.hadRecentInput ? 0 : entry.value), 0);
  });
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
