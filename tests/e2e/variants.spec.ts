import { adaAt, checkPage, expect, ownContext, signIn, test, toast } from "./support.ts";

/**
 * Variants: the owner gives a print A4 and A3 in the product form, a buyer picks A3 in
 * the shop's dialog and checks out. The print is this run's own (made, then deleted), so no other
 * spec's counts change: it runs at both widths.
 */
test("the owner gives a print A4 and A3 variants, and a buyer picks A3 and checks out", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const name = `Fox Print ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, "/admin/products?category=coasters");
  // The print starts as a plain product, with a picture the site already has.
  const shop = (await (await page.request.get("/api/products")).json()) as Array<{
    name: string;
    imageUrls: string[];
  }>;
  const picture = shop.find((product) => product.name === "Tide Coaster")!.imageUrls[0];
  const created = await page.request.post("/api/admin/products", {
    data: { name, price: "25", category: "coasters", imageUrls: [picture] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    // The product form: two variants, each with its price and stock.
    await page.reload();
    await page.getByRole("button", { name: new RegExp(name) }).click();
    await page.getByRole("button", { name: "Edit Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    await dialog.getByRole("button", { name: "Add variant" }).click();
    await dialog.getByRole("button", { name: "Add variant" }).click();
    const rows = dialog.getByRole("group", { name: /^Variant \d$/ });
    await expect(rows).toHaveCount(2);
    // Typed in the wrong order first, then moved: the buyer sees the owner's order.
    await rows.nth(0).getByLabel("Name").fill("A3");
    await rows.nth(0).getByLabel("Price").fill("35");
    await rows.nth(0).getByLabel("Stock").fill("1");
    await rows.nth(1).getByLabel("Name").fill("A4");
    await rows.nth(1).getByLabel("Price").fill("25.00");
    await rows.nth(1).getByLabel("Stock").fill("3");
    await dialog.getByRole("button", { name: "Move A4 up" }).click();
    await expect(rows.nth(0).getByLabel("Name")).toHaveValue("A4");
    await checkPage(page, "variants-form", false);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Product updated");
    await expect(dialog).toBeHidden();
    await expect(page.getByText("A4 £25.00 (3 left) · A3 £35.00 (1 left)")).toBeVisible();

    // A buyer of their own: the card says "From", the dialog offers both, A3 is chosen.
    const buyer = await ownContext(browser);
    const shopper = await buyer.newPage();
    await shopper.goto(`/shop?tab=coasters`);
    await expect(shopper.locator("html[data-hydrated]")).toBeAttached();
    const card = shopper.getByRole("article").filter({ hasText: name });
    await expect(card).toContainText("From £25.00");
    await card.getByRole("link", { name: new RegExp(`choose a size for ${name}$`) }).click();
    const chooser = shopper.getByRole("dialog", { name });
    await expect(chooser.getByRole("radio", { name: /^A4/ })).toBeChecked();
    await chooser
      .locator("label")
      .filter({ hasText: /^A3£35\.00$/ })
      .click();
    await expect(chooser.getByRole("radio", { name: /^A3/ })).toBeChecked();
    await expect(chooser).toContainText("£35.00");
    await checkPage(shopper, "variants-dialog", false);
    await chooser.getByRole("button", { name: new RegExp(`^Add to Cart\\W+${name}$`) }).click();
    await expect(shopper.getByRole("link", { name: /Cart, 1 item/ })).toBeVisible();

    await shopper.goto("/cart");
    await expect(shopper.getByText("A3", { exact: true })).toBeVisible();
    const summary = shopper.getByRole("complementary", { name: "Order Summary" });
    await expect(summary).toContainText("Subtotal (1 item)£35.00");
    await shopper.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(shopper.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await shopper.getByLabel("Country").selectOption("US");
    const place = { City: "Portland", State: "Oregon", "ZIP code": "97201" };
    for (const [label, value] of Object.entries(adaAt(place)))
      await shopper.getByLabel(label, { exact: true }).fill(value);
    await shopper.getByRole("button", { name: "Place Order" }).click();
    await expect(
      shopper.getByRole("heading", { name: "Order Placed Successfully!" }),
    ).toBeVisible();
    await buyer.close();

    // The A3 is gone; the A4s are all there.
    const listed = (await (await page.request.get("/api/products")).json()) as Array<{
      id: number;
      variants: Array<{ name: string; stock: number | null }>;
    }>;
    expect(listed.find((product) => product.id === id)!.variants).toEqual([
      expect.objectContaining({ name: "A4", stock: 3 }),
      expect.objectContaining({ name: "A3", stock: 0 }),
    ]);
  } finally {
    expect((await page.request.delete(`/api/admin/products/${id}`)).ok()).toBe(true);
  }
});
