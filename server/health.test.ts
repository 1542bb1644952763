/**
 * `/healthz` and `/readyz` for uptime monitors (docs/DEPLOY.md, "Watching it"): the first says the
 * process answers; the second names each check (the database, the disk) and answers 503 when one
 * fails, never cached. A real database restart under /readyz is in database-restart.test.ts.
 */
import { describe, expect, it } from "vitest";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

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
});
