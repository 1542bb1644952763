/**
 * Visitors who are not anonymous: shoppers with a cart reading pages, and mixed traffic (people
 * reading the home page while shoppers fill carts). Each figure stands beside a baseline from the
 * same run.
 */
import autocannon from "autocannon";
import type { LoadProduct } from "../../testing/mixed-load.ts";
import { add, within } from "./report.ts";
import { BROWSER_ENCODINGS, cannon } from "./throughput.ts";

/** The pages measured for a shopper with a cart; `/shop` carries the budget. */
export const PERSONAL_PAGES = ["/", "/shop", "/portfolio/paintings-drawings"] as const;

const SHOPPERS = 50;

/** The cart cookie of one shopper with 1–3 lines of the shop's products, from its own address. */
async function fillCart(base: string, products: LoadProduct[], shopper: number): Promise<string> {
  let cookie = "";
  for (let line = 0; line <= shopper % 3; line++) {
    const product = products[(shopper + line * 7) % products.length]!;
    const response = await fetch(`${base}/api/cart/add`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        "x-forwarded-for": `10.200.0.${shopper}`,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({
        productId: product.id,
        quantity: 1 + (shopper % 2),
        variant: product.variants?.[0],
      }),
    });
    if (!response.ok) throw new Error(`bench cart: ${response.status} ${await response.text()}`);
    cookie ||= (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  }
  return cookie;
}

/** Fifty shoppers' cart cookies (carts of different sizes, so their pages differ). */
export async function shopperCookies(
  base: string,
  products: LoadProduct[],
  count = SHOPPERS,
): Promise<string[]> {
  const cookies: string[] = [];
  for (let shopper = 0; shopper < count; shopper++) {
    cookies.push(await fillCart(base, products, shopper));
  }
  return cookies;
}

/**
 * Each page read by 50 connections, every request as one of the fifty shoppers in turn; against
 * the bare server sending the page's bytes. `/shop` is budgeted: ≥ 600 pages a second, p99
 * ≤ 100 ms, no request over 500 ms.
 */
export async function benchPersonal(ours: string, bare: string, cookies: string[]): Promise<void> {
  for (const page of PERSONAL_PAGES) {
    let next = 0;
    const browser = { "accept-encoding": BROWSER_ENCODINGS };
    const result = await autocannon({
      url: `${ours}${page}`,
      connections: 50,
      duration: 5,
      headers: browser,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! },
          }),
        },
      ],
    });
    const baseline = await cannon(`${bare}${page}`, { headers: browser });
    const rps = Math.round(result.requests.average);
    const budgeted = page === "/shop";
    const label = `${page} with a cart`;
    add(
      {
        metric: `${label} throughput`,
        value: rps,
        unit: "req/s",
        baseline: baseline.rps,
        ratio: rps / baseline.rps,
        ...(budgeted ? within(rps, "≥", 600) : {}),
      },
      {
        metric: `${label} p99 latency`,
        value: result.latency.p99,
        unit: "ms",
        baseline: baseline.p99,
        ...(budgeted ? within(result.latency.p99, "≤", 100) : {}),
      },
      {
        metric: `${label} slowest request`,
        value: result.latency.max,
        unit: "ms",
        ...(budgeted ? within(result.latency.max, "≤", 500) : {}),
      },
    );
    if (result.non2xx > 0) console.warn(`  ${label}: ${result.non2xx} answers were not 2xx`);
  }
}

/**
 * Mixed traffic: 45 connections reading the home page while 5 shoppers add to carts (each loop a
 * new shopper from its own address: three adds, then the cart emptied). The home page's
 * throughput is set against the same 45 readers with nobody shopping, measured just before.
 * Budget: ≥ 0.5× the read-only figure.
 */
export async function benchMixed(ours: string, products: LoadProduct[]): Promise<void> {
  const readers = () =>
    cannon(`${ours}/`, { connections: 45, headers: { "accept-encoding": BROWSER_ENCODINGS } });
  const readOnly = await readers();
  let shopper = 0;
  let added = 0;
  let failed = 0;
  const headers = { "content-type": "application/json", origin: ours };
  const addBody = (turn: number) => {
    const product = products[turn % products.length]!;
    return JSON.stringify({ productId: product.id, quantity: 1, variant: product.variants?.[0] });
  };
  type Context = { cookie?: string; address?: string };
  const asShopper = (request: autocannon.Request, context: object) => {
    const own = context as Context;
    own.address ??= `10.201.${(shopper >> 8) & 255}.${shopper++ & 255}`;
    return {
      ...request,
      headers: {
        ...request.headers,
        "x-forwarded-for": own.address,
        ...(own.cookie ? { cookie: own.cookie } : {}),
      },
    };
  };
  const adding = (turn: number): autocannon.Request => ({
    method: "POST",
    path: "/api/cart/add",
    headers,
    body: addBody(turn),
    setupRequest: asShopper,
    onResponse: (status, _body, context, responseHeaders) => {
      if (status < 300) added++;
      else failed++;
      const set = (responseHeaders as Record<string, string | undefined>)?.["set-cookie"];
      if (set) (context as Context).cookie = String(set).split(";")[0];
    },
  });
  const [mixed, shoppers] = await Promise.all([
    readers(),
    autocannon({
      url: ours,
      connections: 5,
      duration: 5,
      requests: [
        adding(0),
        adding(1),
        adding(2),
        {
          method: "DELETE",
          path: "/api/cart/clear",
          headers: { origin: ours },
          setupRequest: asShopper,
        },
      ],
    }),
  ]);
  if (failed > 0 || shoppers.non2xx > 0) {
    console.warn(`  mixed traffic: ${shoppers.non2xx} shopper requests refused (${failed} adds)`);
  }
  const ratio = mixed.rps / readOnly.rps;
  add(
    {
      metric: "GET / while 5 shoppers add to carts",
      value: mixed.rps,
      unit: "req/s",
      baseline: readOnly.rps,
      ratio,
      ...within(ratio, "≥", 0.5, "×"),
    },
    {
      metric: "  p99 latency (same run)",
      value: mixed.p99,
      unit: "ms",
      baseline: readOnly.p99,
    },
    { metric: "  items added to carts (same run)", value: Math.round(added / 5), unit: "per s" },
  );
}
