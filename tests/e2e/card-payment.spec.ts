import {
  adaAt,
  addToCart,
  expect,
  expectNoAxeViolations,
  ownHeaders,
  screenshot,
  test,
  watchConsole,
} from "./support.ts";

/**
 * Issue #26: a buyer pays by card through Stripe Checkout. Runs on the card payments server, whose
 * STRIPE_API_URL is a local stand-in of Stripe's API (playwright.config.ts): its "hosted page"
 * delivers a signed checkout.session.completed to the webhook and sends the buyer back.
 */
test("a buyer pays by card: Stripe's page returns to the order page, which shows it paid", async ({
  page,
}) => {
  // A journey through two sites, with two accessibility checks: more than one page's time.
  test.slow();
  const errors = watchConsole(page);
  await addToCart(page.request, "Cat Nap Coaster");
  await page.goto("/checkout");
  for (const [label, value] of Object.entries(adaAt({ City: "London", Postcode: "NW1 6XE" })))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/EA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const orderUrl = new URL(page.url()).pathname;
  const total = (await page.getByRole("region", { name: "Items" }).textContent())!.match(
    /Total(£\d+\.\d\d)/,
  )![1]!;

  // The order page offers the whole total by card.
  const payCard = page.getByRole("region", { name: "Pay by card" });
  const button = payCard.getByRole("button", { name: `Pay ${total} by card` });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "order-payable");

  // Stripe's page (the stand-in's) asks for exactly that amount.
  await button.click();
  await expect(page.getByRole("heading", { name: "Stand-in Checkout" })).toBeVisible();
  const amount = total.replace("£", "GBP ");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();

  // Back on the order page, paid: the button is gone.
  await expect(page).toHaveURL(new RegExp(`${orderUrl}\\?card=paid$`));
  await expect(page.getByRole("definition").getByText("Paid", { exact: true })).toBeVisible();
  await expect(payCard).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, "order-paid");
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The button is a plain form to the order page, answered with a redirect to Stripe's page: the
  // site's own Content-Security-Policy (form-action) must let that redirect through.
  test("'Pay by card' takes the buyer to Stripe's page", async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseURL!,
      viewport: testInfo.project.use.viewport ?? null,
      extraHTTPHeaders: ownHeaders(),
    });
    const page = await context.newPage();
    await addToCart(page.request, "Cat Nap Coaster");
    await page.goto("/checkout");
    for (const [label, value] of Object.entries(adaAt({ City: "London", Postcode: "NW1 6XE" })))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/checkout\/success\/EA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    const payCard = page.getByRole("region", { name: "Pay by card" });
    await payCard.getByRole("button", { name: /^Pay £\d+\.\d\d by card$/ }).click();
    await expect(page.getByRole("heading", { name: "Stand-in Checkout" })).toBeVisible();
    await context.close();
  });
});
