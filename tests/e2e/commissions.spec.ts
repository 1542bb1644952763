import { picture as photo } from "./commission-request.ts";
import { buyerEmail, expect, expectNoAxeViolations, ownContext, signIn, test } from "./support.ts";

// A visitor asks for a pet portrait with two photos, the owner quotes, the visitor
// accepts and sees the deposit order. Every record is the test's own (its e-mail, its commission).
test("a pet portrait: request with two photos, quote, acceptance and the deposit order", async ({
  page,
  browser,
}) => {
  await page.goto("/commissions");
  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByLabel("Your e-mail", { exact: true }).fill(buyerEmail("ada"));
  await page.getByLabel("What would you like?").selectOption("pet-portrait");
  await page.getByLabel("Tell me about it").fill("Our cat Babbage, asleep on the piano.");
  await page.getByLabel(/Reference photos/).setInputFiles([
    { name: "babbage.jpg", mimeType: "image/jpeg", buffer: await photo("#b5651d") },
    { name: "piano.jpg", mimeType: "image/jpeg", buffer: await photo("#333333") },
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send request" }).click();
  await page.waitForURL(/\/commissions\/\d+$/);
  await expect(page.getByTestId("commission-status")).toHaveText("New");
  await expect(page.getByRole("img", { name: /^Reference \d of 2$/ })).toHaveCount(2);
  const id = new URL(page.url()).pathname.split("/").pop()!;

  // The owner quotes from Admin → Commissions, in a browser of their own.
  const owner = await ownContext(browser);
  const admin = await owner.newPage();
  await signIn(admin, `/admin/commissions/${id}`);
  await admin.getByLabel("Price").fill("250.00");
  await admin.getByLabel(/^Deposit/).fill("30%");
  await admin.getByRole("button", { name: "Send quote" }).click();
  await expect(admin.getByTestId("commission-status")).toHaveText("Quoted");
  await owner.close();

  await page.reload();
  await expect(page.getByTestId("quote-deposit")).toHaveText("£75.00");
  await page.getByRole("button", { name: "Accept the quote" }).click();
  await expect(page.getByTestId("commission-status")).toHaveText("Accepted");
  const deposit = page.getByRole("link", { name: /^order EA-/ });
  await deposit.click();
  await page.waitForURL(/\/checkout\/success\/EA-/);
  await expect(page.getByText("£75.00").first()).toBeVisible();
  await expect(page.getByText(/^Deposit: Pet portrait commission C.\d+$/i)).toBeVisible();
});
