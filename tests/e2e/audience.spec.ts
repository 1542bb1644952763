import { createHash } from "node:crypto";
import { checkPage, DATA_DIR, expect, readShopDb, test, watchConsole } from "./support.ts";

/**
 * The mailing list, as a reader meets it: the footer's sign-up on a public page, the confirmation
 * mail's link (read from the server's outbox), and the page whose button confirms.
 */

/** An address of this test's own, at a domain that is no placeholder (so it is stored and mailed). */
function readerEmail(): string {
  const hash = createHash("sha256").update(test.info().testId).digest("hex").slice(0, 8);
  return `reader+${hash}@readers.example`;
}

/** Reads the server's database (read-only) for one row. */
function row<T>(query: string, ...values: string[]): T | undefined {
  return readShopDb(DATA_DIR, (db) => {
    return db.prepare(query).get(...values) as T | undefined;
  });
}

test("a reader signs up in the footer and confirms by the mailed link's button", async ({
  page,
}, testInfo) => {
  const errors = watchConsole(page);
  const email = readerEmail();
  await page.goto("/about");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const form = page.getByTestId("subscribe-footer");
  await form.scrollIntoViewIfNeeded();
  // Without the box ticked the form says why, beside the box.
  await form.getByLabel("Your e-mail address").fill(email);
  const refused = page.waitForResponse((r) => r.url().includes("/subscribe.data"));
  await form.getByRole("button", { name: "Sign up" }).click();
  expect((await refused).status()).toBe(422);
  await expect(form.getByText("Please tick the box")).toBeVisible();
  await form.getByRole("checkbox").check();
  const accepted = page.waitForResponse((r) => r.url().includes("/subscribe.data"));
  await form.getByRole("button", { name: "Sign up" }).click();
  expect((await accepted).status()).toBe(200);
  await expect(form.getByRole("status")).toContainText("Please check your inbox");
  await checkPage(page, `signed-up-${testInfo.project.name}`, false);

  const mail = row<{ text_body: string }>(
    "select text_body from mail_outbox where kind = 'subscribe-confirmation' and to_address = ?",
    email,
  );
  const link = /https?:\/\/[^\s]+(\/subscribe\/confirm\/[A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await checkPage(page, `confirm-${testInfo.project.name}`);
  // Opening the page confirmed nothing.
  const status = () =>
    row<{ status: string }>("select status from subscribers where email = ?", email)?.status;
  expect(status()).toBe("pending");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "You are on the list" })).toBeVisible();
  expect(status()).toBe("confirmed");
  await checkPage(page, `confirmed-${testInfo.project.name}`);
  // The one refusal above (422, asserted there) is logged by the browser as a failed load.
  expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
});
