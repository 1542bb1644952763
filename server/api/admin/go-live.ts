import { Hono } from "hono";
import { sendTestMail } from "../../capabilities/go-live.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";

/**
 * `GET /api/admin/go-live` (the "Before you go live" checklist: `{items: [{id, ok, message,
 * href}]}`) and `POST /api/admin/go-live/test-mail` (202 with what became of the test mail).
 * Owner only (app.ts).
 */
export function adminGoLiveRoutes() {
  return new Hono<AppEnv>()
    .get("/go-live", async (c) => c.json({ items: await c.var.services.goLive.items() }))
    .post("/go-live/test-mail", async (c) => c.json(await sendTestMail(callerOf(c)), 202));
}
