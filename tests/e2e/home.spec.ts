import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support.ts";

/** The home page under a fake clock, and the rotating region named `name` with its dots. */
async function openRotator(page: Page, name: string, dot: RegExp) {
  await page.clock.install();
  await page.goto("/");
  const region = page.getByRole("region", { name });
  return { region, dots: region.getByRole("button", { name: dot }) };
}

test.describe("home page", () => {
  test("hero carousel advances every 5 seconds, wraps, and has dots and buttons", async ({
    page,
  }) => {
    const { region: hero, dots } = await openRotator(page, "Featured paintings", /^Show slide/);
    await expect(dots).toHaveCount(6);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    const firstImage = hero.locator("img").first();
    await expect(firstImage).toHaveAttribute("loading", "eager");
    await expect(firstImage).toHaveAttribute("fetchpriority", "high");
    await expect(hero.getByRole("link", { name: "View Portfolio" })).toHaveAttribute(
      "href",
      "/portfolio",
    );
    await expect(hero.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/shop");

    await page.clock.runFor(5000);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await dots.nth(5).click();
    await expect(dots.nth(5)).toHaveAttribute("aria-current", "true");
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { name: "Featured artworks" }).focus();
    await page.clock.runFor(5000);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  });

  test("copyright notice starts visible and can be dismissed", async ({ page }) => {
    await page.goto("/");
    const notice = page.getByRole("complementary", { name: "Copyright notice" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Dismiss copyright notice" }).click();
    await expect(notice).toHaveCount(0);
  });

  test("shows three featured artworks, the snap editions, bundle pricing and the calls to action", async ({
    page,
  }) => {
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured artworks" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(3);

    const snap = page.getByRole("region", { name: "Snap Card Games" });
    for (const name of ["Snap Cat", "Snap Dog", "Snap Rat"]) {
      await expect(snap.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(snap.getByRole("article").filter({ hasText: "Snap Rat" })).toContainText(
      "Coming soon",
    );
    await expect(snap.getByRole("article").filter({ hasText: "Snap Cat" })).toContainText("£10.00");
    await expect(snap.getByRole("link", { name: "Shop Now" })).toHaveCount(3);
    const catCard = snap.getByRole("article").filter({ hasText: "Snap Cat" });
    const catDots = catCard.getByRole("button", { name: /^Show Snap Cat card/ });
    expect(await catDots.count()).toBeGreaterThan(1);
    await catCard.getByRole("button", { name: "Next Snap Cat card" }).click();
    await expect(catDots.nth(1)).toHaveAttribute("aria-current", "true");
    await catCard.getByRole("button", { name: "Previous Snap Cat card" }).click();
    await catCard.getByRole("button", { name: "Previous Snap Cat card" }).click();
    await expect(catDots.last()).toHaveAttribute("aria-current", "true");

    await expect(snap).toContainText("£18.00");
    await expect(snap).toContainText("£25.00");
    await expect(page.getByRole("main")).toContainText(
      "10% of all profits go to a national autism charity",
    );
    for (const href of ["/portfolio", "/shop", "/contact"]) {
      await expect(
        page.getByRole("region", { name: "Find something to love" }).locator(`a[href="${href}"]`),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("testimonials rotate every 5 seconds with previous, next and seven dots", async ({
    page,
  }) => {
    const { region, dots } = await openRotator(page, "What people say", /^Show testimonial/);
    await expect(dots).toHaveCount(7);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(5000);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(dots.nth(6)).toHaveAttribute("aria-current", "true");
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  });

  test("carousels stay still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { dots } = await openRotator(page, "Featured paintings", /^Show slide/);
    await page.clock.runFor(15_000);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  });
});

test("about page shows the biography, portrait, studio photo and the post", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About the artist" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Portrait of/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /studio/i }).first()).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Fifty-two dogs, zero walks skipped.");
  await expect(page.getByRole("link", { name: "See the post" })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await expect(page.getByRole("main")).toContainText("autism charity");
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({ "@type": "Person", name: expect.any(String) });
});
