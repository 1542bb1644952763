import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestDatabase } from "../testing/use-test-app.ts";
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

  it("keeps only the newest events once there are more than it keeps", async () => {
    const events = createSecurityEvents({ db: t.db(), keep: 3 });
    for (const kind of ["sign-in", "sign-out", "sign-in-failed", "backup-downloaded"] as const) {
      await events.record({ kind, address: "192.0.2.1" });
    }
    expect(await kinds()).toEqual(["sign-out", "sign-in-failed", "backup-downloaded"]);
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
