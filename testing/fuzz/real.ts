import { expect } from "vitest";
import { cartTotals } from "#core/cart-totals.ts";
import { shippingRules } from "#core/shipping-zones.ts";
import { DEFAULT_STORE } from "#core/store.ts";
import { DEMO_TAX } from "../use-test-app.ts";
import {
  type Json,
  type Model,
  modelCartTotals,
  pence,
  pounds,
  type Real,
  unitPriceOf,
} from "./model.ts";

/** What the runs did, by command and status (printed per engine, and checked for coverage). */
export const tally = new Map<string, number>();
export const count = (label: string) => tally.set(label, (tally.get(label) ?? 0) + 1);

export let emailCounter = 0;
/** A fresh buyer's e-mail address per checkout, so the unpaid-order cap never interferes. */
export const freshEmail = () => `buyer-${++emailCounter}@example.com`;

export let addressCounter = 0;
/** A fresh client address per request, so the per-client rate limits never interfere. */
export const nextAddress = () => {
  addressCounter++;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export async function send(
  real: Real,
  who: number | "owner",
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Json }> {
  const headers = new Headers(init.headers);
  const cookie = who === "owner" ? real.owner : real.cookies[who];
  if (cookie) headers.set("cookie", cookie);
  const response = await real.t.request(path, { ...init, headers }, nextAddress());
  if (init.method && init.method !== "GET") {
    const route = path.replace(/\/EA-[0-9A-Z-]+$/, "/:number").replace(/\d+$/, ":id");
    count(`${init.method} ${route} ${response.status}`);
  }
  const set = response.headers.get("set-cookie");
  if (who !== "owner" && set?.startsWith("easel_cart=")) real.cookies[who] = set.split(";")[0]!;
  const text = await response.text();
  if (response.status >= 500) {
    const logged = real.t.logs.filter((line) => line.msg === "unhandled error").at(-1);
    throw new Error(
      `${response.status} for ${init.method ?? "GET"} ${path}: ${text}\n${JSON.stringify(logged?.err)}`,
    );
  }
  let body: Json = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** The status the model expects, with (for refusals) a part of the message when it is known. */
export function expectStatus(
  response: { status: number; body: Json },
  status: number,
  message?: string | RegExp,
  what = "",
) {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(status);
  if (status >= 400) {
    expect(typeof response.body?.message, what).toBe("string");
    expect(response.body.message.length, what).toBeGreaterThan(0);
    if (message !== undefined) expect(response.body.message, what).toMatch(message);
  }
}

// ---------------------------------------------------------------------------------------------
// Checks run after every command.

export async function verifyCart(model: Model, real: Real, who: number) {
  const visitor = model.visitors[who]!;
  const { status, body } = await send(real, who, "/api/cart");
  expect(status).toBe(200);
  const seen = (body.items as Json[]).map((item) => ({
    id: item.id,
    productId: item.productId,
    artworkId: item.artworkId,
    variant: item.variant,
    quantity: item.quantity,
    unitPrice: pence(item.variant ? item.variantPrice : item.product.price),
  }));
  const expected = visitor.lines.map((line) => {
    if (line.original) {
      const original = model.originals[line.productIndex]!;
      return {
        id: line.id,
        productId: null,
        artworkId: original.id,
        variant: null,
        quantity: 1,
        unitPrice: original.price,
      };
    }
    const product = model.products[line.productIndex]!;
    return {
      id: line.id,
      productId: product.id,
      artworkId: null,
      variant: line.variant,
      quantity: line.quantity,
      unitPrice: unitPriceOf(product, line.variant),
    };
  });
  expect(seen, `cart of visitor ${who}`).toEqual(expected);
  const totals = modelCartTotals(model, visitor);
  expect(body.itemCount).toBe(totals.itemCount);
  // The cart page and the checkout summary price the cart with cartTotals(items), given the
  // cart service's lines (the API's, in minor units), shipped to the home country.
  const shown = cartTotals(
    (body.items as Json[]).map((item) => ({
      ...item,
      unitPrice: pence(item.variant ? item.variantPrice : item.product.price),
    })),
    shippingRules({ ...DEFAULT_STORE, ...DEMO_TAX }),
  );
  // …and the API's own totals say the same.
  expect(
    [body.totals.shipping, body.totals.total, body.totals.zone],
    `totals of visitor ${who}`,
  ).toEqual([pounds(totals.shipping), pounds(totals.total), "home"]);
  expect(
    {
      itemCount: shown.itemCount,
      subtotal: shown.subtotal,
      discount: shown.discount,
      tax: shown.tax,
      shipping: shown.shipping,
      total: shown.total,
    },
    `summary of visitor ${who}`,
  ).toEqual(totals);
}

export async function verifyStock(model: Model, real: Real) {
  const rows = await real.t.database.handle.db
    .selectFrom("products")
    .select(["id", "stock", "price", "is_available"])
    .orderBy("id")
    .execute();
  for (const row of rows) {
    if (row.stock !== null) expect(row.stock).toBeGreaterThanOrEqual(0);
  }
  expect(
    rows.map((row) => ({
      id: row.id,
      stock: row.stock,
      price: row.price,
      available: Boolean(row.is_available),
    })),
  ).toEqual(
    model.products.map((product) => ({
      id: product.id,
      stock: product.stock,
      price: product.price,
      available: product.available,
    })),
  );
}

/** Originals as the model has them; never two live orders of one, never a sold one ordered. */
export async function verifyOriginals(model: Model, real: Real) {
  const db = real.t.database.handle.db;
  const rows = await db
    .selectFrom("artworks")
    .select(["id", "sale_state"])
    .where(
      "id",
      "in",
      model.originals.map((original) => original.id),
    )
    .orderBy("id")
    .execute();
  expect(rows.map((row) => [row.id, row.sale_state])).toEqual(
    model.originals.map((original) => [original.id, original.state]),
  );
  const live = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select(["order_items.artwork_id", "orders.order_number"])
    .where("order_items.artwork_id", "is not", null)
    .where("orders.status", "!=", "cancelled")
    .execute();
  const holders = new Map<number, string[]>();
  for (const row of live)
    holders.set(row.artwork_id!, [...(holders.get(row.artwork_id!) ?? []), row.order_number]);
  for (const [artwork, numbers] of holders)
    expect(numbers, `live orders of original ${artwork}`).toHaveLength(1);
}

export async function verifyOrderCount(model: Model, real: Real) {
  const row = await real.t.database.handle.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  expect(Number(row.n)).toBe(real.ordersBefore + model.ordersPlaced);
}
