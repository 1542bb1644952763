import type { APIRequestContext } from "@playwright/test";
import { useOfferedOriginal } from "./offered-original.ts";
import {
  buyerEmail,
  expect,
  expectNoAxeViolations,
  ownContext,
  placeOrderApi,
  signIn,
  signInAt,
  test,
} from "./support.ts";

const BUYER = {
  firstName: "Ada",
  address: "12 Analytical Row",
  city: "Portland",
  state: "Oregon",
  zipCode: "97201",
  country: "US",
};

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
  return placeOrderApi(request, { ...BUYER, lastName });
}

test("the owner moves an order to paid with a note and finds the customer's e-mail in the outbox", async ({
  page,
  browser,
}, testInfo) => {
  const customer = await ownContext(browser);
  const lastName = `Lovelace-${testInfo.project.name}`;
  const orderNumber = await placeOrder(customer.request, lastName);
  await customer.close();

  await signInAt(page, "/admin/orders", "Orders");
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

test.describe("originals on hold", () => {
  // The fifth- and sixth-last unfeatured paintings: the originals and certificates specs take the
  // four after them, the order-follows spec the two before.
  const original = useOfferedOriginal({ phone: 5, desktop: 6 }, "280.00");

  test("the owner releases an original an unpaid order holds, and it is back on sale", async ({
    page,
    browser,
  }, testInfo) => {
    const { title } = original.artwork;
    const customer = await ownContext(browser);
    // Cancelled after the suite, so the painting is put back as it was.
    const orderNumber = await original.order(customer.request, {
      ...BUYER,
      lastName: `Holder-${testInfo.project.name}`,
    });
    await customer.close();

    await signIn(page, "/admin/orders");
    const held = page.getByRole("region", { name: "Originals on hold" });
    const hold = held.getByRole("listitem").filter({ hasText: title });
    await expect(hold).toContainText(`Held by ${orderNumber}`);
    await expect(hold).toContainText("(UTC)");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("originals-on-hold.png"), fullPage: true });

    await hold.getByRole("button", { name: `Release ${title} from order ${orderNumber}` }).click();
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
      `${title} is back on sale.`,
    );
    await expect(hold).toHaveCount(0);

    await page.goto(`/admin/orders/${orderNumber}`);
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      `${title} released: back on sale`,
    );
    await page.goto(original.artwork.url);
    await expect(page.getByRole("main")).toContainText("Original£280.00");
  });
});
