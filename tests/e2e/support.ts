import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * A client address of its own for each test (the server trusts X-Forwarded-For in these runs), so
 * the per-client rate limits count each test as one visitor, as they would in life, rather than
 * the whole run as one.
 */
export function clientAddress(testId: string): string {
  const hash = createHash("sha256").update(testId).digest();
  return `10.${hash[0]}.${hash[1]}.${1 + (hash[2]! % 254)}`;
}

/** Playwright's test, whose page.goto also waits until React has hydrated the page. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress(testInfo.testId) });
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

/** Public routes of PRODUCT.md §2 with the status each answers with. */
export const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/portfolio?view=all",
  "/portfolio/paintings-drawings",
  "/portfolio/ceramics",
  "/portfolio/sketches",
  "/shop",
  "/snap-cards",
  "/contact",
  "/cart",
  "/checkout",
] as const;

/** Collects console errors and uncaught page errors for the whole test. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Fails with the list of axe violations (WCAG 2.2 A/AA and best practice), if any. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
export const DATA_DIR = process.env.E2E_DATA_DIR ?? "";

/** The two sizes every page is looked at: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Opens `path` (an admin page) and signs the owner in there. */
export async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signed in once the admin's own navigation is there (the sign-in form has a heading too).
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
}

/** The toasts' region. */
export const toast = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });
