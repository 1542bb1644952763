import { Hono } from "hono";
import { sql } from "kysely";
import type { Services } from "../services/index.ts";
import type { AppEnv } from "./app-env.ts";

/** One readiness check: fine or not, and a sentence an owner reading a monitor's alert understands. */
export interface HealthCheck {
  ok: boolean;
  message: string;
}

/**
 * A check whose failure is reported but leaves the server ready: a load balancer that took every
 * server out because last night's backup failed would close the shop over it (decision 024).
 */
interface Advisory {
  advisory: true;
}

/** How long the database may take to answer `select 1` before the site counts as not ready. */
const DATABASE_WAIT_MS = 2_000;

/** The database answers a trivial query within DATABASE_WAIT_MS. */
async function databaseCheck(services: Services): Promise<HealthCheck> {
  const { db, health } = services.database;
  if (health.down) return { ok: false, message: "The database cannot be reached." };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<HealthCheck>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, message: "The database did not answer within 2 seconds." }),
      DATABASE_WAIT_MS,
    );
  });
  const answered = sql`select 1 as one`
    .execute(db)
    .then(() => ({ ok: true, message: "The database answers." }))
    .catch(() => ({ ok: false, message: "The database cannot be reached." }));
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The data and media folders have room, and no save failed for lack of it lately. */
async function diskCheck(services: Services): Promise<HealthCheck> {
  const warning = await services.disk.warning();
  return warning
    ? { ok: false, message: warning.message }
    : { ok: true, message: "Room to write." };
}

/**
 * With BACKUP_S3_URL: the last good off-site backup is under 26 hours old (the record in the
 * database; the bucket is not asked). Advisory: reported, never a 503.
 */
async function backupCheck(services: Services): Promise<(HealthCheck & Advisory) | undefined> {
  if (!services.backups.configured) return undefined;
  const overview = await services.backups.overview().catch(() => undefined);
  if (!overview)
    return { ok: false, message: "The backups' record cannot be read.", advisory: true };
  return { ...overview.summary, advisory: true };
}

/**
 * The checks `/readyz` runs, by name; one that answers undefined does not apply here (the
 * off-site backup without BACKUP_S3_URL). Each is cheap (a query or two, one `statfs`), so a
 * monitor may ask as often as it likes.
 */
export const READINESS_CHECKS: Record<
  string,
  (services: Services) => Promise<(HealthCheck & Partial<Advisory>) | undefined>
> = {
  database: databaseCheck,
  disk: diskCheck,
  backup: backupCheck,
};

/**
 * `/healthz` and `/readyz` for uptime monitors and load balancers (docs/DEPLOY.md): the first
 * answers 200 while the process answers at all; the second 200 when every check passes (or only
 * an advisory one fails), else 503, with each check's result as JSON. Neither is ever cached.
 */
export function healthRoutes() {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store");
      return c.text("ok\n");
    })
    .get("/readyz", async (c) => {
      const services = c.var.services;
      const names = Object.keys(READINESS_CHECKS);
      const results = await Promise.all(names.map((name) => READINESS_CHECKS[name]!(services)));
      const checks = Object.fromEntries(
        names.flatMap((name, i) => {
          const result = results[i];
          return result ? [[name, { ok: result.ok, message: result.message }]] : [];
        }),
      );
      const ready = results.every((result) => !result || result.ok || result.advisory);
      c.header("Cache-Control", "no-store");
      return c.json({ status: ready ? "ready" : "not ready", checks }, ready ? 200 : 503);
    });
}
