import { json, type TestApp } from "./test-app.ts";

export { CARD_VARIANTS } from "./fixtures.ts";

/** A visitor with a cookie jar holding the cart cookie. */
export function visitor(t: TestApp, address = "203.0.113.20") {
  let cookie = "";
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    const response = await t.request(path, { ...init, headers }, address);
    const set = response.headers.get("set-cookie");
    if (set?.startsWith("easel_cart=")) cookie = set.split(";")[0]!;
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
    get cookie() {
      return cookie;
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
