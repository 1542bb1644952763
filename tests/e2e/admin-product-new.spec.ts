import { makeJpeg } from "../../testing/images.ts";
import { ADMIN_PASSWORD, expect, expectNoAxeViolations, test } from "./support.ts";

test("the owner creates a product on the new-product page and a customer buys it", async ({
  page,
  browser,
}, testInfo) => {
  await page.goto("/admin/product/new");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Product" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing yet: the messages of PRODUCT.md §5.
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page.getByRole("main").getByText("Product name is required")).toBeVisible();
  await expect(page.getByRole("main").getByText("At least one image is required")).toBeVisible();
  // The catalogue is shared by every spec: only one project changes it.
  test.skip(testInfo.project.name !== "desktop", "the phone run checks the page only");

  const name = `Kingfisher Coaster ${Date.now()}`;
  await page.locator('input[type="file"]').setInputFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(800, 800) },
    { name: "back.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(820, 800) },
  ]);
  const images = page.getByRole("list", { name: "Product images" });
  await expect(images.getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Category").selectOption("coasters");
  await expect(page.getByLabel("Price (£)")).toHaveValue("4.00");
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(
    page.getByRole("main").getByText("Please upload all images before saving"),
  ).toBeVisible();
  // Drag the second picture onto the first: it becomes the thumbnail.
  const pictures = images.getByRole("listitem");
  await pictures.nth(1).dragTo(pictures.nth(0));
  await expect(pictures.nth(0).getByRole("img")).toHaveAttribute("alt", "1: back.jpg");
  await expect(pictures.nth(1).getByRole("img")).toHaveAttribute("alt", "2: front.jpg");
  await expect(page.getByRole("button", { name: "Make back.jpg the thumbnail" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The star puts the other one first again; the arrows move them by keyboard too.
  await page.getByRole("button", { name: "Make front.jpg the thumbnail" }).click();
  await expect(pictures.nth(0).getByRole("img")).toHaveAttribute("alt", "1: front.jpg");
  await page.getByRole("button", { name: "Move front.jpg right" }).click();
  await expect(pictures.nth(0).getByRole("img")).toHaveAttribute("alt", "1: back.jpg");
  await page.getByRole("button", { name: "Upload 2 Images" }).click();
  await expect(images.getByText("Uploaded")).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath("new-product.png"), fullPage: true });
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Product created",
  );

  // A customer finds it and adds it to the cart.
  const customer = await browser.newContext({ baseURL: testInfo.project.use.baseURL! });
  const shop = await customer.newPage();
  await shop.goto("/shop?tab=coasters");
  await expect(shop.locator("html[data-hydrated]")).toBeAttached();
  await shop.getByRole("button", { name: new RegExp(`^Add to Cart\\W+${name}$`) }).click();
  await expect(shop.getByRole("link", { name: /Cart, 1 item/ })).toBeVisible();
  await customer.close();

  // Tidy up for the other specs.
  const products = (await (await page.request.get("/api/admin/products")).json()) as Array<{
    id: number;
    name: string;
    imageUrls: string[];
  }>;
  const created = products.find((product) => product.name === name)!;
  expect(created.imageUrls).toHaveLength(2);
  expect((await page.request.delete(`/api/admin/products/${created.id}`)).ok()).toBe(true);
});
