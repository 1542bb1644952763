import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { idParam } from "../../http/errors.ts";

const MarkReadSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });

/**
 * Owner-only (the guard is in app.ts): the contact inbox (`GET /api/admin/messages`, `PATCH
 * /api/admin/messages/{id} {read}`) and the outbox (`GET /api/admin/outbox`, `POST
 * /api/admin/outbox/{id}/retry`).
 */
export function adminInboxRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/messages", async (c) => c.json(await c.var.services.contact.list()))
    .patch("/messages/:id", async (c) => {
      const { read } = MarkReadSchema.parse(await c.req.json());
      await c.var.services.contact.markRead(idParam(c.req.param("id")), read);
      return c.json({ read });
    })
    .get("/outbox", async (c) => c.json(await c.var.services.mail.listOutbox()))
    .post("/outbox/:id/retry", async (c) => {
      await c.var.services.mail.retry(idParam(c.req.param("id")));
      return c.json({ status: "pending" });
    });
}
