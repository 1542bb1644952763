import type { Locator, Page } from "@playwright/test";
import {
  addToCart,
  checkPage,
  DESKTOP,
  expect,
  ONE_WIDTH,
  ownContext,
  PHONE,
  placeOrderApi,
  screenshot,
  signIn,
  signInAt,
  test,
} from "./support.ts";

/**
 * The order's pages show each line's picture, as the cart and checkout did (not its initials),
 * for the buyer and for the owner; and Admin → Products fits a phone. The first runs at both
 * widths (the two projects); the second looks at both sizes itself.
 */

/** The line's picture in an order's Items: the product's small WebP, drawn (not broken). */
async function expectLinePicture(items: Locator) {
  const picture = items.locator("li img").first();
  await expect(picture).toHaveAttribute("src", /^\/media\/[a-f0-9]{32}\/200\.webp$/);
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The picture, not two letters in its place.
  await expect(items.getByText("CN", { exact: true })).toHaveCount(0);
}

test("the buyer's and the owner's order pages show the coaster's picture", async ({
  page,
  browser,
}, testInfo) => {
  await addToCart(page.request, "Cat Nap Coaster");
  const orderNumber = await placeOrderApi(page.request);

  await page.goto(`/checkout/success/${orderNumber}`);
  await expectLinePicture(page.getByRole("region", { name: "Items" }));
  await checkPage(page, "order-page-picture");

  const context = await ownContext(browser, { viewport: testInfo.project.use.viewport ?? null });
  const owner = await context.newPage();
  await signIn(owner, `/admin/orders/${orderNumber}`);
  await expectLinePicture(owner.getByRole("region", { name: "Items" }));
  await screenshot(owner, "admin-order-picture");
  await context.close();
});

/** How far the page and the Products heading's row reach: neither past the window. */
async function expectRowFits(page: Page, width: number) {
  const reach = await page.evaluate(() => {
    const row = document.querySelector("main h1")!.parentElement!;
    return {
      page: document.documentElement.scrollWidth,
      row: Math.max(
        ...[...row.querySelectorAll("a, button")].map((e) => e.getBoundingClientRect().right),
      ),
    };
  });
  expect(reach.page).toBeLessThanOrEqual(width);
  expect(reach.row).toBeLessThanOrEqual(width);
}

test(
  "Admin → Products fits a 390 px phone, its buttons wrapping, and keeps one row on a laptop",
  ONE_WIDTH,
  async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAt(page, "/admin/products", "Products");
    await expectRowFits(page, PHONE.width);
    await screenshot(page, "products-phone", false);
    // Select mode has three buttons where Select was.
    await page.getByRole("button", { name: "Select", exact: true }).click();
    await expect(page.getByRole("button", { name: "Select all" })).toBeVisible();
    await expectRowFits(page, PHONE.width);
    await screenshot(page, "products-select-phone", false);

    await page.setViewportSize(DESKTOP);
    await expectRowFits(page, DESKTOP.width);
    // On a laptop the buttons keep to one line: their middles at one height.
    const middles = await page
      .getByRole("button", { name: /^(Select all|Cancel|Delete \(0\))$/ })
      .or(page.getByRole("link", { name: "New Product" }))
      .evaluateAll((controls) =>
        controls.map((control) => {
          const box = control.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        }),
      );
    expect(middles).toHaveLength(4);
    expect(new Set(middles).size).toBe(1);
    await screenshot(page, "products-select-desktop", false);
  },
);
