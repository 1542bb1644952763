import { test as base } from "@playwright/test";
import { HYDRATE_FALLBACK_MS } from "../../app/lib/deferred-hydration.server.ts";
import { expect, test } from "./support.ts";

// Decision 006: the page's scripts wait until its priority image is on screen.
test("the scripts are fetched only after the hero image has arrived, and the page still hydrates", async ({
  page,
}) => {
  const events: { kind: "hero-done" | "script"; url: string; at: number }[] = [];
  let clock = 0;
  page.on("requestfinished", (request) => {
    if (request.url().includes("/media/") && request.url().endsWith(".avif") && events.length === 0)
      events.push({ kind: "hero-done", url: request.url(), at: clock++ });
  });
  page.on("request", (request) => {
    if (request.resourceType() === "script")
      events.push({ kind: "script", url: request.url(), at: clock++ });
  });
  const response = await page.goto("/");
  const html = await response?.text();
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).toContain('type="text/easel-deferred-module"');

  const firstScript = events.find((event) => event.kind === "script");
  expect(events[0]?.kind).toBe("hero-done");
  expect(firstScript).toBeDefined();
  // Hydrated: the carousel's buttons work through React.
  await page.getByRole("button", { name: /next/i }).first().click();
  expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBe(
    1,
  );
});

test.describe("while the priority image has not arrived", () => {
  base.beforeEach(async ({ page }) => {
    // The page's time stands still and its images never arrive: only the visitor can start the
    // scripts, or the fallback timer once the clock is moved past it.
    await page.clock.install({ time: new Date("2026-01-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-01T09:00:01Z"));
    await page.route("**/media/**", () => {});
    await page.goto("/portfolio/paintings-drawings", { waitUntil: "domcontentloaded" });
    await page.locator("#easel-hydrate").waitFor({ state: "attached" });
  });

  base("no script runs until something starts them", async ({ page }) => {
    await page.clock.runFor(HYDRATE_FALLBACK_MS - 100);
    expect(
      await page.evaluate(() => document.querySelectorAll('script[type="module"]').length),
    ).toBe(0);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });

  base("a key press starts them at once", async ({ page }) => {
    await page.keyboard.press("Shift");
    await page.clock.runFor(100);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  });

  base("the fallback timer starts them", async ({ page }) => {
    await page.clock.runFor(HYDRATE_FALLBACK_MS);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  });
});

// The form schemas (zod), the postcode rules and the country names are the address and form
// pages' own: a reader of the gallery loads none of them (vite.config.ts's chunk groups).
test("a page without a form loads no form validation, postcode rules, country names or the owner's security log", async ({
  page,
}) => {
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(new URL(response.url()).pathname);
    bodies.push(response.text());
  });
  for (const path of ["/", "/portfolio/paintings-drawings", "/shop"]) {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((script) => /\/(zod|postcodes|countries)-[^/]*\.js$/.test(script))).toEqual(
    [],
  );
  // The security log's kinds are words of the owner's Settings page only.
  const loaded = await Promise.all(bodies);
  expect(scripts.filter((_, i) => loaded[i]!.includes("password-reset-on-server"))).toEqual([]);
  // The checkout does load them: the names above are the chunks' real names.
  await page.goto("/checkout");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(scripts.some((script) => /\/zod-[^/]*\.js$/.test(script))).toBe(true);
});
