/**
 * The cart line's forms as a browser without JavaScript posts them (rendered through React
 * Router's `createRoutesStub`): the stepper posts its target quantity, and the decrease at 1 posts
 * the line's remove form, so the page action does no intent arithmetic.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CartItem } from "#core/cart-totals.ts";
import { CartLine } from "./cart-line.tsx";

const line = (quantity: number): CartItem => ({
  id: 7,
  productId: 3,
  artworkId: null,
  quantity,
  variant: null,
  unitPrice: 400,
  product: { name: "Hare coaster", category: "coasters", imageUrl: "" },
});

/** The line the stub's route shows (each test renders once, synchronously). */
let shown: CartItem;
function LineRoute() {
  return <CartLine item={shown} removing={false} />;
}
const Stub = createRoutesStub([{ path: "/cart", Component: LineRoute }]);

function render(item: CartItem) {
  shown = item;
  const html = renderToString(<Stub initialEntries={["/cart"]} />);
  return new DOMParserLite(html);
}

/** Just enough of the rendered markup to find a button's attributes by its label. */
class DOMParserLite {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
  button(label: string): Record<string, string> {
    const tag = [...this.html.matchAll(/<button\b[^>]*>/g)]
      .map((match) => match[0])
      .find((candidate) => candidate.includes(`aria-label="${label}"`));
    if (!tag) throw new Error(`no button labelled ${label}`);
    return Object.fromEntries(
      [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
    );
  }
}

describe("the cart line (createRoutesStub)", () => {
  it("posts the target quantity from the stepper", () => {
    const page = render(line(3));
    expect(page.button("Decrease quantity of Hare coaster")).toMatchObject({
      name: "quantity",
      value: "2",
    });
    expect(page.button("Increase quantity of Hare coaster")).toMatchObject({
      name: "quantity",
      value: "4",
    });
    expect(page.html).toMatch(/<input type="hidden" name="intent" value="update"\/>/);
  });

  it("removes at 1 through the line's remove form", () => {
    const page = render(line(1));
    expect(page.button("Decrease quantity of Hare coaster")).toMatchObject({
      form: "cart-remove-7",
      name: "intent",
      value: "remove",
    });
    expect(page.html).toContain('id="cart-remove-7"');
  });

  it("shows an original without a stepper", () => {
    const page = render({ ...line(1), productId: null, artworkId: 9 });
    // An original keeps its title as the artist wrote it.
    expect(() => page.button("Decrease quantity of Hare coaster")).toThrow();
    expect(page.button("Remove Hare coaster")).toMatchObject({ name: "intent", value: "remove" });
  });
});
