import { createHash } from "node:crypto";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { legalPageAt } from "#core/legal-pages.ts";
import { SITEMAP_PAGES } from "../../server/http/seo-routes.ts";

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

/**
 * An e-mail address of the running test's own for a buyer called `name` (`ada+1f2e3d4c@example.com`):
 * one address holds at most three unpaid orders, and the whole run shares one shop.
 */
export function buyerEmail(name: string): string {
  const hash = createHash("sha256").update(test.info().testId).digest("hex").slice(0, 8);
  return `${name}+${hash}@example.com`;
}

/**
 * The headers of a browser context a test opens itself (`browser.newContext`), which do not get
 * the test's own: its client address, so the per-client limits count it as this test's visitor.
 */
export function ownHeaders(): Record<string, string> {
  return { "x-forwarded-for": clientAddress(test.info().testId) };
}

/** The cookies whose values are secrets: the owner's session and known device, the cart, the order keys. */
const SECRET_COOKIES = /^(__Host-)?easel_(owner|device|cart|orders)$/;

/**
 * Where each test notes the secret cookie values its browser was given, for the run's last check
 * that none of them reached the server's log (log-secrets.spec.ts).
 */
export const SECRETS_SEEN_FILE = path.join(process.env.E2E_DATA_DIR ?? "", "secrets-seen.txt");

/**
 * Playwright's test, whose page.goto also waits until React has hydrated the page, and which
 * notes the secret cookies each test's browser held.
 */
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
    await noteSecretCookies(page);
  },
});

/** Notes the values of the secret cookies the page's browser holds (SECRETS_SEEN_FILE). */
async function noteSecretCookies(page: Page) {
  // A test may have closed its browser already: then it holds nothing more to note.
  const cookies = await page
    .context()
    .cookies()
    .catch(() => []);
  const values = cookies
    .filter((cookie) => SECRET_COOKIES.test(cookie.name) && cookie.value)
    // The order-access cookie holds several keys, joined by dots.
    .flatMap((cookie) => [cookie.value, ...cookie.value.split(".")]);
  if (values.length > 0) appendFileSync(SECRETS_SEEN_FILE, `${values.join("\n")}\n`);
}

/**
 * Public routes of PRODUCT.md §2 with the status each answers with: the sitemap's pages but the
 * legal ones, the whole portfolio, the cart and the checkout.
 */
export const PUBLIC_ROUTES = [
  ...SITEMAP_PAGES.filter((route) => !legalPageAt(route)),
  "/portfolio?view=all",
  "/cart",
  "/checkout",
];

/** Collects console errors and uncaught page errors for the whole test. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Fails with the list of axe violations (WCAG 2.2 A/AA and best practice), if any.
 *
 * Every rule of those tags runs; two options only spare work that tells nothing here (a scan of
 * the portfolio page took 1.2 s, now 0.3 s):
 * - legacy mode runs axe in the page itself. The default opens a blank page for each scan, so
 *   that cross-origin frames can be tested, and the site has no frames;
 * - only the violations are kept: the default also lists every node that passed.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
export const DATA_DIR = process.env.E2E_DATA_DIR ?? "";

/**
 * Marks a test whose behaviour does not depend on the window's size (headers, meta tags, who may
 * see what): the phone project leaves it out (playwright.config.ts), so it runs once, at the
 * desktop size. Layout, touch and accessibility checks keep running at both sizes.
 */
export const ONE_WIDTH = { tag: "@one-width" };

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

/** Signs the owner in at `path` (an admin page) and waits for its main heading, `heading`. */
export async function signInAt(page: Page, path: string, heading: string) {
  await signIn(page, path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Signs the owner in at `path` (an admin page) and gives its section called `region`. */
export async function signInTo(page: Page, path: string, region: string) {
  await signIn(page, path);
  return page.getByRole("region", { name: region });
}

/** The toasts' region. */
export const toast = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/** A screenshot of the page in the running test's output folder (`{name}.png`), whole by default. */
export async function screenshot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** Axe on the page as it is, then its screenshot (`{name}.png`, whole by default). */
export async function checkPage(page: Page, name: string, fullPage = true) {
  await expectNoAxeViolations(page);
  await screenshot(page, name, fullPage);
}

/** Nothing on the page reaches past the screen's edge: the page never scrolls sideways. */
export async function expectNoWiderThanScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** Axe at the phone and desktop sizes, with a screenshot of each (`{name}-phone.png`, …). */
export async function checkBothSizes(page: Page, name: string, fullPage = false) {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await checkPage(page, `${name}-${size}`, fullPage);
  }
}

/** The search overlay, opened with "/" on the About page: the dialog and its search field. */
export async function openSearch(page: Page) {
  await page.goto("/about");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search" });
  return { dialog, input: dialog.getByRole("combobox", { name: "Search" }) };
}

/** Signs the owner in through the API on `request` (a page's request shares its browser's cookies). */
export async function signInApi(request: APIRequestContext) {
  const login = await request.post("/api/admin/login", { data: { password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
}

/**
 * Uploads `file` (a picture) into the media `section` as the owner (`request` signed in); gives
 * the stored picture's path, for an artwork's, a product's or a snap card's `imageUrl`.
 */
export async function uploadPicture(
  request: APIRequestContext,
  section: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const upload = await request.post("/api/admin/upload", { multipart: { section, files: file } });
  expect(upload.status()).toBe(201);
  return (await upload.json()).files[0].path as string;
}

/**
 * What `read` finds in the database of the shop whose data folder is `dataDir`, opened read-only
 * beside its running server (waiting up to 5 s for a write of the server's) and closed again.
 */
export function readShopDb<T>(dataDir: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path.join(dataDir, "easel.db"), { timeout: 5000, readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** A browser context of the running test's own (ownContext) with the owner signed in. */
export async function ownerContext(browser: Browser): Promise<BrowserContext> {
  const owner = await ownContext(browser);
  await signInApi(owner.request);
  return owner;
}

/**
 * A browser context of the running test's own (another visitor than its page), with the test's
 * client address; `options` as for `browser.newContext`.
 */
export function ownContext(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: ownHeaders(),
    ...options,
  });
}

/**
 * Puts one (or `quantity`) of the product called `name` in the cart of `request`'s browser (a page's request
 * shares its cookies), through the public API; returns the product's id.
 */
export async function addToCart(
  request: APIRequestContext,
  name: string,
  quantity?: number,
): Promise<number> {
  const products = (await (await request.get("/api/products")).json()) as Array<{
    id: number;
    name: string;
  }>;
  const product = products.find((candidate) => candidate.name === name);
  expect(product, `the demo's ${name}`).toBeDefined();
  const added = await request.post("/api/cart/add", { data: { productId: product!.id, quantity } });
  expect(added.ok()).toBe(true);
  return product!.id;
}

/**
 * Types each code of `refusals` into the cart's code field (in small letters, as a buyer may),
 * applies it, and waits for its 422 and for its sentence under the field (`refusal`), which the
 * field, marked invalid, names as its description.
 */
export async function expectRefusedCodes(
  page: Page,
  { field, apply, refusal }: { field: Locator; apply: Locator; refusal: Locator },
  refusals: Array<[code: string, sentence: string | RegExp]>,
) {
  for (const [code, sentence] of refusals) {
    await field.fill(code.toLowerCase());
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await apply.click();
    expect((await answered).status()).toBe(422);
    await expect(refusal).toHaveText(sentence);
    // The field is marked wrong and names the sentence, as a field's own error would be.
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(sentence);
  }
}

/**
 * The page's Order Summary (the cart's, the checkout's), once it shows each of `lines` (a label
 * with its amount, as `Total£33.47`).
 */
/**
 * Fills the checkout (already open) as Ada at `place` (adaAt), places the order and waits for its
 * page (`?placed=1` follows the number without JavaScript).
 */
export async function placeOrderAs(page: Page, place: Record<string, string>) {
  for (const [label, value] of Object.entries(adaAt(place)))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(
    /\/checkout\/success\/EA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}(\?placed=1)?$/,
  );
}

/**
 * Places the order of `request`'s cart through the API as Ada Lovelace of 12 Analytical Row,
 * London (her e-mail address the running test's own), with `buyer`'s fields over hers; its number.
 */
export async function placeOrderApi(
  request: APIRequestContext,
  buyer: Record<string, unknown> = {},
): Promise<string> {
  const placed = await request.post("/api/orders", {
    data: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: buyerEmail("ada"),
      address: "12 Analytical Row",
      city: "London",
      zipCode: "NW1 6XE",
      country: "GB",
      ...buyer,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { orderNumber: string }).orderNumber;
}

export async function orderSummary(page: Page, lines: string[] = []) {
  const summary = page.getByRole("complementary", { name: "Order Summary" });
  for (const line of lines) await expect(summary).toContainText(line);
  return summary;
}

/**
 * The checkout form's fields (label → value) for Ada Lovelace, the running test's own buyer (her
 * e-mail address is the test's: one address holds at most three unpaid orders), living at 12
 * Analytical Row in the `place` given (City, State, ZIP code, … by their labels), filled in order.
 */
export function adaAt(place: Record<string, string>): Record<string, string> {
  return {
    "First name": "Ada",
    "Last name": "Lovelace",
    Email: buyerEmail("ada"),
    "Street address": "12 Analytical Row",
    ...place,
  };
}
