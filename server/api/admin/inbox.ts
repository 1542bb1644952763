import { Hono } from "hono";
import { z } from "zod";
import { MAX_ID } from "../../../app/lib/schemas/cart.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { HttpError } from "../../http/errors.ts";

const MarkReadSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });

function idParam(value: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw new HttpError(404, "Not found");
  return id;
}

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
