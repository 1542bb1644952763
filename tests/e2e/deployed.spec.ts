import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN_PASSWORD, expect, placeOrderAs, signIn, test } from "./support.ts";

/**
 * The site as an artist deploys it (docs/DEPLOY.md): Caddy takes HTTPS at art.example and hands
 * the server plain HTTP, with TRUST_PROXY=1 and PUBLIC_URL=https://art.example:…
 * (playwright.config.ts, the "deployed" project). Every form a browser posts must work through
 * it, with JavaScript and without: a buyer from the shop to the order page, a contact message, the
 * owner's sign-in and one save in the admin.
 */

async function fillCheckout(page: Page) {
  await placeOrderAs(page, { City: "London", Postcode: "NW1 6XE" });
  await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
}

function contactForm(page: Page) {
  return {
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: "Send Message" }),
  };
}

async function fillContact(page: Page, who: string) {
  await page.goto("/contact");
  const f = contactForm(page);
  await f.name.fill(who);
  await f.email.fill("ada@example.com");
  await f.message.fill("Do you ship framed originals abroad?");
  await f.send.click();
  return f;
}

/** The owner's cookies are the secure, host-only kind a site served over HTTPS sets. */
async function expectSecureOwnerCookie(context: BrowserContext) {
  const owner = (await context.cookies()).find((cookie) => /easel_owner$/.test(cookie.name));
  expect(owner?.name).toBe("__Host-easel_owner");
  expect(owner?.secure).toBe(true);
}

/** Saves the profile's tagline as `tagline`, then sees it in the public footer. */
async function taglineShows(page: Page, tagline: string) {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(tagline);
}

test.describe("behind Caddy over HTTPS", () => {
  test("with JavaScript: a buyer orders, a visitor writes, the owner signs in and saves", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const home = await page.goto("/");
    expect(home?.url()).toMatch(/^https:\/\/art\.example:\d+\/$/);
    expect(home?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);

    await page.goto("/shop");
    await page.getByRole("button", { name: /^Add to Cart\W+Snap-Cat Card Game$/ }).click();
    await expect(page.getByRole("link", { name: /Cart, 1 item/ })).toBeVisible();
    await page.goto("/checkout");
    await fillCheckout(page);

    const f = await fillContact(page, "Ada with scripts");
    // Sent once the form is emptied (a refused or failed send keeps what was typed).
    await expect(f.name).toHaveValue("");

    // The admin. address leads to the sign-in, through the same proxy.
    await page.goto(baseURL!.replace("//art.", "//admin.art."));
    await expect(page).toHaveURL(/^https:\/\/admin\.art\.example:\d+\/admin/);
    await expect(page.getByRole("heading", { name: "Owner sign in" })).toBeVisible();

    await signIn(page, "/admin/settings");
    await expectSecureOwnerCookie(page.context());
    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByLabel("Tagline").fill("Painted in the harbour light, with scripts");
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/admin/settings"),
    );
    await profile.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await taglineShows(page, "Painted in the harbour light, with scripts");
  });

  test("without JavaScript: the same forms as plain posts", async ({ browser, baseURL }) => {
    test.slow();
    const context = await newContextWithoutJs(browser, baseURL!);
    const page = await context.newPage();

    await page.goto("/shop?tab=cards&product=4");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Add to Cart/ })
      .click();
    await expect(
      page.getByRole("region", { name: "Notifications (F8)" }).filter({
        hasText: "was added to your cart",
      }),
    ).toBeVisible();
    await page.goto("/checkout");
    await fillCheckout(page);

    await fillContact(page, "Ada without scripts");
    await expect(page).toHaveURL(/\/contact$/);
    // Said by the action through the redirect's flash toast, in the layout's notifications.
    await expect(
      page.getByRole("region", { name: "Notifications (F8)" }).filter({
        hasText: "Message sent successfully!",
      }),
    ).toBeVisible();

    await page.goto("/admin/settings");
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expectSecureOwnerCookie(context);
    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByLabel("Tagline").fill("Painted in the harbour light, without scripts");
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await taglineShows(page, "Painted in the harbour light, without scripts");
    await context.close();
  });
});

function newContextWithoutJs(browser: Browser, baseURL: string) {
  return browser.newContext({ javaScriptEnabled: false, baseURL, ignoreHTTPSErrors: true });
}
