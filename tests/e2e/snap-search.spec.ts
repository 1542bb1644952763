import { expect, openSearch, test } from "./support.ts";

test.describe("snap card games", () => {
  test("tabs, slideshow buttons, wrapping, auto-advance and Buy Now", async ({ page }) => {
    await page.clock.install();
    await page.goto("/snap-cards");
    const catTab = page.getByRole("tab", { name: /Snap-Cat/ });
    await expect(catTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /Snap-Rat/ })).toContainText("coming soon");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("Card 1 of 6");
    await panel.getByRole("button", { name: "Previous card" }).click();
    await expect(panel).toContainText("Card 6 of 6");
    await panel.getByRole("button", { name: "Next card" }).click();
    await expect(panel).toContainText("Card 1 of 6");
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(5000);
    await expect(panel).toContainText("Card 2 of 6");
    await expect(panel.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", "/shop");

    await page.getByRole("tab", { name: /Snap-Dog/ }).click();
    await expect(page.getByRole("tabpanel")).toContainText(/Snap-Dog/);
    await expect(page.getByRole("region", { name: "Card specifications" })).toContainText(
      "63x88mm",
    );
  });
});

test.describe("search overlay", () => {
  test("opens with / and Ctrl+K, shows the prompt, results and no-results text, and chooses with the keyboard", async ({
    page,
  }) => {
    const { dialog, input } = await openSearch(page);
    await expect(dialog).toBeVisible();
    await expect(input).toHaveAttribute("placeholder", "Search artworks, products, snap cards...");
    await expect(dialog).toContainText(
      "Start typing to search through artworks, products, and snap cards...",
    );

    await input.fill("zzzz-nothing");
    await expect(dialog).toContainText('No results found for "zzzz-nothing"');

    await input.fill("fox");
    const options = dialog.getByRole("option");
    await expect(options.first()).toContainText("Fox at First Light");
    expect(await options.count()).toBeLessThanOrEqual(10);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.keyboard.press("Control+k");
    await expect(dialog).toBeVisible();
    await input.fill("coaster");
    await expect(options.first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    // The product itself: its tab, with its dialog open.
    await expect(page).toHaveURL(/\/shop\?tab=coasters&product=\d+$/);
    await expect(dialog).toBeHidden();
    const product = page.getByRole("dialog");
    await expect(product).toBeVisible();
    await expect(product.getByRole("heading", { level: 2 })).toHaveText(/coaster/i);
  });
});

test("a snap card found by search opens its game's slideshow at that card, which stays", async ({
  page,
}) => {
  await page.clock.install();
  const { dialog, input } = await openSearch(page);
  await input.fill("Noodle");
  await dialog.getByRole("option", { name: /Snap-Dog: Noodle/ }).click();
  await expect(page).toHaveURL(/\/snap-cards\?card=\d+$/);
  await expect(page.getByRole("tab", { name: /Snap-Dog/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Snap-Dog: Noodle");
  await expect(panel).toContainText("Card 3 of 6");
  // The visitor came for this card: the slideshow does not move on by itself.
  await page.clock.runFor(12_000);
  await expect(panel).toContainText("Card 3 of 6");

  // The same from a shared link, drawn by the server.
  await page.goto(page.url());
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
    "Snap-Dog: Noodle",
  );
});

test.describe("image protection", () => {
  const dispatch = (
    page: import("@playwright/test").Page,
    selector: string,
    init: KeyboardEventInit,
  ) =>
    page.evaluate(
      ([sel, options]) => {
        const target = sel === "body" ? document.body : document.querySelector(sel as string)!;
        const event = new KeyboardEvent("keydown", {
          bubbles: true,
          cancelable: true,
          ...(options as KeyboardEventInit),
        });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      },
      [selector, init] as const,
    );

  test("blocks the listed shortcuts outside text inputs and allows them inside", async ({
    page,
  }) => {
    await page.goto("/contact");
    for (const init of [
      { key: "s", ctrlKey: true },
      { key: "u", metaKey: true },
      { key: "a", ctrlKey: true },
      { key: "p", ctrlKey: true },
      { key: "F12" },
      { key: "i", ctrlKey: true, shiftKey: true },
      { key: "j", metaKey: true, shiftKey: true },
      { key: "c", ctrlKey: true, shiftKey: true },
    ]) {
      expect(await dispatch(page, "body", init), JSON.stringify(init)).toBe(true);
    }
    expect(await dispatch(page, "body", { key: "c", ctrlKey: true })).toBe(false);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    expect(await dispatch(page, "dialog[open] input", { key: "a", ctrlKey: true })).toBe(false);
    expect(await dispatch(page, "dialog[open] input", { key: "s", ctrlKey: true })).toBe(false);
  });

  for (const [where, path] of [
    ["artwork images", "/portfolio/paintings-drawings"],
    // The hero slides and the Snap carousels too, as every picture of the home page.
    ["every picture of the home page", "/"],
  ] as const) {
    test(`blocks right-click, drag and mouse-down on ${where}`, async ({ page }) => {
      await page.goto(path);
      const images = page.locator("main picture img");
      await expect(images.first()).toBeVisible();
      const prevented = await images.evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute("src"),
          draggable: img.getAttribute("draggable"),
          prevented: ["contextmenu", "dragstart", "mousedown"].map((type) => {
            const event = new MouseEvent(type, {
              bubbles: true,
              cancelable: true,
              button: type === "contextmenu" ? 2 : 0,
            });
            img.dispatchEvent(event);
            return event.defaultPrevented;
          }),
        })),
      );
      expect(prevented.length).toBeGreaterThan(0);
      for (const image of prevented)
        expect(image, image.src ?? "").toMatchObject({
          draggable: "false",
          prevented: [true, true, true],
        });
    });
  }
});
