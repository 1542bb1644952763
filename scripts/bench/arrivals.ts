/**
 * Visitors as they arrive from Instagram, Facebook, TikTok and newsletters: every
 * request with parameters new on each click, each row beside its baseline from the same run.
 */
import autocannon from "autocannon";
import type { LoadProduct } from "../../testing/mixed-load.ts";
import { add, within } from "./report.ts";
import { rssMb, type Site, stopSite } from "./site.ts";
import { BROWSER_ENCODINGS, cannon } from "./throughput.ts";

const browser = { "accept-encoding": BROWSER_ENCODINGS };

/** Autocannon where every request asks for `address(n)`, n counting up (a new address each). */
async function unique(
  base: string,
  address: (n: number) => string,
  options: { connections?: number; headers?: Record<string, string>; from?: (n: number) => string },
) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: options.connections ?? 50,
    duration: 5,
    headers: { ...browser, ...options.headers },
    requests: [
      {
        setupRequest: (request) => {
          const i = n++;
          return {
            ...request,
            path: address(i),
            headers: {
              ...request.headers,
              ...(options.from ? { "x-forwarded-for": options.from(i) } : {}),
            },
          };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A click's tracking parameters, new each time. */
const click = (n: number) => `${Date.now().toString(36)}${n.toString(36)}`;

/** Pages with a new `fbclid` (home) and `utm_*` + `igshid` (shop) on every request, against plain. */
export async function benchArrivals(base: string): Promise<void> {
  const pages = [
    ["/", (n: number) => `/?fbclid=IwAR${click(n)}`],
    [
      "/shop",
      (n: number) =>
        `/shop?utm_source=instagram&utm_medium=social&utm_campaign=spring-${n % 7}&igshid=${click(n)}`,
    ],
  ] as const;
  for (const [plain, arriving] of pages) {
    const alone = await cannon(`${base}${plain}`, { headers: browser });
    const tracked = await unique(base, arriving, {});
    const ratio = tracked.rps / alone.rps;
    add({
      metric: `${arriving(0).replace(/=[^&]*/g, "=…")} new each request`,
      value: tracked.rps,
      unit: "req/s",
      baseline: alone.rps,
      ratio,
      ...within(ratio, "≥", 0.5, "×"),
    });
  }
}

/**
 * Misses: `/shop?tab=<new>` (a parameter the shop reads, so each is drawn), every request from
 * its own address so the rate of misses does not step in; against the same page replayed. And
 * `/?v=<new>` (a parameter no page reads) and `/shop?product=<unknown>` (an id that names nothing,
 * decision 022): replays.
 */
export async function benchMisses(base: string): Promise<void> {
  const replayed = await cannon(`${base}/shop`, { headers: browser });
  const misses = await unique(base, (n) => `/shop?tab=t${1_000_000 + n}`, {
    connections: 10,
    from: (n) => `10.77.${(n >> 8) & 255}.${n & 255}`,
  });
  add({
    metric: "GET /shop?tab=<new> (each drawn: misses)",
    value: misses.rps,
    unit: "req/s",
    baseline: replayed.rps,
    ratio: misses.rps / replayed.rps,
  });
  const junk = await unique(base, (n) => `/?v=${n}`, {});
  add({ metric: "GET /?v=<new> (junk: replayed)", value: junk.rps, unit: "req/s" });
  const unnamed = await unique(base, (n) => `/shop?product=${2_000_000 + n}`, {
    from: (n) => `10.76.${(n >> 8) & 255}.${n & 255}`,
  });
  add({
    metric: "GET /shop?product=<unknown> (names nothing: replayed)",
    value: unnamed.rps,
    unit: "req/s",
  });
}

/**
 * Server memory after 5,000 unique junk addresses over the pages and the catalogue API (made-up
 * product and card ids among them, each from its own address), on a server started afresh and
 * settled; against its memory before. Budget ≤ 250 MB.
 */
export async function benchJunkMemory(start: () => Promise<Site>): Promise<void> {
  const site = await start();
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const before = rssMb(site.child.pid!);
    const addresses = [
      (n: number) => `/?v=${n}&fbclid=${click(n)}`,
      (n: number) => `/shop?product=${2_000_000 + n}&utm_source=x${n}`,
      (n: number) => `/snap-cards?card=${3_000_000 + n}`,
      (n: number) => `/api/products?v=${n}`,
      (n: number) => `/portfolio/ceramics?artType=tiles&junk=${n}`,
    ];
    let next = 0;
    const ask = async (): Promise<void> => {
      while (next < 5000) {
        const n = next++;
        const response = await fetch(`${site.base}${addresses[n % addresses.length]!(n)}`, {
          headers: { ...browser, "x-forwarded-for": `10.78.${(n >> 8) & 255}.${n & 255}` },
        });
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 10 }, ask));
    const after = rssMb(site.child.pid!);
    add({
      metric: "server memory after 5,000 unique junk addresses",
      value: after,
      unit: "MB",
      baseline: before,
      ratio: after / before,
      ...within(after, "≤", 250),
    });
  } finally {
    await stopSite(site.child);
  }
}

/**
 * Others' throughput while one client sends junk: 45 readers of `/` and `/shop` alone, then the
 * same readers while one client (one address, 5 connections) asks for a new shop tab each time
 * (each a miss: a made-up product id is a replay). Budget ≥ 0.5× of alone.
 */
export async function benchJunkNeighbour(base: string, products: LoadProduct[]): Promise<void> {
  const readers = () =>
    autocannon({
      url: base,
      connections: 45,
      duration: 5,
      headers: browser,
      requests: [{ path: "/" }, { path: "/shop" }, { path: `/shop?product=${products[0]!.id}` }],
    });
  const alone = await readers();
  const [together, junk] = await Promise.all([
    readers(),
    unique(base, (n) => `/shop?tab=t${4_000_000 + n}&fbclid=${click(n)}`, {
      connections: 5,
      from: () => "10.79.0.1",
    }),
  ]);
  const [rps, baseline] = [together.requests.average, alone.requests.average].map(Math.round);
  const ratio = rps! / baseline!;
  add(
    {
      metric: "others' throughput while one client sends junk",
      value: rps!,
      unit: "req/s",
      baseline: baseline!,
      ratio,
      ...within(ratio, "≥", 0.5, "×"),
    },
    { metric: "  the junk client (same run)", value: junk.rps, unit: "req/s" },
  );
}
