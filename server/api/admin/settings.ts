import { type FileHandle, mkdtemp, open, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import {
  backupDownloaded,
  changePassword,
  removeDemo,
  updateSettings,
} from "../../capabilities/settings.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { writeArchive } from "../../services/backup.ts";
import { presentSecurityEvent, presentSettings } from "../present.ts";

/**
 * `GET`/`PATCH /api/admin/settings`, `POST /api/admin/password`, `GET /api/admin/backup` (the
 * archive `npm run backup` writes), and the demo: `GET /api/admin/demo` (what is left of it) and
 * `POST /api/admin/demo/remove`, `GET /api/admin/security-events` (the newest 200 events of
 * the security log, and apart from them the newest 200 refusals with their counts) and
 * `GET /api/admin/disk` (what the admin's banner says about a full disk). Owner only (app.ts).
 */
export function adminSettingsRoutes() {
  return new Hono<AppEnv>()
    .get("/settings", async (c) => c.json(presentSettings(await c.var.services.settings.get())))
    .patch("/settings", async (c) =>
      c.json(presentSettings(await updateSettings(callerOf(c), await c.req.json()))),
    )
    .get("/backup", async (c) => {
      const { database, media } = c.var.services;
      const folder = await mkdtemp(path.join(os.tmpdir(), "easel-download-"));
      const file = path.join(folder, "backup.tar.gz");
      let archive: FileHandle;
      try {
        await writeArchive(database.db, media.storage, file);
        archive = await open(file, "r");
      } finally {
        // An open file can still be read once its name is gone: nothing is left behind, however
        // the download ends.
        await rm(folder, { recursive: true, force: true });
      }
      try {
        const { size } = await archive.stat();
        await backupDownloaded(callerOf(c));
        c.header(
          "Content-Disposition",
          `attachment; filename="easel-backup-${new Date().toISOString().slice(0, 10)}.tar.gz"`,
        );
        // Streamed from the file in small chunks (it closes at the end or when the client goes):
        // the archive holds every original and is never held in memory whole.
        const stream = Readable.toWeb(archive.createReadStream()) as ReadableStream<Uint8Array>;
        return c.body(stream, 200, {
          "Content-Type": "application/gzip",
          "Content-Length": String(size),
        });
      } catch (error) {
        await archive.close();
        throw error;
      }
    })
    .get("/disk", async (c) => c.json({ warning: await c.var.services.disk.warning() }))
    .get("/security-events", async (c) => {
      const { securityEvents } = c.var.services;
      const [events, refusals] = await Promise.all([
        securityEvents.recent(),
        securityEvents.refusals(),
      ]);
      return c.json({
        events: events.map(presentSecurityEvent),
        refusals: refusals.map(presentSecurityEvent),
      });
    })
    .get("/demo", async (c) => c.json(await c.var.services.demo.summary()))
    .post("/demo/remove", async (c) => c.json(await removeDemo(callerOf(c))))
    .post("/password", async (c) => {
      const { setCookies } = await changePassword(callerOf(c), await c.req.json());
      for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ changed: true });
    });
}
