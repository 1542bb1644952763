import { describe, expect, it } from "vitest";
import { addSnapPack } from "../testing/fixtures.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER } from "../testing/visitor.ts";
import { CONTACT_LIMIT, NEW_CART_LIMIT } from "./services/limits.ts";

/** The proxy's own address: with TRUST_PROXY only the address it appends counts. */
const PROXY = "127.0.0.1";

/** The n-th address of one /64, spread over its host half as a client changing address would. */
const inOne64 = (n: number) =>
  `2001:db8:77:1:${((n * 7919) % 0x10000).toString(16)}:${n.toString(16)}:0:1`;
/** An address of another /64. */
const OTHER_64 = "2001:db8:77:2::1";

describe.each(DB_KINDS)("per-client limits group IPv6 by /64 (%s)", (kind) => {
  const t = useTestApp(kind, { env: { TRUST_PROXY: "1" } });

  /** A request forwarded by the proxy for `client`, each one from a new cart-less browser. */
  const from = (client: string, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", client);
    return t.request(path, { ...init, headers }, PROXY);
  };

  /**
   * Sends `allowed` requests from as many addresses of one /64, then one more from a new address of
   * it: that one is refused; a client of another /64 is not.
   */
  async function expectLimitPer64(allowed: number, send: (client: string) => Promise<Response>) {
    for (let n = 0; n < allowed; n++) {
      const response = await send(inOne64(n));
      expect(response.status, `request ${n + 1} of ${allowed}`).not.toBe(429);
      await response.arrayBuffer();
    }
    const refused = await send(inOne64(allowed));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await refused.arrayBuffer();
    const other = await send(OTHER_64);
    expect(other.status).not.toBe(429);
    await other.arrayBuffer();
  }

  it("contact messages", async () => {
    const message = { name: "Ivy", email: "ivy@example.com", message: "Hello there, a question" };
    await expectLimitPer64(CONTACT_LIMIT, (client) =>
      from(client, "/api/contact", json("POST", message)),
    );
  });

  it("orders", async () => {
    await expectLimitPer64(20, (client) => from(client, "/api/orders", json("POST", CUSTOMER)));
  });

  it("new carts", async () => {
    const productId = await addSnapPack(t.db());
    await expectLimitPer64(NEW_CART_LIMIT, (client) =>
      from(client, "/api/cart/add", json("POST", { productId })),
    );
  });

  it("order look-ups", async () => {
    await expectLimitPer64(30, (client) => from(client, "/api/orders/123456789012345"));
  });
});
