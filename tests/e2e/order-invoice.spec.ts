import {
  addToCart,
  buyerEmail,
  expect,
  expectNoAxeViolations,
  ownContext,
  signInAt,
  test,
} from "./support.ts";

test("the owner opens an order's invoice and packing slip; printed, they are the sheet alone", async ({
  page,
  context,
  browser,
}, testInfo) => {
  // A customer's order, placed through the public API from a context of its own.
  const customer = await ownContext(browser);
  await addToCart(customer.request, "Tide Coaster", 2);
  const placed = await customer.request.post("/api/orders", {
    data: {
      firstName: "Grace",
      lastName: `Hopper-${testInfo.project.name}`,
      email: buyerEmail("grace"),
      address: "1 Compiler Lane",
      city: "Portland",
      state: "Oregon",
      zipCode: "97201",
      country: "US",
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { orderNumber: string; total: string };
  await customer.close();

  await signInAt(page, `/admin/orders/${order.orderNumber}`, order.orderNumber);

  const opened = context.waitForEvent("page");
  await page.getByRole("link", { name: /^Invoice/ }).click();
  const invoice = await opened;
  await invoice.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(invoice).toHaveURL(new RegExp(`/admin/orders/${order.orderNumber}/invoice$`));
  await expect(invoice.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
  const sheet = invoice.getByRole("article");
  await expect(sheet).toContainText(order.orderNumber);
  await expect(sheet).toContainText(`Grace Hopper-${testInfo.project.name}`);
  const line = sheet.getByRole("row").filter({ hasText: "Tide Coaster" });
  await expect(line.getByRole("cell").nth(1)).toHaveText("2");
  await expect(sheet.getByText("Total due").locator("..")).toContainText(`£${order.total}`);
  await expect(sheet).toContainText("How to pay");
  await expectNoAxeViolations(invoice);
  await invoice.screenshot({ path: testInfo.outputPath("invoice.png"), fullPage: true });

  // Printed: no buttons, no admin navigation, only the sheet.
  const print = invoice.getByRole("button", { name: "Print" });
  const nav = invoice.getByRole("navigation", { name: "Admin" });
  await expect(print).toBeVisible();
  await expect(nav).toBeVisible();
  await invoice.emulateMedia({ media: "print" });
  await expect(print).toBeHidden();
  await expect(nav).toBeHidden();
  await expect(invoice.getByRole("link", { name: "Back to order" })).toBeHidden();
  await expect(sheet).toBeVisible();
  await invoice.screenshot({ path: testInfo.outputPath("invoice-print.png"), fullPage: true });
  await invoice.close();

  const slipOpened = context.waitForEvent("page");
  await page.getByRole("link", { name: /^Packing slip/ }).click();
  const slip = await slipOpened;
  await slip.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(slip.getByRole("heading", { level: 1, name: "Packing slip" })).toBeVisible();
  const slipSheet = slip.getByRole("article");
  await expect(slipSheet.getByRole("region", { name: "Deliver to" })).toContainText(
    "1 Compiler Lane",
  );
  await expect(slipSheet.getByRole("row").filter({ hasText: "Tide Coaster" })).toContainText("2");
  await expect(slipSheet).not.toContainText("£");
  await expectNoAxeViolations(slip);
  await slip.emulateMedia({ media: "print" });
  await expect(slip.getByRole("button", { name: "Print" })).toBeHidden();
  await slip.screenshot({ path: testInfo.outputPath("packing-slip-print.png"), fullPage: true });
});
