import { Hono } from "hono";
import { sql } from "kysely";
import type { Services } from "../services/index.ts";
import type { AppEnv } from "./app-env.ts";

/** One readiness check: fine or not, and a sentence an owner reading a monitor's alert understands. */
export interface HealthCheck {
  ok: boolean;
  message: string;
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
 * The checks `/readyz` runs, by name. Each is cheap (one trivial query, one `statfs`), so a
 * monitor may ask as often as it likes.
 */
export const READINESS_CHECKS: Record<string, (services: Services) => Promise<HealthCheck>> = {
  database: databaseCheck,
  disk: diskCheck,
};

/**
 * `/healthz` and `/readyz` for uptime monitors and load balancers (docs/DEPLOY.md): the first
 * answers 200 while the process answers at all; the second 200 when every check passes, else 503,
 * with each check's result as JSON. Neither is ever cached.
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
      const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      const ready = results.every((result) => result.ok);
      c.header("Cache-Control", "no-store");
      return c.json({ status: ready ? "ready" : "not ready", checks }, ready ? 200 : 503);
    });
}
