import {
  adaAt,
  addToCart,
  expect,
  expectNoAxeViolations,
  screenshot,
  signInApi,
  test,
  toast,
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
  for (const [label, value] of Object.entries(adaAt({ City: "London", Postcode: "NW1 6XE" })))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/EA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(
    page.getByText("Pay the total shown, shipping included, by card on this page, or as"),
  ).toBeVisible();
  await screenshot(page, "order-payable-cards");
  const orderUrl = new URL(page.url()).pathname;
  const orderNumber = orderUrl.split("/").at(-1)!;
  const total = (await page.getByRole("region", { name: "Items" }).textContent())!.match(
    /Total(£\d+\.\d\d)/,
  )![1]!;
  await page.getByRole("button", { name: `Pay ${total} by card` }).click();
  await page.getByRole("button", { name: `Pay ${total.replace("£", "GBP ")}` }).click();
  await expect(page.getByRole("definition").getByText("Paid", { exact: true })).toBeVisible();

  // The owner cancels it: choosing Cancelled asks how to refund, the card first.
  await signInApi(page.request);
  await page.goto(`/admin/orders/${orderNumber}`);
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
  await page.goto(orderUrl);
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
