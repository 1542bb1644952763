import { type Locator, type Page, test } from "@playwright/test";
import { INPUT_HOLD_MS } from "../../app/lib/deferred-hydration.server.ts";
import { expect } from "./support.ts";

// Decision 006: input made after the page is on screen but before React has hydrated it is held
// and replayed once React is in charge, never lost and never applied twice.

/** The page's JavaScript modules, held back until `release()`: the page paints but cannot hydrate. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const firstRequest = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/assets\/[^/?]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, firstRequest };
}

/** Every document the page loads: a held click must not turn into a page load. */
function countDocuments(page: Page) {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return documents;
}

/**
 * Opens `path` with its scripts held and returns as soon as the page is on screen: at its `load`
 * event, or when the deferred loader starts the scripts (after the priority image has painted),
 * should that come first (then `load` itself waits for the held scripts).
 */
async function openBeforeHydration(page: Page, path: string) {
  const scripts = await holdScripts(page);
  const documents = countDocuments(page);
  await page.goto(path, { waitUntil: "commit" });
  await Promise.race([page.waitForLoadState("load"), scripts.firstRequest]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  return { ...scripts, documents };
}

/** A tap on a touch screen, a click elsewhere. */
async function press(target: Locator, hasTouch: boolean) {
  if (hasTouch) await target.tap();
  else await target.click();
}

async function expectHeldNotHydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(page.locator("html[data-input-pending]")).toHaveCount(1);
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the header's search button pressed before hydration opens the search once it has", async ({
  page,
  hasTouch,
}) => {
  const early = await openBeforeHydration(page, "/");
  await press(page.getByRole("banner").getByRole("button", { name: "Search" }), hasTouch);
  await expectHeldNotHydrated(page);

  early.release();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.locator("html[data-input-pending]")).toHaveCount(0);
  expect(early.documents).toHaveLength(1);
});

test("the search button pressed while the scripts are on their way opens the search once they have run", async ({
  page,
  hasTouch,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  // The loader starts the scripts by itself once the hero image has painted.
  await scripts.firstRequest;
  await press(page.getByRole("banner").getByRole("button", { name: "Search" }), hasTouch);
  await expectHeldNotHydrated(page);

  scripts.release();
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
});

test("the search shortcut pressed before hydration opens the search, without typing it", async ({
  page,
}) => {
  const early = await openBeforeHydration(page, "/about");
  await page.keyboard.press("/");
  await expectHeldNotHydrated(page);

  early.release();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Search" })).toHaveValue("");
});

test("Add to Cart on a Snap game pressed twice before hydration adds it once, without a page load", async ({
  page,
  hasTouch,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const early = await openBeforeHydration(page, "/shop");
  const add = page.getByRole("button", { name: "Add to Cart – Snap-Cat Card Game" });
  // An impatient double press: the second waits behind the first and is dropped.
  await press(add, hasTouch);
  await press(add, hasTouch);
  await expectHeldNotHydrated(page);

  early.release();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Added to cart",
  );
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  // Long enough for a second add to have reached the server and the badge.
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  expect(posts).toHaveLength(1);
  expect(early.documents).toHaveLength(1);
  const cart = await (await page.request.get("/api/cart")).json();
  expect(cart.itemCount).toBe(1);
  expect(cart.items).toHaveLength(1);
  expect(cart.items[0].quantity).toBe(1);
});

test("a portfolio filter pressed before hydration shows the filtered works, without a page load", async ({
  page,
  hasTouch,
}) => {
  const early = await openBeforeHydration(page, "/portfolio/paintings-drawings");
  const titles = page.getByRole("main").getByRole("heading", { level: 2 });
  const allCount = await titles.count();
  const dogs = page
    .getByRole("navigation", { name: "Filter by subject" })
    .getByRole("link", { name: "Dogs", exact: true });
  await press(dogs, hasTouch);
  await expectHeldNotHydrated(page);
  await expect(page).toHaveURL(/\/portfolio\/paintings-drawings$/);

  early.release();
  await expect(page).toHaveURL(/\/portfolio\/paintings-drawings\?artType=dogs$/);
  await expect(dogs).toHaveAttribute("aria-current", "page");
  await expect.poll(() => titles.count()).toBeLessThan(allCount);
  expect(early.documents).toHaveLength(1);
});

test("a text field pressed before hydration takes the focus and the typing at once", async ({
  page,
  hasTouch,
}) => {
  const early = await openBeforeHydration(page, "/contact");
  const name = page.getByRole("textbox", { name: "Name" });
  await press(name, hasTouch);
  await expect(name).toBeFocused();
  await page.keyboard.type("Ada/Lovelace");
  await expect(name).toHaveValue("Ada/Lovelace");
  await expect(page.locator("html[data-input-pending]")).toHaveCount(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  early.release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(name).toHaveValue("Ada/Lovelace");
});

test("held input acts natively if the scripts never hydrate the page", async ({ page }) => {
  await page.clock.install();
  await page.route(/\/assets\/[^/?]+\.js$/, (route) => route.abort());
  const documents = countDocuments(page);
  await page.goto("/portfolio/paintings-drawings");
  const dogs = page
    .getByRole("navigation", { name: "Filter by subject" })
    .getByRole("link", { name: "Dogs", exact: true });
  await dogs.click();
  await expect(page.locator("html[data-input-pending]")).toHaveCount(1);
  await page.clock.fastForward(INPUT_HOLD_MS);
  await expect(page).toHaveURL(/\/portfolio\/paintings-drawings\?artType=dogs$/);
  await expect(dogs).toHaveAttribute("aria-current", "page");
  expect(documents).toHaveLength(2);
});
