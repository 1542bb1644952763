import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";

/** Owner-only: `GET /api/admin/messages` and `GET /api/admin/outbox` (the guard is in app.ts). */
export function adminInboxRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/messages", async (c) => c.json(await c.var.services.contact.list()))
    .get("/outbox", async (c) => c.json(await c.var.services.mail.listOutbox()));
}
