import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { describeSecurityEvent } from "#core/security-events.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { createLogger } from "../logger.ts";
import { createSecurityEvents, recordRestore } from "./security-events.ts";

/** A logger whose lines are kept, parsed. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split("\n")) if (line) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines };
}

describe.each(DB_KINDS)("security events service (%s)", (kind) => {
  const t = useTestDatabase(kind);
  const kinds = async () =>
    (
      await t
        .db()
        .selectFrom("security_events")
        .select(["kind", "occurred_at"])
        .orderBy("id")
        .execute()
    ).map((row) => row.kind);

  it("keeps only the newest refusals once there are more than it keeps, and every other event", async () => {
    const events = createSecurityEvents({ db: t.db(), keep: 3 });
    await events.record({ kind: "sign-in", address: "192.0.2.1" });
    for (let i = 0; i < 5; i++) {
      await events.record({ kind: "sign-in-failed", address: `198.51.100.${i}` });
    }
    await events.record({ kind: "password-changed", address: "192.0.2.1" });
    // A sweep's kind is the owner's record too, known or not yet.
    await t
      .db()
      .insertInto("security_events")
      .values({ occurred_at: new Date().toISOString(), kind: "orders.swept", client_address: null })
      .execute();
    await events.record({ kind: "sign-in-throttled", address: "198.51.100.9" });
    expect(await kinds()).toEqual([
      "sign-in",
      "sign-in-failed",
      "sign-in-failed",
      "password-changed",
      "orders.swept",
      "sign-in-throttled",
    ]);
  });

  it("records a client's repeated refusals once per five minutes, with a count, an IPv6 /64 as one client", async () => {
    let now = new Date("2026-05-01T10:02:00.000Z");
    const events = createSecurityEvents({ db: t.db(), now: () => now });
    for (let i = 0; i < 240; i++) {
      now = new Date(Date.parse("2026-05-01T10:02:00.000Z") + i * 1000);
      // Each refusal from another address of one /64.
      await events.record({
        kind: "sign-in-failed",
        address: `2001:db8:1:2::${(i + 1).toString(16)}`,
      });
    }
    await events.record({ kind: "sign-in-throttled", address: "2001:db8:1:2::1" });
    await events.record({ kind: "sign-in-failed", address: "192.0.2.7" });
    now = new Date("2026-05-01T10:07:01.000Z"); // past the first row's window: a new row
    await events.record({ kind: "sign-in-failed", address: "2001:db8:1:2::1" });
    const refusals = await events.refusals();
    expect(refusals.map(({ kind, address, repeated }) => ({ kind, address, repeated }))).toEqual([
      { kind: "sign-in-failed", address: "2001:db8:1:2::/64", repeated: 1 },
      { kind: "sign-in-failed", address: "192.0.2.7", repeated: 1 },
      { kind: "sign-in-throttled", address: "2001:db8:1:2::/64", repeated: 1 },
      { kind: "sign-in-failed", address: "2001:db8:1:2::/64", repeated: 240 },
    ]);
    expect(refusals[3]).toMatchObject({
      occurredAt: "2026-05-01T10:02:00.000Z",
      lastOccurredAt: "2026-05-01T10:05:59.000Z",
    });
    expect(describeSecurityEvent(refusals[3]!)).toBe(
      "Sign-in refused: wrong password, 240 times between 10:02 and 10:05 UTC",
    );
    expect(await events.recent()).toEqual([]);
  });

  it("keeps an earlier sign-in through 1,000 refusals from 1,000 addresses, and shows it apart", async () => {
    const events = createSecurityEvents({ db: t.db(), keep: 100 });
    await events.record({ kind: "sign-in", address: "192.0.2.1" });
    for (let i = 0; i < 1000; i++) {
      await events.record({
        kind: "sign-in-failed",
        address: `10.0.${Math.floor(i / 250)}.${i % 250}`,
      });
    }
    expect((await kinds()).filter((kind) => kind === "sign-in-failed")).toHaveLength(100);
    expect(await events.recent()).toEqual([expect.objectContaining({ kind: "sign-in" })]);
    expect(await events.refusals()).toHaveLength(100);
  });

  it("drops events older than a year", async () => {
    let now = new Date("2026-01-01T00:00:00.000Z");
    const events = createSecurityEvents({ db: t.db(), now: () => now });
    await events.record({ kind: "sign-in", address: "192.0.2.1" });
    now = new Date("2026-12-01T00:00:00.000Z");
    await events.record({ kind: "sign-out", address: "192.0.2.1" });
    expect(await kinds()).toEqual(["sign-in", "sign-out"]);
    now = new Date("2027-01-03T00:00:00.000Z");
    await events.prune();
    expect(await kinds()).toEqual(["sign-out"]);
  });

  it("records a restore without an address, naming the archive but not its folder", async () => {
    const { logger, lines } = capturedLogger();
    await recordRestore(t.db(), { file: "/home/artist/backups/easel-backup.tar.gz" }, logger);
    const [event] = await createSecurityEvents({ db: t.db() }).recent();
    expect(event).toMatchObject({
      kind: "restored",
      address: null,
      detail: { file: "easel-backup.tar.gz" },
    });
    expect(lines).toEqual([
      expect.objectContaining({ event: "restored", address: null, file: "easel-backup.tar.gz" }),
    ]);
  });

  it("keeps only the known facts of an event, and logs one it could not store", async () => {
    const { logger, lines } = capturedLogger();
    const events = createSecurityEvents({ db: t.db(), logger });
    await events.record({
      kind: "sign-in-failed",
      address: "192.0.2.1",
      // Anything else handed in (a caller's mistake) is neither stored nor logged.
      detail: { reason: "Incorrect password", password: "hunter2 hunter2" } as never,
    });
    expect(JSON.stringify([await events.recent(), lines])).not.toContain("hunter2");
    await t.db().schema.dropTable("security_events").execute();
    await expect(events.record({ kind: "sign-in", address: "192.0.2.1" })).resolves.toBeUndefined();
    expect(lines.at(-2)).toMatchObject({ event: "sign-in", msg: "security event" });
    expect(lines.at(-1)).toMatchObject({ event: "sign-in", msg: "security event not stored" });
  });
});
