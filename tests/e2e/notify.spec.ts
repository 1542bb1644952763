import {
  checkBothSizes,
  checkPage,
  DESKTOP,
  expect,
  ownContext,
  ownerContext,
  PHONE,
  readShopDb,
  screenshot,
  signIn,
  test,
  watchConsole,
} from "./support.ts";

/**
 * "Tell me when it is available" as a visitor meets it: a sold-out product's dialog offers the
 * form, which refuses without the ticked box and then answers in place, at the phone's and the
 * desktop's width; without JavaScript its post lands on the /notify page with the same answer.
 * Runs on a shop of its own (playwright.config.ts): it sells a demo product out.
 */

const DATA_DIR = process.env.E2E_NOTIFY_DATA_DIR ?? "";

/** Addresses waiting for `productId`, read from the shop's database (read-only). */
function waiting(productId: number): string[] {
  return readShopDb(DATA_DIR, (db) => {
    const rows = db
      .prepare("select email from notify_requests where product_id = ? order by id")
      .all(productId) as Array<{ email: string }>;
    return rows.map((row) => row.email);
  });
}

test("a visitor asks to hear when a sold-out product is back, with and without JavaScript", async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await ownerContext(browser);
  const products = (await (await owner.request.get("/api/products")).json()) as Array<{
    id: number;
    name: string;
    price: string;
    variants: unknown[];
  }>;
  const product = products.find((candidate) => candidate.variants.length === 0 && candidate.price)!;
  const sold = await owner.request.patch(`/api/admin/products/${product.id}`, {
    data: { stock: 0 },
  });
  expect(sold.status()).toBe(200);
  await owner.close();

  const errors = watchConsole(page);
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/shop?product=${product.id}`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Sold out" })).toBeVisible();
    const form = dialog.getByTestId("notify-form");
    await expect(form.getByRole("heading", { name: "Tell me when it is available" })).toBeVisible();
    const email = `${size}@readers.example`;
    await form.getByLabel("Your e-mail address").fill(email);
    const refused = page.waitForResponse((r) => r.url().includes("/notify.data"));
    await form.getByRole("button", { name: "Notify me" }).click();
    expect((await refused).status()).toBe(422);
    await expect(form.getByText("Please tick the box so that we may e-mail you")).toBeVisible();
    await form.getByRole("checkbox", { name: /e-mail me once/ }).check();
    const accepted = page.waitForResponse((r) => r.url().includes("/notify.data"));
    await form.getByRole("button", { name: "Notify me" }).click();
    expect((await accepted).status()).toBe(200);
    await expect(form.getByRole("status")).toContainText("Please check your inbox");
    await checkPage(page, `notify-${size}`, false);
    expect(waiting(product.id)).toContain(email);
  }
  // The two refusals above (422, asserted there) are logged by the browser as failed loads.
  expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);

  const plain = await ownContext(browser, { javaScriptEnabled: false, viewport: PHONE });
  const noScript = await plain.newPage();
  await noScript.goto(`/shop?product=${product.id}`);
  const form = noScript.getByTestId("notify-form");
  await form.getByLabel("Your e-mail address").fill("plain@readers.example");
  await form.getByRole("checkbox", { name: /e-mail me once/ }).check();
  await form.getByRole("checkbox", { name: /Also join the mailing list/ }).check();
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(noScript).toHaveURL(new RegExp(`/notify\\?product=${product.id}$`));
  await expect(noScript.getByRole("status")).toContainText("Please check your inbox");
  // Axe runs scripts in the page, which this context has none of: its picture only.
  await screenshot(noScript, "notify-no-script");
  expect(waiting(product.id)).toContain("plain@readers.example");
  await plain.close();

  // The owner sees who waits, per item: none confirmed yet, three asking.
  await signIn(page, "/admin/audience");
  const table = page
    .getByRole("region", { name: "Waiting for availability" })
    .getByRole("row", { name: new RegExp(product.name) });
  await expect(table.getByRole("cell").nth(1)).toHaveText("0");
  await expect(table.getByRole("cell").nth(2)).toHaveText("3");
  await checkPage(page, "notify-admin", false);

  // The mailed link's page names the item and links to it, before and after its button.
  const link = readShopDb(DATA_DIR, (db) => {
    const row = db
      .prepare("select text_body from mail_outbox where to_address = ? order by id desc")
      .get("desktop@readers.example") as { text_body: string };
    return /https?:\/\/\S+\/notify\/confirm\/[A-Za-z0-9_-]+/.exec(row.text_body)![0];
  });
  const reader = await ownContext(browser);
  const confirming = await reader.newPage();
  await confirming.goto(new URL(link).pathname);
  await expect(confirming.locator("html[data-hydrated]")).toBeAttached();
  await expect(confirming.getByRole("link", { name: product.name })).toBeVisible();
  await checkBothSizes(confirming, "notify-confirm");
  await confirming.getByRole("button", { name: "Confirm" }).click();
  await expect(confirming.getByRole("heading", { name: "We will tell you" })).toBeVisible();
  await expect(confirming.getByRole("main")).toContainText(
    `You will get one e-mail when ${product.name} can be bought again`,
  );
  await expect(confirming.getByRole("link", { name: `Back to ${product.name}` })).toBeVisible();
  await checkBothSizes(confirming, "notify-confirmed");
  await reader.close();
});
