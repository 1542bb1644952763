import { Hono } from "hono";
import { markMessageRead, retryMail } from "../../capabilities/inbox.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";

/**
 * Owner-only (the guard is in app.ts): the contact inbox (`GET /api/admin/messages`, `PATCH
 * /api/admin/messages/{id} {read}`) and the outbox (`GET /api/admin/outbox`, `POST
 * /api/admin/outbox/{id}/retry`).
 */
export function adminInboxRoutes() {
  return new Hono<AppEnv>()
    .get("/messages", async (c) => c.json(await c.var.services.contact.list()))
    .patch("/messages/:id", async (c) =>
      c.json({ read: await markMessageRead(callerOf(c), c.req.param("id"), await c.req.json()) }),
    )
    .get("/outbox", async (c) => c.json(await c.var.services.mail.listOutbox()))
    .post("/outbox/:id/retry", async (c) => {
      await retryMail(callerOf(c), c.req.param("id"));
      return c.json({ status: "pending" });
    });
}
