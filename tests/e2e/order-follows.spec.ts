import type { APIRequestContext, Page } from "@playwright/test";
import { useOfferedOriginal } from "./offered-original.ts";
import {
  addToCart,
  buyerEmail,
  checkPage,
  expect,
  expectNoAxeViolations,
  ownContext,
  placeOrderApi,
  screenshot,
  signIn,
  signInApi,
  test,
} from "./support.ts";

/**
 * The buyer's order page follows the order (a cancelled one, a shipped one with its
 * tracking link), and a second buyer's cart shows the original the first one ordered as reserved.
 * Each runs at the phone and the desktop size (the two projects).
 */

let owner: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  owner = await playwright.request.newContext({ baseURL: baseURL! });
  await signInApi(owner);
});
test.afterAll(async () => owner.dispose());

/** Places an order of one demo coaster from `request`'s browser; returns its number. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  await addToCart(request, "Cat Nap Coaster");
  return placeOrderApi(request);
}

const move = async (orderNumber: string, data: Record<string, unknown>) =>
  expect((await owner.patch(`/api/admin/orders/${orderNumber}`, { data })).status()).toBe(200);

/** Nothing on the page is wider than the window (the Items card overflowed a 390 px phone). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

test("a cancelled order's page says so, and why, with no payment instructions", async ({
  page,
}) => {
  const orderNumber = await placeOrder(page.request);
  await move(orderNumber, {
    status: "cancelled",
    note: "The glaze cracked in the kiln",
    notifyCustomer: true,
  });
  await page.goto(`/checkout/success/${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This order was cancelled");
  await expect(page.getByText("The glaze cracked in the kiln. Nothing is owed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next?" })).toHaveCount(0);
  await expect(page.getByText("Please pay by")).toHaveCount(0);
  const progress = page.getByRole("region", { name: "Progress" });
  await expect(progress).toContainText("Order placed");
  await expect(progress).toContainText("Cancelled");
  await expectNoSidewaysScroll(page);
  await checkPage(page, "cancelled-order");
});

test("a shipped order's page says when it was paid and links to the parcel's tracking, which the owner can correct", async ({
  page,
}) => {
  const orderNumber = await placeOrder(page.request);
  await move(orderNumber, { status: "paid" });
  await move(orderNumber, {
    status: "shipped",
    carrier: "royal-mail",
    trackingNumber: "RR123456785GB",
  });
  await page.goto(`/checkout/success/${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order is on its way");
  await expect(page.getByText(/^Paid on \d+ \w+ \d{4}, thank you\.$/)).toBeVisible();
  const track = page.getByRole("link", { name: /Track your parcel/ });
  await expect(track).toHaveAttribute(
    "href",
    "https://www.royalmail.com/track-your-item#/tracking-results/RR123456785GB",
  );
  await expect(page.getByRole("region", { name: "Progress" })).toContainText("RR123456785GB");
  await expect(page.getByText("Please pay by")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await checkPage(page, "shipped-order");

  // The owner corrects the tracking on the admin's order page; the buyer's page follows.
  await signIn(page, `/admin/orders/${orderNumber}`);
  const tracking = page.getByRole("group", { name: "Correct the tracking" });
  await expect(tracking).toContainText("Now: Royal Mail, RR123456785GB");
  await expect(tracking.getByLabel("Tracking number")).toHaveValue("RR123456785GB");
  await tracking.getByLabel("Carrier", { exact: true }).selectOption("dpd");
  await tracking.getByLabel("Tracking number").fill("15501234");
  await expectNoAxeViolations(page);
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes(orderNumber),
  );
  await page.getByRole("button", { name: "Save tracking" }).click();
  expect((await saved).status()).toBe(200);
  await expect(tracking).toContainText("Now: DPD, 15501234");
  await screenshot(page, "admin-tracking-corrected");
  await page.goto(`/checkout/success/${orderNumber}`);
  await expect(page.getByRole("link", { name: /Track your parcel/ })).toHaveAttribute(
    "href",
    "https://track.dpd.co.uk/parcels/15501234",
  );
});

test.describe("an original another buyer ordered", () => {
  // A painting of this suite's own, apart from those of the originals', certificates' and orders'
  // specs, which may run at the same time.
  const original = useOfferedOriginal({ phone: 7, desktop: 8 }, "320.00");

  test("shows in a second buyer's cart as reserved, and checkout will not take it", async ({
    page,
    browser,
  }) => {
    const painting = original.artwork;
    // The second buyer (this page) has it in the cart first.
    expect(
      (await page.request.post("/api/cart/add", { data: { artworkId: painting.id } })).ok(),
    ).toBe(true);
    const first = await ownContext(browser);
    await original.order(first.request, { email: buyerEmail("grace") });
    await first.close();

    await page.goto("/cart");
    const line = page.getByRole("listitem").filter({ hasText: painting.title });
    await expect(line).toContainText(
      `${painting.title} is reserved: another buyer's order holds it. Please remove it from your cart.`,
    );
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);
    await expect(page.getByRole("alert")).toContainText("remove or change the marked item");
    await expectNoSidewaysScroll(page);
    await checkPage(page, "cart-reserved-original");

    await page.goto("/checkout");
    await expect(page.getByRole("alert")).toContainText(`${painting.title} is reserved`);
    await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
  });
});

test("a checkout field's error goes as soon as its value is valid, and the street field suits one line", async ({
  page,
}) => {
  await addToCart(page.request, "Cat Nap Coaster");
  await page.goto("/checkout");
  const street = page.getByLabel("Street address", { exact: true });
  await expect(street).toHaveAttribute("autocomplete", "address-line1");
  await page.getByRole("button", { name: "Place Order" }).click();
  const first = page.getByLabel("First name", { exact: true });
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("City must be at least 2 characters")).toBeVisible();
  // One letter is not yet enough; two are, and only that field's message goes.
  await first.fill("A");
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await first.fill("Ada");
  await expect(page.getByText("First name must be at least 2 characters")).toHaveCount(0);
  await expect(first).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("City must be at least 2 characters")).toBeVisible();
});
