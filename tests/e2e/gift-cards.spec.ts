import type { APIRequestContext } from "@playwright/test";
import {
  addToCart,
  checkPage,
  expect,
  expectNoWiderThanScreen,
  expectRefusedCodes,
  orderSummary,
  ownerContext,
  placeOrderApi,
  placeOrderAs,
  signInAt,
  test,
  toast,
} from "./support.ts";

/** A gift card of `amount` issued by the owner (`owner` signed in); its code. */
async function issued(owner: APIRequestContext, amount: string): Promise<string> {
  const made = await owner.post("/api/admin/gift-cards", { data: { amount } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { code: string }).code;
}

test.describe("gift cards in the cart and at checkout", () => {
  test("a buyer hears why a card is refused, pays part of an order with one, and the order keeps it", async ({
    page,
    browser,
  }) => {
    test.slow();
    const owner = await ownerContext(browser);
    const card = await issued(owner.request, "15.00");
    // A card with £1 on it, spent by an order of the owner's own cart: nothing left.
    const spent = await issued(owner.request, "1.00");
    await addToCart(owner.request, "Snap-Cat Card Game");
    await placeOrderApi(owner.request, {
      email: `spent-${Date.now()}@example.com`,
      giftCard: spent,
    });
    await owner.close();

    await addToCart(page.request, "Snap-Cat Card Game");
    await page.goto("/cart");
    const field = page.getByLabel("Gift card");
    const apply = page.getByRole("button", { name: "Apply gift card" });
    const refusal = page.locator("[data-gift-card-refusal]");
    const refusals: Array<[string, string]> = [
      [
        "ABCD-EFGH-JKMN-PQRS",
        "We don't recognise that gift card. Please check the code and try again.",
      ],
      [spent, "This gift card has been used up: there is nothing left on it."],
    ];
    await expectRefusedCodes(page, { field, apply, refusal }, refusals);

    // Typed without its dashes, in small letters: the same card.
    await field.fill(card.replaceAll("-", "").toLowerCase());
    await apply.click();
    await expect(page.locator("[data-gift-card-applied]")).toContainText(`Gift card ${card}`);
    // Snap-Cat is £10.00, ships for £9.99, with the demo's 8 % tax: the card pays £15.00 of £21.59.
    await orderSummary(page, ["Total£21.59", "Paid by gift card-£15.00", "To pay£6.59"]);
    await checkPage(page, "cart-gift-card");

    await page.goto("/checkout");
    await orderSummary(page, ["Paid by gift card-£15.00", "To pay£6.59"]);
    await placeOrderAs(page, { City: "London", Postcode: "NW1 6XE" });
    // The order's page keeps it: the card's part, and what is left to pay.
    await expect(page.getByRole("main")).toContainText("Paid by gift card-£15.00");
    await expect(page.getByRole("main")).toContainText("To pay£6.59");
    await checkPage(page, "order-gift-card");
  });
});

test("the owner issues a gift card by hand and sees it listed with its balance", async ({
  page,
}) => {
  test.slow();
  await signInAt(page, "/admin/gift-cards", "Gift cards");
  const form = page.getByRole("region", { name: "Issue a gift card" });
  await form.getByRole("button", { name: "Issue gift card" }).click();
  await expect(form.getByText("Enter the card's amount")).toBeVisible();

  await form.getByLabel("Amount (like 25.00)").fill("40.00");
  await form.getByLabel("Recipient's name").fill("Grace");
  await form.getByLabel("Recipient's email (we mail the code)").fill("grace@example.com");
  await form.getByLabel("Message").fill("Thank you for the commission!");
  await form.getByRole("button", { name: "Issue gift card" }).click();
  await expect(toast(page)).toContainText("Gift card issued");
  const code = form.locator("[data-issued-code] strong");
  await expect(code).toHaveText(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
  const last = (await code.textContent())!.slice(-4);
  const row = page.getByRole("row").filter({ hasText: `••••-••••-••••-${last}` });
  await expect(row).toContainText("£40.00");
  await expect(row).toContainText("Grace, grace@example.com");
  await expect(row).toContainText("Issued by hand");
  await checkPage(page, "admin-gift-cards");
  // Nothing reaches past the screen's edge (the table scrolls within its card).
  await expectNoWiderThanScreen(page);
});
