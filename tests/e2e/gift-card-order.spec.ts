import {
  buyerEmail,
  checkBothSizes,
  checkPage,
  DESKTOP,
  expect,
  ownContext,
  ownerContext,
  PHONE,
  signIn,
  test,
} from "./support.ts";

/**
 * A buyer buys a gift card in the shop and checks out with a name and an e-mail, no postal
 * address: a gift card ships nothing. At the phone's and the desktop's width. Runs on a shop of
 * its own (playwright.config.ts): putting gift cards on sale adds the shop's Gift cards tab, which
 * other specs count.
 */
test("a buyer buys a gift card without a postal address, at the phone's and the desktop's width", async ({
  browser,
  page: ownerPage,
}) => {
  test.slow();
  const owner = await ownerContext(browser);
  const onSale = await owner.request.post("/api/admin/gift-cards/on-sale");
  expect(onSale.ok(), await onSale.text()).toBe(true);
  await owner.close();

  const numbers: string[] = [];
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    const buyer = await ownContext(browser, { viewport });
    const page = await buyer.newPage();
    await page.goto("/shop?tab=gift-cards");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const card = page.getByRole("article").filter({ hasText: "Gift card" });
    await card.getByRole("link", { name: /choose a size for Gift card$/ }).click();
    const chooser = page.getByRole("dialog", { name: "Gift card" });
    // Each size says its amount once: "£50", not "£50 £50.00".
    const fifty = chooser.locator("label").filter({ hasText: "£50" });
    await expect(fifty).toHaveText("£50");
    await fifty.click();
    await expect(chooser.getByRole("radio", { name: "£50" })).toBeChecked();
    await checkPage(page, `gift-card-sizes-${size}`, false);
    await chooser.getByRole("button", { name: /^Add to Cart\W+Gift card$/ }).click();
    await expect(page.getByRole("link", { name: /Cart, 1 item/ })).toBeVisible();

    await page.goto("/cart");
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // Nothing is posted: no address is asked for.
    for (const label of ["Street address", "City", "Country", "Phone"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
    }
    await page.getByLabel("First name", { exact: true }).fill("Ada");
    await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(buyerEmail(`gift-${size}`));
    await page.getByLabel("Their name").fill("Cleo");
    await page.getByLabel("Their email").fill("cleo@example.com");
    await page.getByLabel("Your message").fill("For your new studio");
    await checkPage(page, `gift-card-checkout-${size}`);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/checkout\/success\/EA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    const main = page.getByRole("main");
    await expect(main).toContainText(
      "The gift card is e-mailed to Cleo (cleo@example.com) once the order is paid.",
    );
    await expect(main).not.toContainText("packed and sent");
    await checkPage(page, `gift-card-order-${size}`);
    numbers.push(new URL(page.url()).pathname.split("/").at(-1)!);
    await buyer.close();
  }

  // The owner's page of the order: nothing to post, whom the card is for, no packing slip.
  await signIn(ownerPage, `/admin/orders/${numbers[0]}`);
  const cards = ownerPage.getByRole("region", { name: "Gift cards" });
  await expect(cards).toContainText(
    "Nothing to post: every line is a gift card, e-mailed once the order is paid.",
  );
  await expect(cards).toContainText("cleo@example.com");
  await expect(cards).toContainText("For your new studio");
  await expect(ownerPage.getByRole("link", { name: /Packing slip/ })).toHaveCount(0);
  await checkBothSizes(ownerPage, "gift-card-admin-order", true);
});
