import { verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { login } from "../../../testing/owner-login.ts";
import { json, TEST_PASSWORD, type TestApp } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { useTestApp, withTestApp } from "../../../testing/use-test-app.ts";
import { createApp } from "../../app.ts";
import { createAuthService } from "../../services/auth.ts";
import {
  LOGIN_ACCOUNT_ATTEMPTS,
  LOGIN_MAX_FAILURES,
  SLOW_MAX_DELAY_SECONDS,
} from "../../services/sign-in-throttle.ts";

/** The real app over `t`'s services, with an auth service that counts its password checks. */
function countingChecks(t: TestApp) {
  let checks = 0;
  const auth = createAuthService(t.database.handle.db, {
    verifyPassword: (stored, password) => {
      checks++;
      return verify(stored, password);
    },
  });
  const app = createApp({ services: { ...t.services, auth } });
  const attempt = (password: string, address: string) =>
    Promise.resolve(
      app.request("/api/admin/login", json("POST", { password }), {
        incoming: { socket: { remoteAddress: address } },
      }),
    );
  return { attempt, checks: () => checks };
}

/** A body of `bytes` bytes sent as a stream (no Content-Length), counting what is read of it. */
function streamedBody(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

describe.each(DB_KINDS)("owner login (%s)", (kind) => {
  const t = useTestApp(kind);

  describe("body limits", () => {
    const FIVE_MB = 5 * 1024 * 1024;

    it("holds a stranger's post to /admin/login to 1 MB, by its Content-Length", async () => {
      const response = await t.request("/admin/login", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(FIVE_MB),
        },
        body: "a".repeat(FIVE_MB),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: "Request body is too large (limit 1 MB)" });
    });

    it("stops reading a streamed body past 1 MB without a session, at any /admin path", async () => {
      for (const path of ["/admin/login", "/admin/products", "/admin/settings"]) {
        const { body, pulled } = streamedBody(FIVE_MB);
        const response = await t.request(path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
          duplex: "half",
        } as RequestInit);
        expect(response.status, path).toBe(413);
        expect(pulled(), path).toBeLessThan(2 * 1024 * 1024);
      }
    });

    it("lets the signed-in owner send an admin form up to 25 MB", async () => {
      const cookie = await t.login();
      const { body, pulled } = streamedBody(FIVE_MB);
      const response = await t.request("/admin/products", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body,
        duplex: "half",
      } as RequestInit);
      // No pages in this app: past the limit the request is simply not found.
      expect(response.status).toBe(404);
      expect(pulled()).toBeGreaterThanOrEqual(FIVE_MB);
    });
  });

  describe("throttle", () => {
    it("counts each attempt before the check: 200 parallel wrong passwords from one address are checked at most 10 times", async () => {
      const counted = countingChecks(t);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => counted.attempt(`wrong ${i}`, "198.51.100.60")),
      );
      const statuses = responses.map((response) => response.status);
      expect(counted.checks()).toBeGreaterThan(0);
      expect(counted.checks()).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
      expect(statuses.filter((status) => status === 401)).toHaveLength(counted.checks());
      expect(statuses.filter((status) => status === 429)).toHaveLength(200 - counted.checks());
      expect((await counted.attempt(TEST_PASSWORD, "198.51.100.60")).status).toBe(429);
    });

    it("counts the account across addresses: 200 parallel wrong passwords from 200 addresses are checked at most the account's limit (and one slow check)", async () => {
      const counted = countingChecks(t);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          counted.attempt(`wrong ${i}`, `10.${Math.floor(i / 100)}.${i % 100}.7`),
        ),
      );
      expect(counted.checks()).toBeLessThanOrEqual(LOGIN_ACCOUNT_ATTEMPTS + 1);
      const refused = responses.filter((response) => response.status === 429);
      expect(refused).toHaveLength(200 - counted.checks());
      for (const response of refused) {
        const retryAfter = Number(response.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(SLOW_MAX_DELAY_SECONDS);
      }
      expect(await refused[0]!.json()).toEqual({
        message: expect.stringMatching(
          /^Sign-in is slowed down after many failed attempts\. Try again in \d+ seconds?\.$/,
        ),
      });
    });

    it("counts an IPv6 client by its /64", async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        expect((await login(t, `wrong ${i}`, `2001:db8:5:6::${i + 1}`)).status).toBe(401);
      }
      expect((await login(t, TEST_PASSWORD, "2001:db8:5:6:abcd::1")).status).toBe(429);
      expect((await login(t, TEST_PASSWORD, "2001:db8:5:7::1")).status).toBe(200);
    });

    const failTenTimes = async (address: string, headers: Record<string, string> = {}) => {
      for (let i = 0; i < 10; i++) {
        expect((await login(t, `wrong-${i}`, address, headers)).status).toBe(401);
      }
    };

    it("answers the 11th attempt in 15 minutes with 429 and Retry-After, even with the right password", async () => {
      await failTenTimes("198.51.100.7");
      const blocked = await login(t, TEST_PASSWORD, "198.51.100.7");
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ message: expect.stringMatching(/too many/i) });
      const retryAfter = Number(blocked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it("keys on the socket address: another client can still sign in", async () => {
      await failTenTimes("198.51.100.7");
      expect((await login(t, TEST_PASSWORD, "198.51.100.8")).status).toBe(200);
    });

    it("cannot be reset with a client-set X-Forwarded-For", async () => {
      await failTenTimes("198.51.100.7", { "x-forwarded-for": "10.0.0.1" });
      const spoofed = await login(t, TEST_PASSWORD, "198.51.100.7", {
        "x-forwarded-for": "10.9.9.9",
      });
      expect(spoofed.status).toBe(429);
    });

    it("uses the proxy's X-Forwarded-For entry only with TRUST_PROXY=1", async () => {
      await withTestApp(kind, { TRUST_PROXY: "1" }, async (proxied) => {
        for (let i = 0; i < 10; i++) {
          await proxied.request(
            "/api/admin/login",
            json("POST", { password: "wrong" }, { "x-forwarded-for": "192.0.2.50" }),
            "127.0.0.1",
          );
        }
        // A client prepending its own value still ends with the address the proxy appended.
        const spoofed = await proxied.request(
          "/api/admin/login",
          json("POST", { password: TEST_PASSWORD }, { "x-forwarded-for": "10.1.1.1, 192.0.2.50" }),
          "127.0.0.1",
        );
        expect(spoofed.status).toBe(429);
        const other = await proxied.request(
          "/api/admin/login",
          json("POST", { password: TEST_PASSWORD }, { "x-forwarded-for": "192.0.2.51" }),
          "127.0.0.1",
        );
        expect(other.status).toBe(200);
      });
    });
  });

  describe("guard", () => {
    const guarded: Array<[string, string]> = [
      ["GET", "/api/admin/products"],
      ["GET", "/api/admin/orders"],
      ["POST", "/api/admin/products"],
      ["DELETE", "/api/admin/products/1"],
      ["POST", "/api/admin/upload"],
      ["POST", "/api/upload"],
      ["GET", "/api/admin/products?admin=true"],
      ["GET", "/api/admin/products/?admin=true"],
      ["GET", "/api/%61dmin/products"],
      ["GET", "/api//admin/products"],
    ];

    it.each(guarded)("%s %s without a session is 401", async (method, path) => {
      const response = await t.request(path, { method });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Authentication required" });
    });

    it("refuses a made-up or expired cookie", async () => {
      const response = await t.request("/api/admin/products", {
        headers: { cookie: "easel_owner=forged-token-value" },
      });
      expect(response.status).toBe(401);
    });

    it("lets the owner's session through", async () => {
      const cookie = await t.login();
      const response = await t.request("/api/admin/not-a-thing", { headers: { cookie } });
      expect(response.status).toBe(404);
    });
  });
});
