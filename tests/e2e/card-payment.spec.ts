import type { Locator, Page } from "@playwright/test";
import {
  addToCart,
  expect,
  expectNoAxeViolations,
  ownHeaders,
  placeOrderAs,
  screenshot,
  signInApi,
  test,
  toast,
  watchConsole,
} from "./support.ts";

/** The order page the buyer is on: its path, the order's number, and its "Pay by card" region. */
function theOrder(page: Page) {
  const path = new URL(page.url()).pathname;
  const payCard = page.getByRole("region", { name: "Pay by card" });
  return { path, number: path.split("/").at(-1)!, payCard };
}

/** A Cat Nap Coaster ordered to `address`: the buyer is on its order page. */
async function orderCoaster(page: Page, address: Record<string, string>) {
  await addToCart(page.request, "Cat Nap Coaster");
  await page.goto("/checkout");
  await placeOrderAs(page, address);
  return theOrder(page);
}

/** The order's total as its items' list says it ("£12.50"). */
async function orderTotal(page: Page) {
  return (await page.getByRole("region", { name: "Items" }).textContent())!.match(
    /Total(£\d+\.\d\d)/,
  )![1]!;
}

/** "Pay … by card", which leads to Stripe's page (the stand-in's). */
async function payByCard(page: Page, payCard: Locator) {
  await payCard.getByRole("button", { name: /^Pay £\d+\.\d\d by card$/ }).click();
  await expect(page.getByRole("heading", { name: "Stand-in Checkout" })).toBeVisible();
}

/**
 * A buyer pays by card through Stripe Checkout. Runs on the card payments server, whose
 * STRIPE_API_URL is a local stand-in of Stripe's API (playwright.config.ts): its "hosted page"
 * delivers a signed checkout.session.completed to the webhook and sends the buyer back.
 */
test("a buyer pays by card: Stripe's page returns to the order page, which shows it paid", async ({
  page,
}) => {
  // A journey through two sites, with two accessibility checks: more than one page's time.
  test.slow();
  const errors = watchConsole(page);
  const { path, payCard } = await orderCoaster(page, { City: "London", Postcode: "NW1 6XE" });
  const total = await orderTotal(page);

  // The order page offers the whole total by card.
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
  await expect(page).toHaveURL(new RegExp(`${path}\\?card=paid$`));
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
    const { payCard } = await orderCoaster(page, { City: "London", Postcode: "NW1 6XE" });
    await payByCard(page, payCard);
    await context.close();
  });
});

/** The Stripe stand-in's own address, for the test's controls of it (playwright.config.ts). */
const STRIPE_STAND_IN = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;

/**
 * Stripe's event may come after the buyer is back on the order page. The stand-in keeps this
 * order's event back until the test lets it go: the page says Stripe is confirming the payment,
 * looks again every 2 s, and shows the order paid once the event is in, without a reload.
 */
test("the order page turns Paid by itself when Stripe's event comes after the buyer is back", async ({
  page,
}) => {
  test.slow();
  const errors = watchConsole(page);
  const { number: orderNumber, payCard } = await orderCoaster(page, {
    City: "Leeds",
    Postcode: "LS1 4AP",
  });
  const held = await page.request.post(`${STRIPE_STAND_IN}/test/hold/${orderNumber}`);
  expect(held.status()).toBe(204);

  await payByCard(page, payCard);
  await page.getByRole("button", { name: /^Pay GBP / }).click();

  // Back before the event: still pending, and the page says Stripe is confirming.
  await expect(page).toHaveURL(/\?card=paid$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const status = page.getByRole("definition").filter({ hasText: /^(Pending|Paid)$/ });
  await expect(payCard.getByRole("status")).toContainText("Stripe is confirming your payment");
  await expect(status).toHaveText("Pending");
  await screenshot(page, "order-confirming", false);
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute("data-before-event", ""));

  // The event arrives; the page, left alone, shows the order paid.
  const released = await page.request.post(`${STRIPE_STAND_IN}/test/release/${orderNumber}`);
  expect(released.status()).toBe(200);
  await expect(status).toHaveText("Paid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Paid on .*, thank you$/);
  await expect(payCard).toHaveCount(0);
  await expect(page.getByText("Stripe is confirming your payment")).toHaveCount(0);
  await expect(page.locator("html[data-before-event]")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshot(page, "order-paid-late", false);
  expect(errors).toEqual([]);
});

/**
 * The owner cancels an order paid by card (PRODUCT.md §4, Cancelling a paid order): the update
 * form asks how to refund it, Stripe (the stand-in) refunds the card, and the buyer's page says so.
 */
test("the owner cancels an order paid by card: the card is refunded through Stripe, and the buyer's page says so", async ({
  page,
}) => {
  test.slow();
  const errors = watchConsole(page);
  await addToCart(page.request, "Cat Nap Coaster");
  await page.goto("/checkout");
  // The shop takes cards: the checkout says so, and not that nothing is paid online.
  await expect(
    page.getByText("once your order is in, pay by card on its page, or in the other ways"),
  ).toBeVisible();
  await expect(page.getByText(/No payment is taken online/)).toHaveCount(0);
  await screenshot(page, "checkout-cards");
  await placeOrderAs(page, { City: "London", Postcode: "NW1 6XE" });
  await expect(
    page.getByText("Pay the total shown, shipping included, by card on this page, or as"),
  ).toBeVisible();
  await screenshot(page, "order-payable-cards");
  const order = theOrder(page);
  const total = await orderTotal(page);
  await page.getByRole("button", { name: `Pay ${total} by card` }).click();
  await page.getByRole("button", { name: `Pay ${total.replace("£", "GBP ")}` }).click();
  await expect(page.getByRole("definition").getByText("Paid", { exact: true })).toBeVisible();

  // The owner cancels it: choosing Cancelled asks how to refund, the card first.
  await signInApi(page.request);
  await page.goto(`/admin/orders/${order.number}`);
  const update = page.getByRole("region", { name: "Update order" });
  await update.getByLabel("New status").selectOption("cancelled");
  const refund = update.getByRole("group", { name: "The buyer paid: refund" });
  await expect(
    refund.getByRole("radio", { name: `Refund ${total} to the card through Stripe` }),
  ).toBeChecked();
  await expect(refund.getByRole("radio", { name: `I will refund ${total} by hand` })).toBeVisible();
  await update.getByLabel(/^Note/).fill("The buyer changed their mind.");
  await update.getByLabel("E-mail the customer (with the note)").check();
  await expectNoAxeViolations(page);
  await screenshot(page, "owner-cancel-refund-choice");
  await update.getByRole("button", { name: "Update order" }).click();
  await expect(toast(page)).toContainText("The order is now cancelled.");
  const refunded = page.getByRole("region", { name: "Refund" });
  await expect(refunded).toContainText(
    new RegExp(
      `Refunded ${total.replace(".", "\\.")} to the card through Stripe \\(refund re_test_\\w+\\)\\.`,
    ),
  );
  await expectNoAxeViolations(page);
  await screenshot(page, "owner-cancelled-refunded");

  // The buyer's page: the reason, then where the money went.
  await page.goto(order.path);
  await expect(page.getByRole("heading", { name: "This order was cancelled" })).toBeVisible();
  await expect(
    page.getByText(
      `The buyer changed their mind. ${total} has been refunded to the card you paid with`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "buyer-cancelled-refunded");
  expect(errors).toEqual([]);
});
