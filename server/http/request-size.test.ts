import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { addProduct } from "../../testing/fixtures.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { createApp } from "../app.ts";
import { MAX_HEADER_LENGTH, MAX_URL_LENGTH } from "./request-size.ts";
import { createResponseReplay, replayableRequest, replayFirst } from "./response-replay.ts";

/** Just under the limits: the longest input the app still reads. */
const LONG = MAX_HEADER_LENGTH - 200;
/** Spaces between two letters: Headers trims a value's ends, never its middle. */
const SPACES = (length: number) => `x${" ".repeat(length - 2)}x`;

/**
 * The fastest of some durations: what a request costs by itself. Other work on a shared machine
 * only adds to a run, so the fastest is the steadiest measure (the median varied fivefold here).
 */
const fastest = (values: number[]) => Math.min(...values);

describe.each(DB_KINDS)("request sizes (%s)", (kind) => {
  const t = useTestApp(kind);

  const expectSecurityHeaders = (response: Response) => {
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  };

  it(`refuses an address longer than ${MAX_URL_LENGTH} characters with 414`, async () => {
    const atLimit = `/api/products?q=${"a".repeat(MAX_URL_LENGTH - "/api/products?q=".length)}`;
    expect((await t.request(atLimit)).status).toBe(200);
    for (const path of [`${atLimit}a`, `/${"/".repeat(MAX_URL_LENGTH)}?admin=true`]) {
      const refused = await t.request(path);
      expect(refused.status).toBe(414);
      expect((await refused.json()).message).toBe(
        `The address is too long (limit ${MAX_URL_LENGTH} characters)`,
      );
      expectSecurityHeaders(refused);
    }
  });

  it(`refuses a header longer than ${MAX_HEADER_LENGTH} characters with 431`, async () => {
    const refused = await t.request("/api/products", {
      headers: { "if-none-match": SPACES(15 * 1024) },
    });
    expect(refused.status).toBe(431);
    expect((await refused.json()).message).toBe(
      `The if-none-match header is too large (limit ${MAX_HEADER_LENGTH} characters)`,
    );
    expectSecurityHeaders(refused);
    const atLimit = await t.request("/api/products", {
      headers: { "if-none-match": SPACES(MAX_HEADER_LENGTH) },
    });
    expect(atLimit.status).toBe(200);
  });

  it("answers hostile headers and paths about as fast as a normal request", {
    timeout: 60_000,
  }, async () => {
    // Each hostile request is timed in turns with a normal one of the same kind (short) and a
    // harmless one of the same length, in this run. A backtracking pattern (as before the fix) made
    // the 8 KB ones cost hundreds of times more; linear code costs what the length costs.
    const products = (etag: string) => () =>
      t.request("/api/products", { headers: { "if-none-match": etag } });
    const letters = (length: number) => "x".repeat(length);
    const cases: Array<{
      name: string;
      normal: () => Promise<Response>;
      sameLength: () => Promise<Response>;
      hostile: () => Promise<Response>;
    }> = [
      {
        name: "If-None-Match of spaces",
        normal: products('"x"'),
        sameLength: products(letters(LONG)),
        hostile: products(SPACES(LONG)),
      },
      {
        name: "15 KB If-None-Match",
        normal: products('"x"'),
        sameLength: products(letters(15 * 1024)),
        hostile: products(SPACES(15 * 1024)),
      },
      {
        name: "?admin=true path of slashes",
        normal: () => t.request("/shop/?admin=true"),
        sameLength: () => t.request(`/${letters(LONG)}?admin=true`),
        hostile: () => t.request(`/${"/".repeat(LONG)}?admin=true`),
      },
      {
        name: "owner API path of slashes",
        normal: () => t.request("/api/admin/orders/"),
        sameLength: () => t.request(`/api/admin/orders/${letters(LONG)}`),
        hostile: () => t.request(`/api/admin/orders${"/".repeat(LONG)}`),
      },
    ];
    const time = async (send: () => Promise<Response>) => {
      const started = performance.now();
      await (await send()).arrayBuffer();
      return performance.now() - started;
    };
    for (const { name, ...requests } of cases) {
      const times = { normal: [] as number[], sameLength: [] as number[], hostile: [] as number[] };
      for (let round = 0; round < 26; round++) {
        for (const kind of ["normal", "sameLength", "hostile"] as const) {
          const took = await time(requests[kind]);
          if (round > 0) times[kind].push(took); // the first round warms up
        }
      }
      const [normal, sameLength, hostile] = [times.normal, times.sameLength, times.hostile].map(
        fastest,
      );
      console.info(
        `${name}: hostile ${hostile!.toFixed(3)} ms, same length ${sameLength!.toFixed(3)} ms, normal ${normal!.toFixed(3)} ms`,
      );
      expect(hostile! / sameLength!, `${name}: hostile / same length`).toBeLessThan(3);
      expect(hostile! / normal!, `${name}: hostile / normal`).toBeLessThan(10);
    }
  });
});

describe("replays on the socket", () => {
  const t = useTestApp("sqlite");

  it("never answer a request over the size limits, even when its address is recorded", async () => {
    await addProduct(t.db(), { name: "Card", category: "cards", price: 300 });
    const replay = createResponseReplay(t.services.database.writes, t.services.logger);
    const server = serve({
      fetch: createApp({ services: t.services, replay }).fetch,
      port: 0,
      hostname: "127.0.0.1",
      createServer: replayFirst(replay, replayableRequest(null, false)),
    });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const get = async (headers: Record<string, string> = {}) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/products`, { headers });
        await response.arrayBuffer();
        return response.status;
      };
      expect(await get()).toBe(200);
      expect(await get()).toBe(200); // now recorded, and replayed
      expect(await get({ cookie: `a=${"x".repeat(MAX_HEADER_LENGTH)}` })).toBe(431);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
