import { randomBytes } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { httpShopper } from "./server-process.ts";
import { CUSTOMER } from "./visitor.ts";

export interface LoadProduct {
  id: number;
  /** Sizes to choose from, when the product has them. */
  variants?: string[];
}

export interface LoadResult {
  /** Requests answered, by "METHOD path-pattern status", e.g. "POST /api/orders 201". */
  statuses: Map<string, number>;
  /** Order numbers from every 201 of POST /api/orders, in the order they came. */
  placed: string[];
  /** Checkouts answered 201, per second of the run. */
  checkoutsPerSecond: number;
  requests: number;
  /** Any answer that was not JSON with a message when it was 4xx/5xx: kept for the report. */
  oddities: string[];
}

const BROWSE = [
  "/api/products",
  "/api/artworks",
  "/api/snap-cards",
  "/api/carousel-images",
  "/api/artworks/featured",
  "/api/search?q=cat",
  "/api/search?q=coaster",
];

/**
 * `connections` shoppers at once for `durationMs`, each in a loop: mostly browsing the catalogue
 * API, sometimes filling a cart (1–3 lines) and checking out with an idempotency key. Every
 * shopper comes from its own address (the server must trust X-Forwarded-For) so per-client
 * limits don't hide what the server does under load.
 */
export async function runMixedLoad(options: {
  /** The server, or several sharing one database: then every request goes to the next one. */
  baseUrl: string | readonly string[];
  products: LoadProduct[];
  connections: number;
  durationMs: number;
  /** Share of loop turns that shop and check out rather than browse (0–1). */
  checkoutShare?: number;
  /** A pause after every loop turn (a steady pace for the soak rather than the most it takes). */
  pauseMs?: number;
  /** Told of every answer and how long it took (the soak's latency windows). */
  onAnswer?: (label: string, status: number, ms: number) => void;
  /**
   * A state the run must reach, checked after `durationMs` and then every 100 ms: the load goes
   * on until it holds (say, the scarce products sold out), however slow a busy machine is, up to
   * four times `durationMs` in all (then the caller's assertions say what was not reached).
   */
  until?: () => Promise<boolean>;
}): Promise<LoadResult> {
  const { products, connections, durationMs } = options;
  const servers = typeof options.baseUrl === "string" ? [options.baseUrl] : options.baseUrl;
  let turn = 0;
  const baseUrl = () => servers[turn++ % servers.length]!;
  const checkoutShare = options.checkoutShare ?? 0.4;
  const statuses = new Map<string, number>();
  const placed: string[] = [];
  const oddities: string[] = [];
  let requests = 0;
  let running = true;
  const started = Date.now();
  const stopping = (async () => {
    await setTimeout(durationMs);
    const limit = started + 4 * durationMs;
    while (options.until && Date.now() < limit && !(await options.until())) await setTimeout(100);
    running = false;
  })();

  const count = (label: string, result: { status: number; body: unknown }, since: number) => {
    options.onAnswer?.(label, result.status, performance.now() - since);
    requests++;
    const key = `${label} ${result.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (result.status >= 400) {
      const message = (result.body as { message?: unknown } | null)?.message;
      if (typeof message !== "string" || message === "") oddities.push(key);
    }
  };

  let serial = 0;
  async function shopper(worker: number) {
    while (running) {
      serial++;
      const address = `10.${worker}.${(serial >> 8) & 255}.${serial & 255}`;
      const client = httpShopper(baseUrl, address);
      if (options.pauseMs) await setTimeout(options.pauseMs);
      let since = performance.now();
      if (Math.random() >= checkoutShare) {
        const path = BROWSE[Math.floor(Math.random() * BROWSE.length)]!;
        count(`GET ${path.split("?")[0]}`, await client.get(path), since);
        continue;
      }
      const lines = 1 + Math.floor(Math.random() * 3);
      for (let i = 0; i < lines; i++) {
        const product = products[Math.floor(Math.random() * products.length)]!;
        const variant = product.variants?.[Math.floor(Math.random() * product.variants.length)];
        const quantity = 1 + Math.floor(Math.random() * 2);
        since = performance.now();
        count(
          "POST /api/cart/add",
          await client.post("/api/cart/add", { productId: product.id, quantity, variant }),
          since,
        );
      }
      if (!client.cookie) continue;
      since = performance.now();
      count("GET /api/cart", await client.get("/api/cart"), since);
      const idempotencyKey = `load-${randomBytes(12).toString("hex")}`;
      // A buyer of its own, as each shopper is a client of its own: one e-mail address holds at
      // most three unpaid orders, one client ten.
      const email = `${idempotencyKey}@example.com`;
      since = performance.now();
      const order = await client.post("/api/orders", { ...CUSTOMER, email, idempotencyKey });
      count("POST /api/orders", order, since);
      if (order.status === 201) placed.push(order.body.orderNumber);
    }
  }

  await Promise.all([
    stopping,
    ...Array.from({ length: connections }, (_, worker) => shopper(worker)),
  ]);
  const seconds = (Date.now() - started) / 1000;
  return { statuses, placed, checkoutsPerSecond: placed.length / seconds, requests, oddities };
}

/** The shop's products a visitor can buy, with their sizes, from the public API. */
export async function shopProducts(base: string): Promise<LoadProduct[]> {
  const list = (await (await fetch(`${base}/api/products`)).json()) as Array<{
    id: number;
    price: string | null;
    isAvailable: boolean;
    variants?: Array<{ name: string }>;
  }>;
  return list
    .filter((product) => product.isAvailable && Number(product.price) > 0)
    .map((product) => ({
      id: product.id,
      ...(product.variants?.length ? { variants: product.variants.map((v) => v.name) } : {}),
    }));
}
