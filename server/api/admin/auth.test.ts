import { access, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { cookieOf, login } from "../../../testing/owner-login.ts";
import { json, TEST_PASSWORD } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { useTestApp } from "../../../testing/use-test-app.ts";
import { nowIso } from "../../clock.ts";
import { initialPasswordPath, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "../../services/auth.ts";

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
