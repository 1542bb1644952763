import { expect, screenshot, signInApi, test, toast } from "./support.ts";

/** The shop says the Snap trademark line once: in the footer, not under the Snap tab as well. */
test("the shop says the trademark line once", async ({ page }) => {
  await page.goto("/shop");
  await expect(page.getByRole("tab", { name: "Snap Playing Cards" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const lines = page.getByText(/Snap-Cat, Snap-Dog and Snap-Rat are trademarks of/);
  await expect(lines).toHaveCount(1);
  await expect(page.locator("footer")).toContainText(
    "Snap-Cat, Snap-Dog and Snap-Rat are trademarks of Wren Calloway.",
  );
});

/**
 * A refusal about a dialog's action shows in the dialog: the product dialog is a modal <dialog> in
 * the top layer, and a toast is drawn beneath it (hidden on a phone, dimmed and out of reach on a
 * desktop). The coaster is this test's own, with one in stock, deleted at the end.
 */
test("the product dialog says 'Only 1 left in stock' inside itself, above its button", async ({
  page,
  request,
}, testInfo) => {
  const name = `Last Coaster ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInApi(request);
  const shop = (await (await request.get("/api/products")).json()) as Array<{
    name: string;
    imageUrls: string[];
  }>;
  const picture = shop.find((product) => product.name === "Tide Coaster")!.imageUrls[0];
  const created = await request.post("/api/admin/products", {
    data: { name, price: "4", category: "coasters", imageUrl: picture, stock: 1 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    // The only one goes into the cart from its card.
    await page.goto("/shop?tab=coasters");
    const card = page.getByRole("article").filter({ hasText: name });
    await card.getByRole("button", { name: `Add to Cart – ${name}` }).click();
    await expect(toast(page)).toContainText("Added to cart");
    await expect(page.getByRole("link", { name: /Cart, 1 item/ })).toBeVisible();

    // Its dialog opens, and stays open: the card's answer is not the dialog's.
    await card.getByRole("link", { name }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);

    // A second one is refused, and the dialog says so above its button, in sight.
    const add = dialog.getByRole("button", { name: `Add to Cart – ${name}` });
    await add.click();
    const refusal = dialog.getByRole("alert");
    await expect(refusal).toHaveText(`Only 1 of ${name} left in stock`);
    await expect(refusal).toBeInViewport();
    await expect(dialog).toBeVisible();
    const [alertBox, buttonBox] = [(await refusal.boundingBox())!, (await add.boundingBox())!];
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(buttonBox.y);
    // Drawn on top: what the screen shows at its middle is the message itself.
    const onTop = await refusal.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const there = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return element.contains(there);
    });
    expect(onTop).toBe(true);
    // Said once: no toast beneath the dialog as well.
    await expect(toast(page)).not.toContainText("left in stock");
    await screenshot(page, "dialog-refusal", false);

    // Closed and opened again, the dialog starts afresh.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await card.getByRole("link", { name }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  } finally {
    expect((await request.delete(`/api/admin/products/${id}`)).ok()).toBe(true);
  }
});
