import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "@playwright/test";
import { ownerAt, picture, quoteAndAccept, requestCommission } from "./commission-request.ts";
import { DATA_DIR, expect, expectNoAxeViolations, screenshot, test } from "./support.ts";

/**
 * A commission the buyer on `page` requests (as `name`), the owner quotes (250.00, a 30 % deposit)
 * from a browser of their own signed in at its admin page, and the buyer accepts, through the
 * API: its id, the owner's browser and page, and the deposit order's number.
 */
async function acceptedCommission(page: Page, browser: Browser, name: string) {
  const id = await requestCommission(page.request, name);
  const { owner, admin } = await ownerAt(browser, id);
  const quote = { price: "250.00", deposit: "30%" };
  const depositOrder = await quoteAndAccept(admin.request, page.request, id, quote);
  return { id, owner, admin, depositOrder };
}

/** The owner marks an order paid, as when its money arrived by hand. */
async function markPaid(admin: Page, orderNumber: string) {
  const paid = await admin.request.patch(`/api/admin/orders/${orderNumber}`, {
    data: { status: "paid" },
  });
  expect(paid.status()).toBe(200);
}

/**
 * The deposit's deadline passes: its payment date moved into the past in the server's database,
 * then the owner's sweep (the one the server runs every five minutes) cancels it.
 * Its commission is moved back in the same transaction, so once the order reads cancelled the
 * commission reads quoted.
 */
async function lapse(admin: Page, orderNumber: string) {
  const db = new DatabaseSync(path.join(DATA_DIR, "easel.db"), { timeout: 5000 });
  try {
    db.prepare("update orders set pay_by = ? where order_number = ?").run(
      new Date(Date.now() - 60_000).toISOString(),
      orderNumber,
    );
  } finally {
    db.close();
  }
  const swept = await admin.request.post("/api/admin/orders/sweep", { data: {} });
  expect(swept.status()).toBe(200);
  // Cancelled by this sweep, or by another test's that ran at the same moment.
  const order = await admin.request.get(`/api/admin/orders/${orderNumber}`);
  expect(((await order.json()) as { status: string }).status).toBe("cancelled");
}

const shot = (page: Page, name: string) => screenshot(page, `${name}-${test.info().project.name}`);

test("a lapsed deposit: the owner renews the quote, the buyer accepts again and pays a new deposit order", async ({
  page,
  browser,
}) => {
  const {
    id,
    owner,
    admin,
    depositOrder: first,
  } = await acceptedCommission(page, browser, "ada-lapse");
  await lapse(admin, first);

  // The buyer sees the quote back with the artist: no way to accept it meanwhile.
  await page.goto(`/commissions/${id}`);
  await expect(page.getByTestId("commission-status")).toHaveText("Quoted");
  await expect(page.getByTestId("deposit-lapsed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept the quote" })).toHaveCount(0);
  await expect(page.getByTestId("commission-messages")).toContainText(
    `The deposit (order ${first}) was not paid by`,
  );
  await expectNoAxeViolations(page);
  await shot(page, "commission-lapsed-buyer");

  // The owner renews it.
  await admin.reload();
  await expect(admin.getByTestId("commission-status")).toHaveText("Quoted");
  const renew = admin.getByRole("form", { name: "Renew the quote" });
  await expect(renew).toBeVisible();
  await expect(admin.getByRole("button", { name: "Withdraw the quote" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await shot(admin, "commission-lapsed-owner");
  await renew.getByRole("button", { name: "Renew the quote" }).click();
  await expect(renew).toHaveCount(0);
  await expect(admin.getByTestId("commission-messages")).toContainText("The quote was renewed");
  await owner.close();

  // The buyer accepts again: a new deposit order, in commission words.
  await page.reload();
  await expect(page.getByTestId("deposit-lapsed")).toHaveCount(0);
  await page.getByRole("button", { name: "Accept the quote" }).click();
  await expect(page.getByTestId("commission-status")).toHaveText("Accepted");
  const deposit = page.getByRole("link", { name: /^order EA-/ });
  await expect(deposit).not.toHaveText(`order ${first}`);
  await deposit.click();
  await page.waitForURL(/\/checkout\/success\/EA-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Deposit for commission C-${id}`,
  );
  await expect(page.getByText("Order Placed Successfully!")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Shipping to" })).toHaveCount(0);
  await expect(
    page.getByText("Once the deposit has arrived, work on your piece begins."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "commission-deposit-order");
  await page.getByRole("link", { name: "Back to your commission" }).click();
  await page.waitForURL(new RegExp(`/commissions/${id}$`));
  await expect(page.getByTestId("commission-status")).toHaveText("Accepted");
});

test("a lapsed deposit: the owner withdraws the quote", async ({ page, browser }) => {
  const { id, owner, admin, depositOrder } = await acceptedCommission(
    page,
    browser,
    "ada-withdraw",
  );
  await lapse(admin, depositOrder);
  await admin.reload();
  await admin.getByRole("button", { name: "Withdraw the quote" }).click();
  await expect(admin.getByTestId("commission-status")).toHaveText("Cancelled");
  await owner.close();
  await page.goto(`/commissions/${id}`);
  await expect(page.getByTestId("commission-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("commission-messages")).toContainText("The quote was withdrawn");
});

test("finished asks for the balance; completed waits for it and gives the piece its certificate", async ({
  page,
  browser,
}) => {
  const { id, owner, admin, depositOrder } = await acceptedCommission(page, browser, "ada-finish");
  await markPaid(admin, depositOrder);
  await admin.reload();
  await admin.getByRole("button", { name: "Mark in progress" }).click();
  await expect(admin.getByTestId("commission-status")).toHaveText("In progress");
  await admin.getByRole("button", { name: "Mark finished and ask for the balance" }).click();
  await expect(admin.getByTestId("commission-status")).toHaveText("Finished");
  const balanceLink = admin.getByRole("link", { name: /^order EA-/ }).nth(1);
  const balance = (await balanceLink.textContent())!.replace("order ", "");
  await admin.getByRole("button", { name: "Mark delivered" }).click();
  await expect(admin.getByTestId("commission-status")).toHaveText("Delivered");
  // Not complete until the balance is paid: said beside the buttons.
  await admin.getByRole("button", { name: "Mark completed" }).click();
  await expect(admin.getByRole("alert")).toHaveText(
    "The balance has not been paid yet: the commission is complete once it has",
  );
  await expect(admin.getByTestId("commission-status")).toHaveText("Delivered");
  await expectNoAxeViolations(admin);
  await shot(admin, "commission-balance-owed-owner");

  // The buyer's balance order speaks of the commission.
  await page.goto(`/checkout/success/${balance}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Balance for commission C-${id}`,
  );
  await expect(
    page.getByText("Once the balance has arrived, your finished piece is sent to you."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shipping to" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, "commission-balance-order");

  await markPaid(admin, balance);
  await admin.getByRole("button", { name: "Mark completed" }).click();
  await expect(admin.getByTestId("commission-status")).toHaveText("Completed");
  await expect(admin.getByText(/^Certificate of authenticity:/)).toBeVisible();
  await owner.close();

  await page.goto(`/commissions/${id}`);
  await expect(page.getByTestId("commission-status")).toHaveText("Completed");
  await page
    .getByRole("link", { name: "Certificate of authenticity: Commissioned pet portrait" })
    .click();
  await page.waitForURL(new RegExp(`/checkout/success/${balance}/certificate/`));
  await expect(page.getByText("Commissioned pet portrait").first()).toBeVisible();
  await shot(page, "commission-certificate");
});

test("messages with photos from both sides; the box clears once sent, and keeps a refused one", async ({
  page,
  browser,
}) => {
  const id = await requestCommission(page.request, "ada-messages");
  await page.goto(`/commissions/${id}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const form = page.getByRole("form", { name: "New message" });
  const box = form.getByLabel("Your message");
  const photos = form.getByLabel(/^Photos/);

  // A photo that is not one: refused, the text kept, the error beside the field.
  await box.fill("And the lead is red.");
  await photos.setInputFiles({
    name: "lead.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not a picture".padEnd(2000, " ")),
  });
  const refused = page.waitForResponse((r) => r.url().includes(`/commissions/${id}.data`));
  await form.getByRole("button", { name: "Send message" }).click();
  expect((await refused).status()).toBe(415);
  await expect(form.getByText("Unsupported image type")).toBeVisible();
  await expect(box).toHaveValue("And the lead is red.");

  await box.fill("Here he is from the side.");
  await photos.setInputFiles({
    name: "side.jpg",
    mimeType: "image/jpeg",
    buffer: await picture("#446688"),
  });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("img", { name: "Photo 1 of 1 from You" })).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(photos).toHaveValue("");
  await expect(form.getByText("Unsupported image type")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, "commission-messages-buyer");

  // The owner answers with a photo of their own; the box clears there too.
  const { owner, admin } = await ownerAt(browser, id);
  await expect(admin.locator("html[data-hydrated]")).toBeAttached();
  await expect(admin.getByRole("img", { name: "Photo 1 of 1 from Ada Lovelace" })).toBeVisible();
  const ownerForm = admin.getByRole("form", { name: "New message" });
  await ownerForm.getByLabel("Message to the requester (e-mailed)").fill("The first sketch.");
  await ownerForm.getByLabel(/^Photos/).setInputFiles({
    name: "sketch.jpg",
    mimeType: "image/jpeg",
    buffer: await picture("#ddccaa"),
  });
  await ownerForm.getByRole("button", { name: "Send message" }).click();
  await expect(admin.getByRole("img", { name: "Photo 1 of 1 from You" })).toBeVisible();
  await expect(ownerForm.getByLabel("Message to the requester (e-mailed)")).toHaveValue("");
  await expectNoAxeViolations(admin);
  await shot(admin, "commission-messages-owner");
  await owner.close();

  await page.reload();
  await expect(page.getByRole("img", { name: "Photo 1 of 1 from The artist" })).toBeVisible();
});
