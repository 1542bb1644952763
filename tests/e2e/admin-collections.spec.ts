import { makePng } from "../../testing/images.ts";
import { checkPage, expect, signIn, signInAt, test, toast, uploadPicture } from "./support.ts";

test("the owner creates a Prints collection with an offer, and the shop's banner shows it", async ({
  page,
}, testInfo) => {
  // Two pages, two axe checks and a dozen writes: more than 30 s on a loaded 2-core machine.
  test.slow();
  // Each width makes its own collection and product, and removes both: no other spec sees them.
  const width = testInfo.project.name;
  const name = `Prints ${width}`;
  const slug = `prints-${width}`;
  await signInAt(page, "/admin/collections", "Collections");

  const add = page.getByRole("form", { name: "Add a collection" });
  await add.getByLabel("Name").fill(name);
  await add
    .getByLabel("Description (shown above the products)")
    .fill("Giclée prints on cotton rag.");
  await add.getByLabel("Offer 1: any").fill("2");
  await add.getByLabel("save (amount)").first().fill("5");
  await add.getByRole("button", { name: "Add collection" }).click();
  await expect(toast(page)).toContainText("Collection added");
  const list = page.getByRole("list", { name: "Collections, in shop order" });
  await expect(list).toContainText(name);
  await expect(list).toContainText(`/shop?tab=${slug} · 0 products · 1 offer`);
  await checkPage(page, "collections");

  // An empty collection is no tab; with a product it is, and its banner is written from the offer.
  await page.goto("/shop");
  await expect(page.getByRole("tab", { name })).toHaveCount(0);
  const path = await uploadPicture(page.request, "shop", {
    name: "fox.png",
    mimeType: "image/png",
    buffer: await makePng(320, 320),
  });
  const created = await page.request.post("/api/admin/products", {
    data: { name: `Red Fox ${width}`, price: "35.00", category: slug, imageUrl: path },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto("/shop");
  await page.getByRole("tab", { name }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=${slug}$`));
  const panel = page.getByRole("tabpanel");
  await expect(panel).toContainText("Giclée prints on cotton rag.");
  await expect(panel.getByText("Any 2 £65 (save £5)")).toBeVisible();
  await expect(panel.getByRole("article").filter({ hasText: `Red Fox ${width}` })).toContainText(
    "£35.00",
  );
  await checkPage(page, "prints-tab");

  // The owner finds it in Admin → Products under the collection's own name, with its name there.
  await page.goto(`/admin/products?category=${slug}`);
  await expect(page.getByRole("link", { name: new RegExp(`^${name} \\(1\\)`) })).toBeVisible();
  const listed = page.getByRole("list", { name: `${name} products` });
  await expect(listed.getByRole("button", { name: new RegExp(`Red Fox ${width}`) })).toContainText(
    name,
  );

  // The cart takes what the banner says.
  const cart = await page.context().request.post("/api/cart/add", {
    data: { productId: id, quantity: 2 },
  });
  expect(cart.status()).toBe(201);
  const totals = (await (await page.request.get("/api/cart")).json()).totals;
  expect(totals).toMatchObject({ subtotal: "70.00", discount: "5.00" });
  await page.request.delete("/api/cart/clear");

  // A collection that holds a product is not deleted; once empty, it is.
  await page.goto("/admin/collections");
  // Remove asks first (window.confirm).
  page.on("dialog", (dialog) => dialog.accept());
  const remove = page.getByRole("button", { name: `Remove collection ${name}` });
  await remove.click();
  await expect(toast(page)).toContainText("still holds 1 product");
  expect((await page.request.delete(`/api/admin/products/${id}`)).status()).toBe(200);
  await page.reload();
  await page.getByRole("button", { name: `Remove collection ${name}` }).click();
  // Gone from the list (its row, and with it the row's toast, leaves the page at once).
  await expect(list).not.toContainText(name);
  expect(
    (
      (await (await page.request.get("/api/admin/collections")).json()) as Array<{ slug: string }>
    ).map((collection) => collection.slug),
  ).not.toContain(slug);
});

test("an offer of 100 % off is asked about before it is saved", async ({ page }, testInfo) => {
  const name = `Gifts ${testInfo.project.name}`;
  const collections = async () =>
    (
      (await (await page.request.get("/api/admin/collections")).json()) as Array<{
        id: number;
        name: string;
      }>
    ).filter((collection) => collection.name === name);
  await signIn(page, "/admin/collections");
  const add = page.getByRole("form", { name: "Add a collection" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Offer 1: any").fill("3");
  await add.getByLabel("or % off").first().fill("100");
  await add.getByRole("button", { name: "Add collection" }).click();
  const question = page.getByRole("alertdialog", { name: "Save it free of charge?" });
  await expect(question).toContainText("An offer of 100 % off gives those items away");
  await question.getByRole("button", { name: "Go back" }).click();
  await expect(question).toBeHidden();
  expect(await collections()).toEqual([]);
  // The form keeps what was typed; "Save anyway" sends it again, confirmed.
  await add.getByRole("button", { name: "Add collection" }).click();
  await question.getByRole("button", { name: "Save anyway" }).click();
  await expect(toast(page)).toContainText("Collection added");
  const [added] = await collections();
  expect(added).toBeDefined();
  expect((await page.request.delete(`/api/admin/collections/${added!.id}`)).status()).toBe(200);
});
