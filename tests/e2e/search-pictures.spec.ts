import { expect, openSearch, screenshot, test } from "./support.ts";

/** Queries over the demo that between them reach artworks, shop products and snap cards. */
const QUERIES = ["fox", "cat", "coaster", "snap"];

// Item 7: every result's picture is a size that exists, so each one loads.
test("search shows a loaded picture beside every result", async ({ page }) => {
  const { dialog, input } = await openSearch(page);
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

/**
 * One × in the search field's row, the overlay's own "Close search": the browser's clear button of
 * a search field (a part of the field's own shadow tree, out of reach of the page's queries) is
 * hidden, so it has no box on screen, asked through the DevTools protocol.
 */
test("the search field shows one ×, the overlay's close button, not the browser's clear button too", async ({
  page,
}) => {
  const { dialog, input } = await openSearch(page);
  await input.fill("fox");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close search" })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  type Node = { nodeId: number; attributes?: string[]; children?: Node[]; shadowRoots?: Node[] };
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1, pierce: true })) as {
    root: Node;
  };
  const find = (node: Node, pseudo: string): Node[] => [
    ...((node.attributes ?? []).includes(pseudo) ? [node] : []),
    ...[...(node.children ?? []), ...(node.shadowRoots ?? [])].flatMap((child) =>
      find(child, pseudo),
    ),
  ];
  const clear = find(root, "-webkit-search-cancel-button");
  expect(clear.length).toBeGreaterThan(0);
  for (const node of clear) {
    // A part that is not drawn has no box model: the protocol refuses to give one.
    const box = await cdp.send("DOM.getBoxModel", { nodeId: node.nodeId }).then(
      () => "drawn",
      () => "not drawn",
    );
    expect(box).toBe("not drawn");
  }
  await cdp.detach();
  await screenshot(page, "search-one-close", false);
});
