import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SHOP_TABS } from "#core/storefront.ts";
import { ProductGrid } from "./product-grid.tsx";

describe("the shop's product grid", () => {
  it.each(SHOP_TABS.map((tab) => [tab.id, tab] as const))(
    "says the %s tab is coming soon when it has no products",
    (_id, tab) => {
      const html = renderToString(
        <ProductGrid
          label={tab.categoryLabel}
          products={[]}
          detailsHref={() => "?"}
          onOpen={() => {}}
        />,
      );
      expect(html).toContain(`${tab.categoryLabel} coming soon!`);
    },
  );

  it("names the categories as PRODUCT.md §3 labels them", () => {
    expect(SHOP_TABS.map((tab) => tab.categoryLabel)).toEqual([
      "Snap Playing Cards",
      "Greeting Cards",
      "Handcrafted Coasters",
    ]);
  });
});
