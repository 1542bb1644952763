import { appendFileSync } from "node:fs";
import { RESET_OWNER_EMAIL, resetLinkOf } from "../../testing/reset-mail.ts";
import { type Received, startSmtp } from "../../testing/smtp.ts";
import {
  ADMIN_PASSWORD,
  checkBothSizes,
  DESKTOP,
  expect,
  SECRETS_SEEN_FILE,
  test,
} from "./support.ts";

/**
 * "Forgot your password?" from the sign-in page to a signed-in admin (PRODUCT.md §6): the link
 * arrives at the owner's address in Settings (the demo's), through a real SMTP server this spec
 * starts where the shop sends its mail. A reset signs every session out, every other spec's too,
 * so it runs on a shop of its own (the "password-reset" project), looking at both sizes itself.
 */
test.describe.configure({ mode: "serial" });

const NEW_PASSWORD = "tangerine violin harbour 57";
let smtp: Awaited<ReturnType<typeof startSmtp>>;

test.beforeAll(async () => {
  smtp = await startSmtp(Number(process.env.E2E_RESET_SMTP_PORT));
});
test.afterAll(() => smtp?.close());

test("the owner resets a forgotten password by the mailed link and is signed in", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await page.goto("/admin/login");
  await checkBothSizes(page, "sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/admin\/password-reset$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await checkBothSizes(page, "forgot");

  // The address as the owner might type it: another case, spaces around.
  await page.getByLabel("E-mail address").fill(` ${RESET_OWNER_EMAIL.toUpperCase()} `);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If that is the owner's address, a link is on its way. It works for an hour.",
  );
  await checkBothSizes(page, "forgot-sent");

  await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.received[0] as Received;
  expect(mail.to).toEqual([RESET_OWNER_EMAIL]);
  const { link, token } = resetLinkOf(mail);
  expect(link).toBe(`${baseURL}/admin/password-reset/${token}`);
  // For the run's last check: neither may reach the server's log.
  appendFileSync(SECRETS_SEEN_FILE, `${token}\n${NEW_PASSWORD}\n`);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await checkBothSizes(page, "reset-link");
  await page.setViewportSize(DESKTOP);
  const fill = async (password: string, again: string) => {
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("New password again").fill(again);
    await page.getByRole("button", { name: "Save and sign in" }).click();
  };
  await fill("qwertyuiopasdf", "qwertyuiopasdf");
  await expect(page.getByText(/^This password is too easy to guess:/)).toBeVisible();
  await fill(NEW_PASSWORD, "tangerine violin harbour 58");
  await expect(page.getByText("The two passwords are not the same")).toBeVisible();
  await checkBothSizes(page, "reset-link-refused");
  await page.setViewportSize(DESKTOP);

  await fill(NEW_PASSWORD, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await checkBothSizes(page, "signed-in");

  // The new password signs in; the one before no longer does; the link is spent.
  const signIn = (password: string) => request.post("/api/admin/login", { data: { password } });
  expect((await signIn(ADMIN_PASSWORD)).status()).toBe(401);
  expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link has run out" })).toBeVisible();
  await checkBothSizes(page, "reset-link-spent");
});
