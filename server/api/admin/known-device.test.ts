/**
 * "The owner always gets in": a browser that has signed in holds a signed known-device
 * cookie, and its sign-ins have an allowance of their own that the account's slow-down never
 * consumes; the current-password check of a password change counts against the same throttle.
 */
import { describe, expect, it } from "vitest";
import { json, TEST_PASSWORD, type TestApp } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { useTestApp } from "../../../testing/use-test-app.ts";
import { LOGIN_ACCOUNT_ATTEMPTS, LOGIN_MAX_FAILURES } from "../../services/sign-in-throttle.ts";

const HOME = "198.51.100.7";
const NEW_PASSWORD = "tangerine-violin-harbour-57";

const login = (t: TestApp, password: string, address: string, cookie?: string) =>
  t.request("/api/admin/login", json("POST", { password }, cookie ? { cookie } : {}), address);

/** `name=value` of each cookie a response sets. */
const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split(";")[0]!);
const named = (response: Response, name: string) =>
  cookiesOf(response).find((cookie) => cookie.startsWith(`${name}=`));

/** A new address for each attempt, so no client reaches its own limit: only the account's holds. */
const stranger = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe.each(DB_KINDS)("the owner's known browser (%s)", (kind) => {
  const t = useTestApp(kind);

  it("is marked at sign-in with a signed, long-lived cookie that signing out keeps", async () => {
    const response = await login(t, TEST_PASSWORD, HOME);
    expect(response.status).toBe(200);
    const [session, device] = response.headers.getSetCookie();
    expect(session).toMatch(/^easel_owner=/);
    expect(device).toMatch(
      /^easel_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Strict$/,
    );
    const out = await t.request(
      "/api/admin/logout",
      { method: "POST", headers: { cookie: `${cookiesOf(response).join("; ")}` } },
      HOME,
    );
    expect(out.headers.getSetCookie().some((line) => line.startsWith("easel_device"))).toBe(false);
    // Signing in again from that browser keeps its mark.
    const again = await login(t, TEST_PASSWORD, HOME, named(response, "easel_device"));
    expect(named(again, "easel_device")).toBe(named(response, "easel_device"));
    // Over HTTPS it carries the __Host- prefix and Secure.
    const secure = await t.request(
      "https://localhost/api/admin/login",
      json("POST", { password: TEST_PASSWORD }),
      "198.51.100.8",
    );
    expect(secure.headers.getSetCookie()[1]).toMatch(/^__Host-easel_device=.*; Secure$/);
  });

  it("signs in at the first try while an attacker spends every reopening of the slow-down", async () => {
    const first = await login(t, TEST_PASSWORD, HOME);
    const device = named(first, "easel_device")!;
    await t.request(
      "/api/admin/logout",
      { method: "POST", headers: { cookie: cookiesOf(first)[0]! } },
      HOME,
    );

    // The attacker uses up the account's attempts, then fires without pause, from ever new
    // addresses, taking each check the slow-down lets through the moment it reopens.
    let sent = 0;
    for (; sent < LOGIN_ACCOUNT_ATTEMPTS; sent++) {
      expect((await login(t, `guess ${sent}`, stranger(sent))).status).toBe(401);
    }
    let slotsTaken = 0;
    let attacking = true;
    let tookThree: () => void = () => {};
    const three = new Promise<void>((resolve) => {
      tookThree = resolve;
    });
    const retryAfters = new Set<string>();
    const attack = (async () => {
      while (attacking) {
        const response = await login(t, `guess ${sent}`, stranger(sent++));
        if (response.status === 401 && ++slotsTaken === 3) tookThree();
        if (response.status === 429) retryAfters.add(response.headers.get("retry-after") ?? "");
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      // Three checks taken (after 0, 1 and 2 seconds): the next reopens four seconds later.
      await three;
      // Without the known browser the owner's right password is refused now…
      expect((await login(t, TEST_PASSWORD, HOME)).status).toBe(429);
      // …and so with a forged or another server's mark.
      const forged = `easel_device=${"A".repeat(22)}.${"B".repeat(43)}`;
      expect((await login(t, TEST_PASSWORD, HOME, forged)).status).toBe(429);
      // The owner's known browser gets in at the first try, from any address.
      const owner = await login(t, TEST_PASSWORD, "192.0.2.200", device);
      expect(owner.status).toBe(200);
      expect(named(owner, "easel_owner")).toMatch(/^easel_owner=[A-Za-z0-9_-]{43}$/);
    } finally {
      attacking = false;
      await attack;
    }
    console.info(
      `lock-out (${kind}): ${sent} attacker attempts, ${slotsTaken} reopenings taken by the attacker, Retry-After stated: ${[...retryAfters].sort((a, b) => Number(a) - Number(b)).join(", ")} s; the known browser got in at the first try`,
    );
    // Every reopening went to the attacker; the owner's sign-in took none of them.
    expect(slotsTaken).toBeGreaterThanOrEqual(3);
    // The refusals did not name one exact second to come back at.
    expect(retryAfters.size).toBeGreaterThan(1);
  });

  it("has a small allowance of its own: five wrong passwords, then 429", async () => {
    const device = named(await login(t, TEST_PASSWORD, HOME), "easel_device")!;
    for (let i = 0; i < 5; i++) {
      expect((await login(t, `wrong ${i}`, HOME, device)).status).toBe(401);
    }
    expect((await login(t, TEST_PASSWORD, HOME, device)).status).toBe(429);
  });
});

describe.each(DB_KINDS)("the current-password check of a password change (%s)", (kind) => {
  const t = useTestApp(kind);

  const change = (cookie: string, currentPassword: string, address = HOME) =>
    t.request(
      "/api/admin/password",
      json("POST", { currentPassword, newPassword: NEW_PASSWORD }, { cookie }),
      address,
    );
  const signedIn = async (cookie: string) =>
    (await (await t.request("/api/admin/session", { headers: { cookie } })).json()).authenticated;

  it("counts against the sign-in throttle: a client over its limit is refused, even with the right password", async () => {
    const session = cookiesOf(await login(t, TEST_PASSWORD, HOME))[0]!;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(t, `wrong ${i}`, HOME)).status).toBe(401);
    }
    const refused = await change(session, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The wrong current passwords of a change count too: another address, ten of them, then 429.
    const other = cookiesOf(await login(t, TEST_PASSWORD, "192.0.2.9"))[0]!;
    for (let i = 0; i < 4; i++)
      expect((await change(other, `wrong ${i}`, "192.0.2.9")).status).toBe(400);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 4; i++) {
      expect((await login(t, `wrong ${i}`, "192.0.2.9")).status).toBe(401);
    }
    expect((await change(other, TEST_PASSWORD, "192.0.2.9")).status).toBe(429);
  });

  it("ends the session that gives a wrong current password five times", async () => {
    const response = await login(t, TEST_PASSWORD, HOME);
    const [session, device] = cookiesOf(response);
    const cookie = `${session}; ${device}`;
    const other = cookiesOf(await login(t, TEST_PASSWORD, HOME, device))[0]!;
    for (let i = 0; i < 4; i++) {
      const wrong = await change(cookie, `wrong ${i}`);
      expect(wrong.status).toBe(400);
      expect(await signedIn(cookie)).toBe(true);
    }
    const fifth = await change(cookie, "wrong 4");
    expect(fifth.status).toBe(401);
    expect(await fifth.json()).toEqual({
      message: "Signed out after 5 wrong current passwords. Please sign in again.",
    });
    expect(await signedIn(cookie)).toBe(false);
    // Only that session ends; the password is unchanged.
    expect(await signedIn(other)).toBe(true);
    expect((await login(t, TEST_PASSWORD, "192.0.2.10")).status).toBe(200);
  });
});

describe.each(DB_KINDS)("a password change and the known browsers (%s)", (kind) => {
  const t = useTestApp(kind);

  it("forgets every known browser, as it ends every other session; the browser that made the change is marked anew", async () => {
    const first = await login(t, TEST_PASSWORD, HOME);
    const [session, before] = cookiesOf(first);
    const elsewhere = named(await login(t, TEST_PASSWORD, "192.0.2.30"), "easel_device")!;
    const changed = await t.request(
      "/api/admin/password",
      json(
        "POST",
        { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
        { cookie: `${session}; ${before}` },
      ),
      HOME,
    );
    expect(changed.status).toBe(200);
    expect(named(changed, "easel_owner")).toMatch(/^easel_owner=[A-Za-z0-9_-]{43}$/);
    const after = named(changed, "easel_device")!;
    expect(after).toMatch(/^easel_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(after).not.toBe(before);

    // Home spends its own limit on wrong passwords, from a browser without a mark…
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(t, `wrong ${i}`, HOME)).status).toBe(401);
    }
    // …so a mark from before the change, this browser's or another's, counts for nothing now…
    for (const stale of [before!, elsewhere]) {
      expect((await login(t, NEW_PASSWORD, HOME, stale)).status, stale).toBe(429);
    }
    // …while the browser that made the change keeps an allowance of its own, and its mark.
    const again = await login(t, NEW_PASSWORD, HOME, after);
    expect(again.status).toBe(200);
    expect(named(again, "easel_device")).toBe(after);
  });
});
