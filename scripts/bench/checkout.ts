/** Checkout: the shop's products, one real checkout captured for the baseline, and the load run. */
import {
  type LoadProduct,
  type LoadResult,
  runMixedLoad,
  shopProducts,
} from "../../testing/mixed-load.ts";
import { CUSTOMER } from "../../testing/visitor.ts";
import { type Captured, capture } from "./baseline.ts";
import type { Row } from "./report.ts";

export { shopProducts };

/** One real checkout's three answers (add, cart, order), for the bare server to send back. */
export async function captureCheckout(
  base: string,
  product: LoadProduct,
): Promise<Record<string, Captured>> {
  const headers = { "content-type": "application/json", origin: base };
  const add = await capture(`${base}/api/cart/add`, {
    method: "POST",
    headers,
    body: JSON.stringify({ productId: product.id, quantity: 1, variant: product.variants?.[0] }),
  });
  const cookie = (add.headers["set-cookie"] ?? "").split(";")[0]!;
  const cart = await capture(`${base}/api/cart`, { headers: { cookie } });
  const order = await capture(`${base}/api/orders`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify(CUSTOMER),
  });
  if (order.status !== 201) throw new Error(`bench checkout failed: ${order.status} ${order.body}`);
  return { "POST /api/cart/add": add, "GET /api/cart": cart, "POST /api/orders": order };
}

/**
 * Five seconds of 50 shoppers at once: every turn is a new shopper who adds one to three lines,
 * reads the cart and places the order.
 */
export function checkoutLoad(baseUrl: string, products: LoadProduct[]): Promise<LoadResult> {
  return runMixedLoad({ baseUrl, products, connections: 50, durationMs: 5000, checkoutShare: 1 });
}

/** The checkout row, ours against the bare server; warns of any answer but 200 and 201. */
export function checkoutRow(ours: LoadResult, bare: LoadResult): Row {
  const refused = [...ours.statuses].filter(([key]) => !/ 20[01]$/.test(key));
  if (refused.length > 0) console.warn(`  checkout refusals: ${JSON.stringify(refused)}`);
  return {
    metric: "checkout throughput (add, cart, order)",
    value: Math.round(ours.checkoutsPerSecond),
    unit: "orders/s",
    baseline: Math.round(bare.checkoutsPerSecond),
    ratio: ours.checkoutsPerSecond / bare.checkoutsPerSecond,
  };
}
