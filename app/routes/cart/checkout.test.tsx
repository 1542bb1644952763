/**
 * The checkout form as a browser without JavaScript posts it (rendered through
 * `createRoutesStub`): its fields are the ones the order schema reads, a refusal comes back with
 * what was typed, the errors beside their fields and the message in the page (`<ActionNotice>`:
 * without JavaScript there is no toast).
 */
import { describe, expect, it } from "vitest";
import type { CartItem } from "#core/cart-totals.ts";
import { formInput } from "#core/form-input.ts";
import { placeOrderSchema } from "#core/schemas/checkout-input.ts";
import { DEFAULT_STORE } from "#core/store.ts";
import { renderRoute } from "~/testing/render-route.tsx";
import Checkout from "./checkout.tsx";

const item: CartItem = {
  id: 7,
  productId: 3,
  artworkId: null,
  quantity: 2,
  variant: null,
  unitPrice: 400,
  product: { name: "Hare coaster", category: "coasters", imageUrl: "" },
};

const KEY = "0123456789abcdef0123456789abcdef";

function render(actionData?: unknown, items: CartItem[] = [item]) {
  return renderRoute(
    {
      id: "checkout",
      path: "/checkout",
      Component: Checkout,
      loaderData: {
        cart: { items, itemCount: items.length },
        idempotencyKey: KEY,
        consent: { version: 1, text: "Yes, e-mail me about new work." },
        countries: [
          { code: "GB", name: "United Kingdom" },
          { code: "US", name: "United States" },
        ],
        country: null,
      },
      actionData,
    },
    "/checkout",
    { store: DEFAULT_STORE },
  );
}

/** What a buyer types, by field name. */
const TYPED: Record<string, string> = {
  firstName: "Ada",
  lastName: "Painter",
  email: "ada@example.com",
  phone: "",
  address: "1 Quay Street",
  city: "Bristol",
  state: "",
  zipCode: "BS1 4DJ",
};

describe("the checkout form (createRoutesStub)", () => {
  it("posts the fields the order schema reads, with its one-time key", () => {
    const posts = render()
      .forms()
      .filter((candidate) => candidate.attributes.method === "post");
    const [form, ...others] = posts.filter((candidate) => candidate.attributes.action !== "/cart");
    expect(others).toEqual([]);
    // The discount code and the gift card go to the cart's one action, with nothing of the order's.
    expect(
      posts.filter((candidate) => candidate.attributes.action === "/cart").map((f) => f.fields),
    ).toEqual([
      [
        ["backTo", "/checkout"],
        ["code", ""],
        ["intent", "discount"],
      ],
      [
        ["backTo", "/checkout"],
        ["code", ""],
        ["intent", "gift-card"],
      ],
    ]);
    const names = form!.fields.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(["idempotencyKey", "country", ...Object.keys(TYPED)]),
    );
    expect(form!.fields).toContainEqual(["idempotencyKey", KEY]);
    // The home country is chosen before anything is typed.
    expect(form!.fields).toContainEqual(["country", "GB"]);
    const filled = new FormData();
    for (const [name, value] of form!.fields) filled.append(name, TYPED[name] ?? value);
    const parsed = placeOrderSchema("GB").safeParse(formInput(filled));
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toMatchObject({ firstName: "Ada", city: "Bristol", idempotencyKey: KEY });
  });

  it("shows a refusal with what was typed, each error beside its field, and the message", () => {
    const page = render({
      ok: false,
      message: "Please correct the highlighted fields.",
      errors: { email: "Enter a valid e-mail address" },
      values: { ...TYPED, email: "ada@", country: "US" },
    });
    expect(page.control("email")).toMatchObject({ value: "ada@", "aria-invalid": "true" });
    expect(page.control("email")["aria-describedby"]).toBe("field-email-error");
    expect(page.html).toMatch(/id="field-email-error"[^>]*>Enter a valid e-mail address</);
    expect(page.control("city")).toMatchObject({ value: "Bristol" });
    expect(page.control("city")["aria-invalid"]).toBeUndefined();
    // The country typed last time is kept (and the address fields follow it).
    expect(page.forms().find((form) => form.attributes.method === "post")!.fields).toContainEqual([
      "country",
      "US",
    ]);
    expect(page.html).toMatch(/role="status"[^>]*>Please correct the highlighted fields\.</);
  });

  it("shows a refusal that names no field (the stock ran out) in the page", () => {
    const page = render({
      ok: false,
      message: "Only 1 of Hare Coaster left",
      errors: {},
      values: TYPED,
    });
    expect(page.html).toMatch(/role="status"[^>]*>Only 1 of Hare Coaster left</);
  });

  it("shows no notice before anything is posted, and no form for an empty cart", () => {
    expect(render().html).not.toContain('role="status"');
    const empty = render(undefined, []);
    expect(empty.forms().filter((form) => form.attributes.method === "post")).toEqual([]);
  });

  it("asks who a gift card is for, in the order's form, only when the cart holds one", () => {
    const orderForm = (page: ReturnType<typeof render>) =>
      page
        .forms()
        .find((form) => form.attributes.action !== "/cart" && form.attributes.method === "post")!;
    const card: CartItem = {
      ...item,
      id: 8,
      productId: 4,
      quantity: 1,
      variant: "£25",
      unitPrice: 2500,
      product: { name: "Gift card", category: "gift-cards", imageUrl: "" },
    };
    const names = (page: ReturnType<typeof render>) => orderForm(page).fields.map(([name]) => name);
    expect(names(render())).not.toContain("giftRecipientEmail");
    const page = render(undefined, [item, card]);
    expect(page.text).toContain("Who is the gift card for?");
    expect(names(page)).toEqual(
      expect.arrayContaining(["giftRecipientName", "giftRecipientEmail", "giftMessage"]),
    );
    // Each is one the order's schema reads.
    const parsed = placeOrderSchema().parse({
      ...TYPED,
      giftRecipientName: "Cleo",
      giftRecipientEmail: "cleo@example.com",
      giftMessage: "For the studio",
    });
    expect(parsed).toMatchObject({
      giftRecipientName: "Cleo",
      giftRecipientEmail: "cleo@example.com",
    });
  });
});
