import { expect, test } from "./support.ts";

/** Queries over the demo that between them reach artworks, shop products and snap cards. */
const QUERIES = ["fox", "cat", "coaster", "snap"];

// Issue #25, item 7: every result's picture is a size that exists, so each one loads.
test("search shows a loaded picture beside every result", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search" });
  const input = dialog.getByRole("combobox", { name: "Search" });
  for (const query of QUERIES) {
    // Emptied first, so the results counted below are this query's, not the last one's.
    await input.fill("");
    await expect(dialog).toContainText("Start typing");
    await input.fill(query);
    const options = dialog.getByRole("option");
    await expect(options.first()).toBeVisible();
    // Other specs add records without pictures as this runs ("Badge coaster"): every demo result
    // has one (server/api/search-pictures.test.ts proves it for each query); here, each shown
    // picture must load.
    const pictures = dialog.getByRole("listbox").locator("img");
    await expect(pictures.first()).toBeAttached();
    // Each image finished loading with pixels: a missing size would load as broken (0 wide).
    await expect
      .poll(
        () =>
          pictures.evaluateAll((images) =>
            (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0),
          ),
        { message: `pictures for "${query}"` },
      )
      .not.toContain(false);
  }
});
