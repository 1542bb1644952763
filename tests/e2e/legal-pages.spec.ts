import type { Locator, Page } from "@playwright/test";
import { addToCart, expect, expectNoAxeViolations, signInTo, test } from "./support.ts";

const PAGES = [
  { link: "Privacy", title: "Privacy notice", path: "/privacy" },
  { link: "Terms of sale", title: "Terms of sale", path: "/terms" },
  { link: "Shipping & returns", title: "Shipping and returns", path: "/shipping-returns" },
] as const;

// One test a page, each with its own time: the three rounds of a home page, a navigation, an axe
// scan and a full-page screenshot in one test ran past its minute on a loaded machine.
for (const legal of PAGES) {
  test(`the footer's Legal link "${legal.link}" reaches its page, axe clean`, async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
    await nav.getByRole("link", { name: legal.link, exact: true }).click();
    await expect(page).toHaveURL(legal.path);
    await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${legal.title} · `));
    // The starting text (or the owner's), never the reminder the owner gets in Settings.
    await expect(page.getByRole("main")).not.toContainText("review the starting texts");
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`${legal.path.slice(1)}.png`),
      fullPage: true,
    });
  });
}

test("the checkout says what placing the order agrees to, with working links", async ({
  page,
  context,
}, testInfo) => {
  await addToCart(page.request, "Tide Coaster");
  await page.goto("/checkout");
  const agreement = page.getByText("By placing your order you agree to the");
  await expect(agreement).toBeVisible();
  // Beside the button, before it.
  const button = page.getByRole("button", { name: "Place Order" });
  const [line, place] = [await agreement.boundingBox(), await button.boundingBox()];
  expect(line!.y + line!.height).toBeLessThanOrEqual(place!.y);
  expect(place!.y - (line!.y + line!.height)).toBeLessThan(40);
  await expectNoAxeViolations(page);
  await agreement.screenshot({ path: testInfo.outputPath("agreement.png") });

  for (const [name, title] of [
    ["terms of sale", "Terms of sale"],
    ["privacy notice", "Privacy notice"],
  ] as const) {
    const opened = context.waitForEvent("page");
    await agreement.getByRole("link", { name: new RegExp(`^${name}`) }).click();
    const tab = await opened;
    await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await tab.close();
  }
  // The checkout is still there, as it was.
  await expect(button).toBeVisible();
});

test("the owner edits the terms in Settings and sees them on /terms", async ({
  page,
  context,
}, testInfo) => {
  const legal = await signInTo(page, "/admin/settings", "Legal pages");
  await expect(legal.getByLabel("Terms of sale")).toBeVisible();
  await expectNoAxeViolations(page);
  await legal.screenshot({ path: testInfo.outputPath("settings-legal.png") });

  // The settings are one shared record: only one project changes them, so the two never race.
  test.skip(testInfo.project.name !== "desktop", "the phone run checks the page only");
  await expect(legal).toContainText("Please review the starting texts");
  const terms = legal.getByLabel("Terms of sale");
  await terms.fill(
    [
      "## Commissions",
      "A commission is **yours alone**: it cannot be returned unless it is faulty.",
      "- Sketch first",
      "- Paint second",
      "<script>window.__pwned = true</script>",
    ].join("\n\n"),
  );
  await saveLegal(page, legal);

  const opened = context.waitForEvent("page");
  await legal.getByRole("link", { name: /View \/terms/ }).click();
  const tab = await opened;
  await tab.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const main = tab.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Commissions" })).toBeVisible();
  await expect(main.locator("strong", { hasText: "yours alone" })).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: "Paint second" })).toBeVisible();
  await expect(main).toContainText("<script>window.__pwned = true</script>");
  expect(await tab.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expectNoAxeViolations(tab);
  await tab.screenshot({ path: testInfo.outputPath("terms-edited.png"), fullPage: true });
  await tab.close();

  // Emptied, the page goes back to its starting text (for the other specs).
  await terms.fill("");
  await saveLegal(page, legal);
  await page.goto("/terms");
  await expect(
    page.getByRole("heading", { level: 2, name: "Your right to change your mind" }),
  ).toBeVisible();
});

/**
 * Saves the legal pages' section and waits for the server's answer: the first save's toast may
 * still be on screen when the second is sent, so a toast says nothing about which save is done.
 */
async function saveLegal(page: Page, legal: Locator) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/settings"),
  );
  await legal.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);
}
