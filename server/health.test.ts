/**
 * `/healthz` and `/readyz` for uptime monitors (docs/DEPLOY.md, "Watching it"): the first says the
 * process answers; the second names each check (the database, the disk, the last off-site backup's
 * age when there are off-site backups) and answers 503 when one fails (the backup's is reported
 * only), never cached. A real database restart under /readyz is in database-restart.test.ts.
 */
import { describe, expect, it } from "vitest";
import { offsiteBackupName } from "#core/backup-format.ts";
import type { TestApp } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp, withTestApp } from "../testing/use-test-app.ts";
import { nowIso } from "./clock.ts";

describe.each(DB_KINDS)("health checks (%s)", (kind) => {
  const t = useTestApp(kind);

  it("answers /healthz with 200 while the process runs, never cached", async () => {
    const answer = await t.app.request("/healthz");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("ok\n");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("answers /readyz with each check by name, 200 when all pass", async () => {
    const answer = await t.app.request("/readyz");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({
      status: "ready",
      checks: {
        database: { ok: true, message: "The database answers." },
        disk: { ok: true, message: "Room to write." },
      },
    });
  });

  it("answers /readyz with 503 naming the disk once a save failed for lack of room", async () => {
    t.services.disk.noteFull();
    const answer = await t.app.request("/readyz");
    expect(answer.status).toBe(503);
    const body = await answer.json();
    expect(body.status).toBe("not ready");
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.disk.ok).toBe(false);
    expect(body.checks.disk.message).toMatch(/disk/i);
  });

  it("answers /readyz with 503 naming the database while it is marked away", async () => {
    const unreachable = Object.assign(new Error("terminating connection"), { code: "57P01" });
    t.services.database.health.failed(unreachable);
    const answer = await t.app.request("/readyz");
    expect(answer.status).toBe(503);
    const body = await answer.json();
    expect(body.checks.database).toEqual({ ok: false, message: "The database cannot be reached." });
    t.services.database.health.reached();
  });

  /** A backup's record, `hoursAgo` old, as a finished one leaves it. */
  async function recordBackup(app: TestApp, hoursAgo: number, status: "good" | "failed") {
    const at = new Date(Date.now() - hoursAgo * 3600_000);
    const name = offsiteBackupName(at, false);
    await app.database.handle.db
      .insertInto("offsite_backups")
      .values({
        name,
        location: `s3://easel-backups/shop/${name}`,
        trigger: "schedule",
        status,
        started_at: nowIso(at),
        heartbeat_at: nowIso(at),
        finished_at: nowIso(at),
        size: status === "good" ? 1234 : null,
        sha256: null,
        error: status === "failed" ? "The bucket was not there." : null,
      })
      .execute();
    return name;
  }

  it("reports the last good off-site backup's age with BACKUP_S3_URL, never a 503 for it", async () => {
    await withTestApp(kind, { BACKUP_S3_URL: "s3://easel-backups/shop" }, async (app) => {
      const readiness = async () => {
        const answer = await app.app.request("/readyz");
        expect(answer.status).toBe(200);
        const body = await answer.json();
        expect(body.status).toBe("ready");
        return body.checks.backup;
      };
      expect(await readiness()).toEqual({
        ok: false,
        message: "No off-site backup has been made yet.",
      });
      const old = await recordBackup(app, 30, "good");
      await recordBackup(app, 6, "failed");
      expect(await readiness()).toEqual({
        ok: false,
        message: `The last good off-site backup, s3://easel-backups/shop/${old}, is 30 hours old: the nightly one has not worked since. The last attempt failed: The bucket was not there.`,
      });
      const recent = await recordBackup(app, 5, "good");
      expect(await readiness()).toEqual({
        ok: true,
        message: `The last good off-site backup, s3://easel-backups/shop/${recent}, is 5 hours old.`,
      });
    });
  });
});
