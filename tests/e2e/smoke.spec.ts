import {
  expect,
  expectNoAxeViolations,
  ONE_WIDTH,
  PUBLIC_ROUTES,
  test,
  watchConsole,
} from "./support.ts";

for (const route of PUBLIC_ROUTES) {
  test(`${route} renders in the shared layout with its own SEO tags`, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} `);
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

test("every page has a different title", ONE_WIDTH, async ({ page }) => {
  const titles = new Set<string>();
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    titles.add(await page.title());
  }
  // The cart and checkout may share wording with nothing else; every route is distinct.
  expect(titles.size).toBe(PUBLIC_ROUTES.length);
});

test(
  "a link to the shop, or to one product, previews with a product's picture",
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto("/shop");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http.*\/media\/[0-9a-f]{32}\/\d+\.webp$/,
    );
    // One product's own address: its name, its picture, and og:url pointing back at it.
    const dialogLink = await page.evaluate(async () => {
      const products = (await (await fetch("/api/products")).json()) as Array<{
        id: number;
        name: string;
        category: string;
        images: unknown[];
      }>;
      const coaster = products.find((p) => p.category === "coasters" && p.images.length > 0)!;
      return { id: coaster.id, name: coaster.name };
    });
    await page.goto(`/shop?tab=coasters&product=${dialogLink.id}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(`^${dialogLink.name}`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      new RegExp(`/shop\\?tab=coasters&product=${dialogLink.id}$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\//);
  },
);

test("the accessibility check every spec uses finds what is wrong", ONE_WIDTH, async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML(
      "afterbegin",
      '<img src="/favicon.svg"><button></button><p style="color:#eee;background:#fff">Faint</p>',
    );
  });
  const failure = await expectNoAxeViolations(page).then(
    () => "",
    (error: Error) => error.message,
  );
  for (const rule of ["image-alt", "button-name", "color-contrast"])
    expect(failure).toContain(rule);
});
