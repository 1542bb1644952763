import type { Page } from "@playwright/test";
import {
  addToCart,
  DATA_DIR,
  expect,
  expectNoAxeViolations,
  ONE_WIDTH,
  readShopDb,
  test,
} from "./support.ts";

/** The buyer, with a street and name no other spec uses. */
const BUYER = {
  "First name": "Ada",
  "Last name": `Privata`,
  Email: "privata@example.com",
  "Street address": "7 Hidden Lane",
  City: "Portland",
  State: "Oregon",
  "ZIP code": "97201",
};

/** The link (with its key) in the order's confirmation e-mail, read from the server's outbox. */
function confirmationLink(orderNumber: string): string {
  return readShopDb(DATA_DIR, (db) => {
    const row = db
      .prepare("select text_body from mail_outbox where kind = ? and subject like ?")
      .get("order-confirmation", `%${orderNumber}%`) as { text_body: string };
    return /View your order: (\S+)/.exec(row.text_body)![1]!;
  });
}

const shippingTo = (page: Page) => page.getByRole("region", { name: "Shipping to" });

test(
  "the buyer's name and address show only in the browser that ordered, or through the e-mail's link",
  ONE_WIDTH,
  async ({ page, browser }, testInfo) => {
    // The buyer puts a coaster in the cart and checks out through the form.
    await addToCart(page.request, "Cat Nap Coaster");
    await page.goto("/checkout");
    // An American buyer: the form asks for a state and a ZIP code once the country is chosen.
    await page.getByLabel("Country", { exact: true }).selectOption("US");
    for (const [label, value] of Object.entries(BUYER))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/checkout\/success\/EA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const orderUrl = new URL(page.url()).pathname;
    const orderNumber = orderUrl.split("/").at(-1)!;
    await expect(shippingTo(page)).toContainText("7 Hidden Lane");
    await expect(shippingTo(page)).toContainText("privata@example.com");
    // Again later, in the same browser.
    await page.reload();
    await expect(shippingTo(page)).toContainText("Ada Privata");

    // Someone else with the address: the status, items and total, and none of the buyer.
    const other = await browser.newContext({
      baseURL: testInfo.project.use.baseURL!,
      viewport: testInfo.project.use.viewport!,
    });
    const stranger = await other.newPage();
    await stranger.goto(orderUrl);
    await expect(
      stranger.getByRole("heading", { name: "Order Placed Successfully!" }),
    ).toBeVisible();
    await expect(stranger.getByText(orderNumber, { exact: true })).toBeVisible();
    await expect(stranger.getByText("Pending", { exact: true })).toBeVisible();
    await expect(stranger.getByRole("region", { name: "Items" })).toContainText("Cat Nap Coaster");
    await expect(stranger.getByRole("region", { name: "Items" })).toContainText(/Total£\d+\.\d\d/);
    await expect(shippingTo(stranger)).toContainText("The name and delivery address are hidden");
    const visible = (await stranger.locator("body").textContent()) ?? "";
    for (const secret of ["Privata", "7 Hidden Lane", "privata@example.com"]) {
      expect(visible).not.toContain(secret);
    }
    expect(await stranger.content()).not.toContain("7 Hidden Lane");
    await expectNoAxeViolations(stranger);
    await stranger.screenshot({ path: testInfo.outputPath("hidden.png"), fullPage: true });

    // The confirmation e-mail's link opens the details in that browser, and they stay.
    const link = new URL(confirmationLink(orderNumber));
    expect(link.pathname).toBe(orderUrl);
    await stranger.goto(link.pathname + link.search);
    await expect(stranger).toHaveURL(new RegExp(`${orderUrl}$`));
    await expect(shippingTo(stranger)).toContainText("7 Hidden Lane");
    await expect(shippingTo(stranger)).toContainText("Ada Privata");
    await stranger.goto(orderUrl);
    await expect(shippingTo(stranger)).toContainText("privata@example.com");
    await expectNoAxeViolations(stranger);
    await stranger.screenshot({ path: testInfo.outputPath("opened.png"), fullPage: true });
    await other.close();
  },
);
