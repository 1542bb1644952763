import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support.ts";

interface ListedArtwork {
  id: number;
  title: string;
  url: string;
  category: string;
}

/** The demo's paintings and drawings, in the order the portfolio shows them. */
async function paintings(page: Page): Promise<ListedArtwork[]> {
  const response = await page.request.get("/api/artworks");
  const all = (await response.json()) as ListedArtwork[];
  return all.filter((artwork) => artwork.category === "paintings-drawings");
}

test.describe("an artwork's own page", () => {
  test("has its picture, details, preview tags and structured data, and walks its section", async ({
    page,
  }, testInfo) => {
    const [first, second] = await paintings(page);
    expect(first!.url).toMatch(/^\/art\/\d+-[a-z0-9-]+$/);
    const response = await page.goto(first!.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^http.*${first!.url}$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http.*\/media\/[0-9a-f]{32}\/\d+\.webp$/,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ "@type": "VisualArtwork", name: first!.title });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("artwork.png"), fullPage: true });

    await page
      .getByRole("navigation", { name: /^More from/ })
      .getByRole("link", { name: /Next/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${second!.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/portfolio\/paintings-drawings$/);
  });

  test("an address with only the id, or an old title, moves permanently to the current one", async ({
    page,
  }) => {
    const [first] = await paintings(page);
    for (const stale of [`/art/${first!.id}`, `/art/${first!.id}-a-title-it-once-had`]) {
      const answer = await page.request.get(stale, { maxRedirects: 0 });
      expect(answer.status(), stale).toBe(301);
      expect(answer.headers().location, stale).toBe(first!.url);
    }
    expect((await page.request.get("/art/999999-nothing")).status()).toBe(404);
    expect((await page.request.get("/art/not-a-number")).status()).toBe(404);
  });

  test("the lightbox shows each artwork's address while it moves, and gives the page's back", async ({
    page,
  }) => {
    const [first, second] = await paintings(page);
    await page.goto("/portfolio/paintings-drawings");
    await page.getByRole("link", { name: `View ${first!.title} larger` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${first!.url}$`));
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(new RegExp(`${second!.url}$`));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/portfolio\/paintings-drawings$/);
    // The title is a plain link to the page.
    await page.getByRole("main").getByRole("link", { name: first!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${first!.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
  });

  test("search finds an artwork and lands on its page", async ({ page }) => {
    const [first] = await paintings(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox").or(dialog.getByRole("textbox")).first().fill(first!.title);
    await dialog.getByRole("option").filter({ hasText: first!.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`${first!.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
  });
});
