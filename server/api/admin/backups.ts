import { Hono } from "hono";
import { startOffsiteBackup } from "../../capabilities/backups.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";

/**
 * Off-site backups (PRODUCT.md §4): `GET /api/admin/backups` (the checked backups in the bucket,
 * newest first: `[{name, size, createdAt, location}]`), `GET /api/admin/backups/offsite` (the
 * last good one, the last failure, whether one is running or overdue) and
 * `POST /api/admin/backups/offsite` (start one now: 202, made in the background). Owner only.
 */
export function adminBackupRoutes() {
  return new Hono<AppEnv>()
    .get("/backups", async (c) => c.json(await c.var.services.backups.list()))
    .get("/backups/offsite", async (c) => c.json(await c.var.services.backups.status()))
    .post("/backups/offsite", async (c) => c.json(await startOffsiteBackup(callerOf(c)), 202));
}
