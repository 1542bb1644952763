import { describe, expect, it } from "vitest";
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

  describe("throttle", () => {
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
