import { access, writeFile } from "node:fs/promises";
import { verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { nowIso } from "../../clock.ts";
import {
  createAuthService,
  initialPasswordPath,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
} from "../../services/auth.ts";
import {
  LOGIN_ACCOUNT_ATTEMPTS,
  LOGIN_MAX_FAILURES,
  SLOW_MAX_DELAY_SECONDS,
} from "../../services/sign-in-throttle.ts";
import { json, TEST_PASSWORD, type TestApp } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp, withTestApp } from "../../testing/use-test-app.ts";

const login = (
  t: TestApp,
  password: string,
  address?: string,
  headers: Record<string, string> = {},
) => t.request("/api/admin/login", json("POST", { password }, headers), address);

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0]!;

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

  it("opens a session with an HttpOnly, SameSite=Strict cookie for the right password", async () => {
    const response = await login(t, TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: true });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^easel_owner=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
  });

  it("uses the __Host- prefix and Secure over HTTPS", async () => {
    const response = await t.request(
      "https://shop.example/api/admin/login",
      json("POST", { password: TEST_PASSWORD }),
    );
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-easel_owner=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain");
  });

  it("issues a fresh random token per login and stores only its hash", async () => {
    const first = cookieOf(await login(t, TEST_PASSWORD)).split("=")[1]!;
    const second = cookieOf(await login(t, TEST_PASSWORD)).split("=")[1]!;
    expect(first).not.toBe(second);
    expect(Buffer.from(first, "base64url").length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.handle.db
      .selectFrom("owner_sessions")
      .select("token_hash")
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.token_hash).not.toBe(first);
      expect(row.token_hash).not.toBe(second);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("answers a wrong password with 401 and a message", async () => {
    const response = await login(t, "not the password");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Incorrect password" });
    expect(response.headers.has("set-cookie")).toBe(false);
  });

  it("reports the session state and ends it on logout, on the server", async () => {
    expect(await (await t.request("/api/admin/session")).json()).toEqual({ authenticated: false });
    const cookie = cookieOf(await login(t, TEST_PASSWORD));
    const session = await t.request("/api/admin/session", { headers: { cookie } });
    expect(await session.json()).toEqual({ authenticated: true });
    expect(session.headers.get("cache-control")).toBe("no-store");

    const logout = await t.request("/api/admin/logout", { method: "POST", headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get("set-cookie")).toMatch(/easel_owner=;.*Max-Age=0/);
    // The old cookie is worthless even if the browser kept it.
    expect(await (await t.request("/api/admin/session", { headers: { cookie } })).json()).toEqual({
      authenticated: false,
    });
    expect((await t.request("/api/admin/outbox", { headers: { cookie } })).status).toBe(401);
  });

  /** Signs in, leaves the session unused for `hours`, then asks for the session state. */
  const sessionAfterIdle = async (hours: number) => {
    const cookie = cookieOf(await login(t, TEST_PASSWORD));
    const lastSeen = new Date(Date.now() - hours * 3600 * 1000).toISOString();
    await t.db().updateTable("owner_sessions").set({ last_seen_at: lastSeen }).execute();
    return t.request("/api/admin/session", { headers: { cookie } });
  };

  it("expires a session after 12 hours idle", async () => {
    const response = await sessionAfterIdle(13);
    expect(await response.json()).toEqual({ authenticated: false });
  });

  it("keeps a session that is used within 12 hours", async () => {
    const response = await sessionAfterIdle(11);
    expect(await response.json()).toEqual({ authenticated: true });
    const row = await t.database.handle.db
      .selectFrom("owner_sessions")
      .select("last_seen_at")
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ends a session 7 days after sign-in, however busy", async () => {
    const cookie = cookieOf(await login(t, TEST_PASSWORD));
    const opened = (ms: number) =>
      t
        .db()
        .updateTable("owner_sessions")
        .set({ created_at: nowIso(new Date(Date.now() - ms)), last_seen_at: nowIso() })
        .execute();
    const session = async () =>
      (await (await t.request("/api/admin/session", { headers: { cookie } })).json()).authenticated;
    await opened(SESSION_LIFETIME_MS - 60_000);
    expect(await session()).toBe(true);
    await opened(SESSION_LIFETIME_MS + 60_000);
    expect(await session()).toBe(false);
    expect(await t.db().selectFrom("owner_sessions").selectAll().execute()).toEqual([]);
  });

  it("purges sessions that are idle too long or past their lifetime, and no others", async () => {
    const now = new Date("2026-12-01T12:00:00.000Z");
    const ago = (ms: number) => nowIso(new Date(now.getTime() - ms));
    const hour = 3600_000;
    const sessions = [
      ["fresh", ago(hour), ago(60_000)],
      ["busy, 6 days old", ago(6 * 24 * hour), ago(60_000)],
      ["idle 11 hours", ago(11 * hour), ago(11 * hour)],
      ["idle 13 hours", ago(13 * hour), ago(13 * hour)],
      ["busy, 8 days old", ago(8 * 24 * hour), ago(60_000)],
      ["idle just over the limit", ago(SESSION_IDLE_MS + 1), ago(SESSION_IDLE_MS + 1)],
    ] as const;
    await t
      .db()
      .insertInto("owner_sessions")
      .values(
        sessions.map(([name, created, seen]) => ({
          token_hash: name,
          created_at: created,
          last_seen_at: seen,
        })),
      )
      .execute();
    expect(await t.services.auth.purgeExpiredSessions(now)).toBe(3);
    const left = await t.db().selectFrom("owner_sessions").select("token_hash").execute();
    expect(left.map((row) => row.token_hash).sort()).toEqual([
      "busy, 6 days old",
      "fresh",
      "idle 11 hours",
    ]);
    expect(await t.services.auth.purgeExpiredSessions(now)).toBe(0);
  });

  it("over HTTPS accepts only the __Host- cookie, over plain HTTP only the plain name", async () => {
    const secure = cookieOf(
      await t.request(
        "https://shop.example/api/admin/login",
        json("POST", { password: TEST_PASSWORD }),
      ),
    );
    const token = secure.split("=")[1]!;
    const signedIn = async (url: string, cookie: string) =>
      (await (await t.request(url, { headers: { cookie } })).json()).authenticated;
    expect(
      await signedIn("https://shop.example/api/admin/session", `__Host-easel_owner=${token}`),
    ).toBe(true);
    // A plain-named cookie can be planted over HTTP or by a subdomain: over HTTPS it counts for nothing.
    expect(await signedIn("https://shop.example/api/admin/session", `easel_owner=${token}`)).toBe(
      false,
    );
    expect(
      (
        await t.request("https://shop.example/api/admin/orders", {
          headers: { cookie: `easel_owner=${token}` },
        })
      ).status,
    ).toBe(401);
    expect(await signedIn("http://localhost/api/admin/session", `easel_owner=${token}`)).toBe(true);
    expect(
      await signedIn("http://localhost/api/admin/session", `__Host-easel_owner=${token}`),
    ).toBe(false);
  });

  it("removes the generated password's file at the first sign-in, not at a failed one", async () => {
    const file = initialPasswordPath(t.database.dataDir);
    await writeFile(file, "generated\n", { mode: 0o600 });
    expect((await login(t, "not the password")).status).toBe(401);
    await expect(access(file)).resolves.toBeUndefined();
    expect((await login(t, TEST_PASSWORD)).status).toBe(200);
    await expect(access(file)).rejects.toThrow(/ENOENT/);
  });

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

describe.each(DB_KINDS)("owner password at start (%s)", (kind) => {
  const t = useTestApp(kind);

  it("replaces the stored password with ADMIN_PASSWORD and ends old sessions", async () => {
    const cookie = await t.login();
    await t.services.auth.ensurePassword("a brand new password");
    expect((await login(t, TEST_PASSWORD)).status).toBe(401);
    expect((await login(t, "a brand new password", "198.51.100.20")).status).toBe(200);
    expect(await (await t.request("/api/admin/session", { headers: { cookie } })).json()).toEqual({
      authenticated: false,
    });
  });

  it("keeps sessions when the same ADMIN_PASSWORD is given again", async () => {
    const cookie = await t.login();
    await t.services.auth.ensurePassword(TEST_PASSWORD);
    expect(await (await t.request("/api/admin/session", { headers: { cookie } })).json()).toEqual({
      authenticated: true,
    });
  });

  it("generates a password once when none is stored or given", async () => {
    await t.database.handle.db.deleteFrom("owner_credentials").execute();
    const first = await t.services.auth.ensurePassword(undefined);
    expect(first.generated).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const second = await t.services.auth.ensurePassword(undefined);
    expect(second.generated).toBeUndefined();
    expect((await login(t, first.generated!)).status).toBe(200);
  });
});
