import { json, type TestApp } from "./test-app.ts";

export { CARD_VARIANTS } from "./fixtures.ts";

/** The cookies a visitor's jar keeps: the cart and the order keys. */
const KEPT = new Set(["easel_cart", "easel_orders"]);

/** A visitor with a cookie jar holding the cart cookie and the order-access cookie. */
export function visitor(t: TestApp, address = "203.0.113.20") {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set("cookie", cookieHeader());
    const response = await t.request(path, { ...init, headers }, address);
    for (const set of response.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      if (KEPT.has(name)) jar.set(name, pair.slice(name.length + 1));
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      // biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field.
      body: (text ? JSON.parse(text) : null) as any,
    };
  };
  return {
    send,
    /** The Cookie header this visitor sends. */
    get cookie() {
      return cookieHeader();
    },
    add: (body: Record<string, unknown>) => send("/api/cart/add", json("POST", body)),
    cart: () => send("/api/cart"),
  };
}

/** A valid checkout form. */
export const CUSTOMER = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  address: "12 Analytical Row",
  city: "London",
  state: "Greater London",
  zipCode: "NW1 6XE",
  country: "GB",
};

/** An empty cart as `GET /api/cart` shows it: no lines, and nothing to pay or ship. */
export const EMPTY_CART = {
  items: [],
  itemCount: 0,
  totals: {
    subtotal: "0.00",
    discount: "0.00",
    discountCode: null,
    codeDiscount: "0.00",
    tax: "0.00",
    taxIncluded: false,
    taxRemoved: "0.00",
    shipping: "0.00",
    total: "0.00",
    zone: "home",
    country: "GB",
  },
  discount: null,
  giftCard: null,
};
