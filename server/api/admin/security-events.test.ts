import { describe, expect, it } from "vitest";
import { addArtwork, addProduct } from "../../../testing/fixtures.ts";
import { json, TEST_PASSWORD } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { type Json, useTestApp } from "../../../testing/use-test-app.ts";
import { SECURITY_EVENTS_SHOWN } from "../../services/security-events.ts";

/** The address every request of these tests comes from, unless said. */
const HOME = "198.51.100.7";
const NEW_PASSWORD = "a brand new owner password";

describe.each(DB_KINDS)("the security event log (%s)", (kind) => {
  const t = useTestApp(kind);

  const login = (password: string, address = HOME) =>
    t.request("/api/admin/login", json("POST", { password }), address);
  const cookieOf = (response: Response) =>
    (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  /** The owner's session, opened from `address`; its sign-in is an event too. */
  const session = async (address = HOME) => cookieOf(await login(TEST_PASSWORD, address));
  const as = (cookie: string, path: string, init: RequestInit = {}, address = HOME) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", cookie);
    return t.request(path, { ...init, headers }, address);
  };
  /** The log as the owner reads it: `GET /api/admin/security-events`. */
  const listed = async (cookie: string): Promise<Json[]> => {
    const response = await as(cookie, "/api/admin/security-events");
    expect(response.status).toBe(200);
    return (await response.json()).events;
  };
  /** The events as stored, oldest first: kind, address and detail. */
  const stored = async () =>
    (
      await t
        .db()
        .selectFrom("security_events")
        .select(["kind", "client_address", "detail"])
        .orderBy("id")
        .execute()
    ).map((row) => ({
      kind: row.kind,
      address: row.client_address,
      detail: JSON.parse(row.detail),
    }));
  const logged = (event: string) => t.logs.filter((line) => line.event === event);

  it("records a sign-in with the client's address, in the table and the log", async () => {
    const response = await login(TEST_PASSWORD, "198.51.100.23");
    expect(response.status).toBe(200);
    expect(await stored()).toEqual([{ kind: "sign-in", address: "198.51.100.23", detail: {} }]);
    expect(logged("sign-in")).toEqual([
      expect.objectContaining({ level: 30, msg: "security event", address: "198.51.100.23" }),
    ]);
  });

  it("records a wrong password as a failure, and the throttle once it refuses", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login("not the password", "203.0.113.99")).status).toBe(401);
    }
    const refused = await login(TEST_PASSWORD, "203.0.113.99");
    expect(refused.status).toBe(429);
    // Ten refusals from one client are one row with their count, the throttle another.
    const events = await stored();
    expect(events).toEqual([
      { kind: "sign-in-failed", address: "203.0.113.99", detail: { reason: "Incorrect password" } },
      {
        kind: "sign-in-throttled",
        address: "203.0.113.99",
        detail: { retryAfter: Number(refused.headers.get("retry-after")) },
      },
    ]);
    const counts = await t
      .db()
      .selectFrom("security_events")
      .select("repeated")
      .orderBy("id")
      .execute();
    expect(counts.map((row) => row.repeated)).toEqual([10, 1]);
    // Failures are warnings in the log (pino's level 40).
    expect(logged("sign-in-failed")).toHaveLength(10);
    expect(logged("sign-in-failed").every((line) => line.level === 40)).toBe(true);
    expect(logged("sign-in-throttled")).toEqual([
      expect.objectContaining({ level: 40, address: "203.0.113.99" }),
    ]);
  });

  it("records a sign-out of an open session, and none for a request without one", async () => {
    const cookie = await session();
    expect((await t.request("/api/admin/logout", { method: "POST" }, HOME)).status).toBe(200);
    expect((await as(cookie, "/api/admin/logout", { method: "POST" }, "192.0.2.5")).status).toBe(
      200,
    );
    expect(await stored()).toEqual([
      { kind: "sign-in", address: HOME, detail: {} },
      { kind: "sign-out", address: "192.0.2.5", detail: {} },
    ]);
  });

  it("records a password change, and a refused one, without either password", async () => {
    const cookie = await session();
    const change = (currentPassword: string) =>
      as(
        cookie,
        "/api/admin/password",
        json("POST", { currentPassword, newPassword: NEW_PASSWORD }),
      );
    expect((await change("a wrong current password")).status).toBe(400);
    expect((await change(TEST_PASSWORD)).status).toBe(200);
    expect((await stored()).slice(1)).toEqual([
      {
        kind: "password-change-failed",
        address: HOME,
        detail: { reason: "wrong current password" },
      },
      { kind: "password-changed", address: HOME, detail: {} },
    ]);
    const everything = JSON.stringify([await stored(), t.logs]);
    for (const secret of [TEST_PASSWORD, NEW_PASSWORD, "a wrong current password"]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("records which settings sections changed, never what they now say", async () => {
    const cookie = await session();
    const response = await as(
      cookie,
      "/api/admin/settings",
      json("PATCH", {
        paymentInstructions: "Pay to sort code 12-34-56",
        shareImageAlt: "A quiet harbour",
      }),
    );
    expect(response.status).toBe(200);
    // A refused change is no change.
    const refused = await as(cookie, "/api/admin/settings", json("PATCH", { store: { x: 1 } }));
    expect(refused.status).toBe(400);
    expect((await stored()).slice(1)).toEqual([
      { kind: "settings-changed", address: HOME, detail: { sections: ["sharing", "payment"] } },
    ]);
    expect(logged("settings-changed")).toEqual([
      expect.objectContaining({ sections: ["sharing", "payment"], address: HOME }),
    ]);
    expect(JSON.stringify([await stored(), t.logs])).not.toContain("12-34-56");
    const [event] = await listed(cookie);
    expect(event.description).toBe("Settings saved: sharing picture and payment instructions");
  });

  it("records a backup download", async () => {
    const cookie = await session();
    const response = await as(cookie, "/api/admin/backup", {}, "192.0.2.44");
    expect(response.status).toBe(200);
    expect((await stored()).slice(1)).toEqual([
      { kind: "backup-downloaded", address: "192.0.2.44", detail: {} },
    ]);
  });

  it("records the demo's removal with how many records went, and not a removal of nothing", async () => {
    const demo = { is_demo: true };
    await addArtwork(t.db(), { title: "Demo estuary", category: "paintings-drawings", ...demo });
    await addProduct(t.db(), { name: "Demo mug", category: "snap-cards", price: 900, ...demo });
    const cookie = await session();
    const remove = () => as(cookie, "/api/admin/demo/remove", { method: "POST" });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(200);
    expect((await stored()).slice(1)).toEqual([
      { kind: "demo-removed", address: HOME, detail: { removed: 2 } },
    ]);
  });

  describe("GET /api/admin/security-events", () => {
    it("is the owner's only: 401 without a session, and nothing recorded is shown", async () => {
      await login("not the password", "203.0.113.50");
      const response = await t.request("/api/admin/security-events");
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("203.0.113.50");
    });

    it("lists the events newest first, in plain words, with the address", async () => {
      await login("not the password", "203.0.113.50");
      await login("not the password either", "203.0.113.50");
      const cookie = await session();
      const response = await as(cookie, "/api/admin/security-events");
      const { events, refusals } = await response.json();
      expect(events).toEqual([
        {
          id: expect.any(Number),
          occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          kind: "sign-in",
          description: "Signed in",
          address: HOME,
          detail: {},
          repeated: 1,
        },
      ]);
      // The refusals apart, each client's repeats in one entry with their count.
      expect(refusals).toEqual([
        expect.objectContaining({
          kind: "sign-in-failed",
          description: expect.stringMatching(
            /^Sign-in refused: wrong password, 2 times between \d\d:\d\d and \d\d:\d\d UTC$/,
          ),
          address: "203.0.113.50",
          repeated: 2,
          lastOccurredAt: expect.any(String),
        }),
      ]);
      expect(refusals[0].id).toBeLessThan(events[0].id);
    });

    it("keeps an earlier sign-in visible through 1,000 refused sign-ins", async () => {
      const cookie = await session();
      // Four refused sign-ins from each of 250 addresses (wrong passwords, then the throttle's),
      // 25 at a time as an attack would send them.
      for (let batch = 0; batch < 40; batch++) {
        const responses = await Promise.all(
          Array.from({ length: 25 }, (_, k) => {
            const i = batch * 25 + k;
            return login("not the password", `10.9.${i % 250}.${Math.floor(i / 250) + 1}`);
          }),
        );
        for (const response of responses) expect([401, 429]).toContain(response.status);
      }
      const response = await as(cookie, "/api/admin/security-events");
      const { events, refusals } = await response.json();
      expect(events).toEqual([expect.objectContaining({ kind: "sign-in", address: HOME })]);
      expect(refusals).toHaveLength(200);
      const total = await t
        .db()
        .selectFrom("security_events")
        .select((eb) => eb.fn.sum<number>("repeated").as("n"))
        .where("kind", "in", ["sign-in-failed", "sign-in-throttled"])
        .executeTakeFirstOrThrow();
      expect(Number(total.n)).toBe(1000);
    }, 120_000);

    it("shows at most the newest 200 events, and as many refusals apart", async () => {
      const base = Date.parse("2026-05-01T00:00:00.000Z");
      await t
        .db()
        .insertInto("security_events")
        .values(
          Array.from({ length: 230 }, (_, i) => ({
            occurred_at: new Date(base + i * 1000).toISOString(),
            kind: "sign-in-failed",
            client_address: `192.0.2.${i % 250}`,
            detail: "{}",
          })),
        )
        .execute();
      const cookie = await session();
      const response = await as(cookie, "/api/admin/security-events");
      const { events, refusals } = await response.json();
      expect(SECURITY_EVENTS_SHOWN).toBe(200);
      // The sign-in just now; apart from it the stored refusals from the newest (229) down.
      expect(events.map((event: Json) => event.kind)).toEqual(["sign-in"]);
      expect(refusals).toHaveLength(200);
      expect(refusals[0].occurredAt).toBe(new Date(base + 229 * 1000).toISOString());
      expect(refusals[199].occurredAt).toBe(new Date(base + 30 * 1000).toISOString());
    });
  });
});
