import { makePng } from "../../testing/images.ts";
import {
  checkPage,
  expect,
  screenshot,
  signIn,
  signInApi,
  signInAt,
  test,
  uploadPicture,
} from "./support.ts";

test("the owner edits, reorders and bulk-deletes products", async ({ page }, testInfo) => {
  await signInAt(page, "/admin/products?category=coasters", "Products");
  const list = page.getByRole("list", { name: "Coasters products" });
  await list.getByRole("button", { name: /Wildflower Coaster/ }).click();
  const detail = page.getByRole("region", { name: "Wildflower Coaster" });
  await expect(detail.getByText("Primary")).toBeVisible();
  await checkPage(page, "products");
  // The catalogue is shared by every spec: only one project changes it.
  test.skip(testInfo.project.name !== "desktop", "the phone run checks the page only");

  // Display order: saved on Enter.
  const order = detail.getByLabel("Display Order");
  await order.fill("7");
  await order.press("Enter");
  await expect
    .poll(async () => {
      const products = (await (await page.request.get("/api/admin/products")).json()) as Array<{
        name: string;
        order: number | null;
      }>;
      return products.find((product) => product.name === "Wildflower Coaster")?.order;
    })
    .toBe(7);

  // The edit dialog: a new price shows in the shop at once.
  await detail.getByRole("button", { name: "Edit Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await dialog.getByLabel("Price (£)").fill("4.25");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Product updated",
  );
  await expect(dialog).toBeHidden();
  const shop = await page.context().newPage();
  await shop.goto("/shop?tab=coasters");
  await expect(shop.getByRole("article").filter({ hasText: "Wildflower Coaster" })).toContainText(
    "£4.25",
  );
  await shop.close();

  // A price of 0.00 is asked about first: going back saves nothing, "Save anyway" saves it.
  const priceNow = async () =>
    (
      (await (await page.request.get("/api/admin/products")).json()) as Array<{
        name: string;
        price: string;
      }>
    ).find((product) => product.name === "Wildflower Coaster")?.price;
  await detail.getByRole("button", { name: "Edit Product" }).click();
  await dialog.getByLabel("Price (£)").fill("0.00");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  const question = page.getByRole("alertdialog", { name: "Save it free of charge?" });
  await expect(question).toContainText(
    "A price of 0.00 gives this product away to anyone who orders it.",
  );
  await checkPage(page, "free-price-question");
  await question.getByRole("button", { name: "Go back" }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel("Price (£)")).toHaveValue("0.00");
  expect(await priceNow()).toBe("4.25");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await question.getByRole("button", { name: "Save anyway" }).click();
  await expect(dialog).toBeHidden();
  expect(await priceNow()).toBe("0.00");

  await detail.getByRole("button", { name: "Edit Product" }).click();
  await dialog.getByLabel("Price (£)").fill("4.00");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();

  // Two throwaway products, deleted together in select mode.
  const upload = await page.request.post("/api/admin/upload", {
    multipart: {
      section: "shop",
      files: { name: "plain.png", mimeType: "image/png", buffer: await makePng(320, 320) },
    },
  });
  const [{ path }] = (await upload.json()).files;
  for (const name of ["Throwaway One", "Throwaway Two"]) {
    const created = await page.request.post("/api/admin/products", {
      data: { name, price: "4", category: "coasters", imageUrl: path },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  await page.getByRole("button", { name: "Select", exact: true }).click();
  await page.getByRole("checkbox", { name: "Select Throwaway One" }).check();
  await page.getByRole("checkbox", { name: "Select Throwaway Two" }).check();
  // The site's own dialog asks first, never the browser's confirm().
  const native: string[] = [];
  page.on("dialog", (dialog) => {
    native.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Delete (2)" }).click();
  const ask = page.getByRole("alertdialog", { name: "Delete 2 products?" });
  await expect(ask).toContainText("This cannot be undone.");
  await expect(ask.getByRole("button", { name: "Keep them" })).toBeFocused();
  await expect(ask).toBeInViewport();
  await screenshot(page, "bulk-delete-dialog", false);
  // Kept: nothing is deleted, and the choice stays.
  await ask.getByRole("button", { name: "Keep them" }).click();
  await expect(ask).toBeHidden();
  await expect(list.getByText("Throwaway One")).toBeVisible();
  await page.getByRole("button", { name: "Delete (2)" }).click();
  await ask.getByRole("button", { name: "Delete 2 products" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Deleted 2 products",
  );
  await expect(list.getByText("Throwaway One")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Select", exact: true })).toBeVisible();
  expect(native).toEqual([]);
});

test("the product list says what the shop shows: the Rat pack is Coming Soon, not Hidden", async ({
  page,
}) => {
  await signIn(page, "/admin/products");
  await page
    .getByRole("link", { name: /^Snap Playing Cards \(/ })
    .or(page.getByRole("button", { name: /^Snap Playing Cards \(/ }))
    .click();
  const list = page.getByRole("list", { name: /products$/ });
  const rat = list.getByRole("button", { name: /Snap-Rat Card Game/ });
  await expect(rat).toContainText("Coming Soon");
  await expect(list).not.toContainText("Hidden");
  await expect(list.getByRole("button", { name: /Snap-Cat Card Game/ })).not.toContainText(
    "Coming Soon",
  );
});

test("a product's other shop shows in its dialog as 'Also available at …'", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the catalogue is shared: one project changes it");
  await signInApi(page.request);
  const path = await uploadPicture(page.request, "shop", {
    name: "plain.png",
    mimeType: "image/png",
    buffer: await makePng(320, 320),
  });
  const created = await page.request.post("/api/admin/products", {
    data: {
      name: "Elsewhere Coaster",
      price: "4",
      category: "coasters",
      imageUrl: path,
      externalUrl: "https://www.etsy.com/listing/123/elsewhere-coaster",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  try {
    await page.goto(`/shop?tab=coasters&product=${id}`);
    const dialog = page.getByRole("dialog", { name: "Elsewhere Coaster" });
    await expect(dialog).toContainText("Also available at etsy.com");
    const link = dialog.getByRole("link", { name: /etsy\.com/ });
    await expect(link).toHaveAttribute(
      "href",
      "https://www.etsy.com/listing/123/elsewhere-coaster",
    );
    await expect(link).toHaveAttribute("target", "_blank");
    await checkPage(page, "other-shop-dialog", false);
  } finally {
    await page.request.delete(`/api/admin/products/${id}`);
  }
});
