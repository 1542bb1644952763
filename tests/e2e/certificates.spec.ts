import { useOfferedOriginal } from "./offered-original.ts";
import {
  buyerEmail,
  DATA_DIR,
  expect,
  expectNoAxeViolations,
  readShopDb,
  screenshot,
  test,
} from "./support.ts";

/**
 * Certificates of authenticity. Each project offers a demo painting of its own
 * (the third and fourth last unfeatured ones: originals.spec.ts takes the last two), a buyer pays
 * for it, opens the certificate from the link in the "paid" e-mail and checks it on the public
 * verification page. Afterwards the order is cancelled and the painting is not for sale again.
 */

/** The certificate's link (with its key) in the order's "paid" e-mail, from the server's outbox. */
function certificateLink(orderNumber: string): string {
  return readShopDb(DATA_DIR, (db) => {
    const row = db
      .prepare("select text_body from mail_outbox where kind = ? and subject = ?")
      .get("order-status", `Order ${orderNumber}: Paid`) as { text_body: string };
    return /Your certificate of authenticity for .+?: (\S+)/.exec(row.text_body)![1]!;
  });
}

test.describe("certificates of authenticity", () => {
  const original = useOfferedOriginal({ phone: 3, desktop: 4 }, "320.00");

  test("a buyer opens their certificate from the e-mail's link, and the verification page confirms it", async ({
    page,
    browser,
  }, testInfo) => {
    const orderNumber = await original.order(page.request);
    const paid = await original.owner.patch(`/api/admin/orders/${orderNumber}`, {
      data: { status: "paid", notifyCustomer: true },
    });
    expect(paid.status()).toBe(200);

    // The buyer follows the e-mail's link: their certificate, with their name, to print.
    await page.goto(certificateLink(orderNumber));
    await expect(page).toHaveURL(new RegExp(`/checkout/success/${orderNumber}/certificate/`));
    const sheet = page.getByRole("article", { name: "Certificate of Authenticity" });
    await expect(sheet).toContainText(original.artwork.title);
    await expect(sheet).toContainText("Ada Lovelace");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, "buyer-certificate");
    const verifyUrl = (await sheet.getByRole("link").getAttribute("href"))!;
    // Their order's page lists it too.
    await page.getByRole("link", { name: "Back to your order" }).click();
    await expect(
      page.getByRole("link", { name: `Certificate of authenticity: ${original.artwork.title}` }),
    ).toBeVisible();

    // Anyone with the code checks it: the work and the date, not the buyer.
    const visitor = await browser.newContext({
      baseURL: testInfo.project.use.baseURL!,
      viewport: testInfo.project.use.viewport!,
    });
    const stranger = await visitor.newPage();
    await stranger.goto(new URL(verifyUrl).pathname);
    await expect(stranger.getByRole("status")).toContainText(/Certificate No\. \d+ is genuine/);
    await expect(stranger.getByRole("main")).toContainText(original.artwork.title);
    await expect(stranger.getByRole("main")).not.toContainText("Lovelace");
    await expect(stranger.getByRole("main")).not.toContainText(buyerEmail("ada"));
    await expectNoAxeViolations(stranger);
    await screenshot(stranger, "verify");
    const unknown = await stranger.goto("/verify/0000-0000-0000-0000");
    expect(unknown?.status()).toBe(404);
    await expect(
      stranger.getByRole("heading", { name: "No certificate with this code" }),
    ).toBeVisible();
    await visitor.close();
  });
});
