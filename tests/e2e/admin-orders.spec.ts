import type { APIRequestContext } from "@playwright/test";
import { buyerEmail, expect, expectNoAxeViolations, ownContext, signIn, test } from "./support.ts";

/** A customer's order placed through the public API; returns its number. */
async function placeOrder(request: APIRequestContext, lastName: string): Promise<string> {
  const products = (await (await request.get("/api/products")).json()) as Array<{
    id: number;
    name: string;
  }>;
  const coaster = products.find((product) => product.name === "Tide Coaster")!;
  expect((await request.post("/api/cart/add", { data: { productId: coaster.id } })).ok()).toBe(
    true,
  );
  const order = await request.post("/api/orders", {
    data: {
      firstName: "Ada",
      lastName,
      email: buyerEmail("ada"),
      address: "12 Analytical Row",
      city: "Portland",
      state: "Oregon",
      zipCode: "97201",
      country: "US",
    },
  });
  expect(order.status()).toBe(201);
  return (await order.json()).orderNumber;
}

test("the owner moves an order to paid with a note and finds the customer's e-mail in the outbox", async ({
  page,
  browser,
}, testInfo) => {
  const customer = await ownContext(browser);
  const lastName = `Lovelace-${testInfo.project.name}`;
  const orderNumber = await placeOrder(customer.request, lastName);
  await customer.close();

  await signIn(page, "/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page.getByLabel("Search").fill(lastName);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Pending");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("orders.png"), fullPage: true });

  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: orderNumber })).toBeVisible();
  await page.getByLabel("New status").selectOption("paid");
  await page.getByRole("textbox", { name: /^Note/ }).fill("Payment received, thank you!");
  await page.getByLabel("E-mail the customer").check();
  await page.getByRole("button", { name: "Update order" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Order updated",
  );
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Payment received, thank you!");
  await expect(page.getByLabel("New status")).toHaveValue("shipped");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("order.png"), fullPage: true });

  await page.getByRole("link", { name: "Messages" }).click();
  const outbox = page.getByRole("region", { name: "Outbox" });
  await expect(
    outbox.getByRole("row").filter({ hasText: `Order ${orderNumber}: Paid` }),
  ).toContainText(`to ${buyerEmail("ada")}`);
  await expectNoAxeViolations(page);

  // The customer's order page shows the new status.
  await page.goto(`/checkout/success/${orderNumber}`);
  await expect(page.getByRole("definition").getByText("Paid", { exact: true })).toBeVisible();
});
