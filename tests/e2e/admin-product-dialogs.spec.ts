import type { Page } from "@playwright/test";
import { makeJpeg } from "../../testing/images.ts";
import { expect, expectNoAxeViolations, signInAt, signInTo, test, toast } from "./support.ts";

async function pictures(...names: string[]) {
  return Promise.all(
    names.map(async (name, index) => ({
      name,
      mimeType: "image/jpeg",
      buffer: await makeJpeg(640 + index * 8, 640),
    })),
  );
}

async function productNamed(page: Page, name: string) {
  const products = (await (await page.request.get("/api/admin/products")).json()) as Array<{
    id: number;
    name: string;
    category: string;
    price: string;
    order: number | null;
    imageUrls: string[];
  }>;
  return products.find((product) => product.name === name);
}

test("choosing pictures on the Products page opens Create New Product to organise them", async ({
  page,
}, testInfo) => {
  await signInAt(page, "/admin/products?category=coasters", "Products");
  await page
    .getByLabel("Create from pictures")
    .setInputFiles(await pictures("left.jpg", "middle.jpg", "right.jpg"));
  const dialog = page.getByRole("dialog", { name: "Create New Product" });
  const images = dialog.getByRole("list", { name: "Product images" }).getByRole("listitem");
  await expect(images).toHaveCount(3);
  // The category of the list it came from, with its usual price, description and price hints.
  await expect(dialog.getByLabel("Category")).toHaveValue("coasters");
  await expect(dialog.getByLabel("Price (£)")).toHaveValue("4.00");
  await expect(dialog.getByLabel("Description")).toHaveValue(/90x90mm/);
  // The collection's offer at that price.
  await expect(dialog).toContainText("Any 4 £15 (save £1)");
  await dialog.getByLabel("Price (£)").fill("");
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in product name and price");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("create-dialog.png") });
  test.skip(testInfo.project.name !== "desktop", "the catalogue is changed by one project only");

  // Organise: the star makes the last one the thumbnail; the removed one goes; the last stays.
  await dialog.getByRole("button", { name: "Make right.jpg the thumbnail" }).click();
  await expect(images.first().getByRole("img")).toHaveAttribute("alt", "1: right.jpg");
  await dialog.getByRole("button", { name: "Remove left.jpg" }).click();
  await dialog.getByRole("button", { name: "Remove middle.jpg" }).click();
  await expect(images).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Remove right.jpg" })).toBeDisabled();
  await dialog.getByLabel("Add pictures").setInputFiles(await pictures("extra.jpg"));
  await expect(images).toHaveCount(2);

  // Switching category replaces the untouched default description and fills the empty price.
  await dialog.getByLabel("Category").selectOption("cards");
  await expect(dialog.getByLabel("Price (£)")).toHaveValue("3.00");
  await expect(dialog.getByLabel("Description")).toHaveValue(/300gsm/);
  await expect(dialog).toContainText("Small £3.00 · Large £4.00");
  const name = `Heron Card ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(toast(page)).toContainText("Product created");
  await expect(dialog).toBeHidden();

  await page.goto("/admin/products?category=cards");
  await expect(page.getByRole("list", { name: "Greetings Cards products" })).toContainText(name);
  const created = (await productNamed(page, name))!;
  expect(created).toMatchObject({ category: "cards", price: "3.00" });
  expect(created.imageUrls).toHaveLength(2);
  expect((await page.request.delete(`/api/admin/products/${created.id}`)).ok()).toBe(true);
});

test("the products card on Portfolio uploads, orders, edits and bulk-deletes products", async ({
  page,
}, testInfo) => {
  const card = await signInTo(page, "/admin/portfolio", "Shop products");
  await expect(card.getByRole("list", { name: /shop products$/ })).toBeVisible();
  await card.getByRole("button", { name: "Upload Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload New Product" });
  await dialog.getByLabel("Price (£)").fill("");
  await dialog.getByRole("button", { name: "Upload Product" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Please provide product name, price, and at least one image",
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portfolio-products.png"), fullPage: true });
  test.skip(testInfo.project.name !== "desktop", "the catalogue is changed by one project only");

  await card.getByRole("button", { name: "Upload Product" }).click();
  // The owner's collections, each once: the Snap editions are a type within Snap.
  await dialog.getByLabel("Category").selectOption("snap-cards");
  await expect(dialog.getByLabel("Price (£)")).toHaveValue("10.00");
  // The collection's offers at the price typed.
  await expect(dialog).toContainText("Any 2 games £18 (save £2) · Any 3 games £25 (save £5)");
  await dialog.getByLabel("Add pictures").setInputFiles(await pictures("tabby.jpg", "ginger.jpg"));
  const name = `Snap Cat Deluxe ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Upload Product" }).click();
  await expect(toast(page)).toContainText("Product created");
  await expect(dialog).toBeHidden();
  const row = card.getByRole("listitem").filter({ hasText: name });
  await expect(row).toBeVisible();

  // The Snap editions have an Order input for the carousel, saved when it loses focus.
  const order = row.getByRole("spinbutton", { name: `Order of ${name}` });
  await expect(order).toHaveAccessibleDescription("Sets the edition's place on the home page");
  await order.fill("3");
  await order.press("Tab");
  await expect.poll(async () => (await productNamed(page, name))?.order).toBe(3);

  // Edit opens the Edit Product dialog with its details.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();

  // Select mode and bulk delete.
  await card.getByRole("button", { name: "Select", exact: true }).click();
  await card.getByRole("checkbox", { name: `Select ${name}` }).check();
  await card.getByRole("button", { name: "Delete (1)" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete 1 product?" })
    .getByRole("button", { name: "Delete 1 product" })
    .click();
  await expect(toast(page)).toContainText("Deleted 1 product");
  await expect(row).toHaveCount(0);
  expect(await productNamed(page, name)).toBeUndefined();
});
