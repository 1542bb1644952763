import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductGrid } from "./product-grid.tsx";

describe("the shop's product grid", () => {
  it.each(["Snap Playing Cards", "Greeting Cards", "Handcrafted Coasters"])(
    "says the %s tab is coming soon when it has no products",
    (label) => {
      const html = renderToString(
        <ProductGrid label={label} products={[]} detailsHref={() => "?"} onOpen={() => {}} />,
      );
      expect(html).toContain(`${label} coming soon!`);
    },
  );
});
