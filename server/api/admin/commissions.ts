import { Hono } from "hono";
import {
  messageRequester,
  quoteCommission,
  updateCommission,
} from "../../capabilities/commissions.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { presentCommission } from "../present.ts";

/**
 * Owner-only (the guard is in app.ts): `GET /api/admin/commissions[?status=]`, `GET`/`PATCH
 * /api/admin/commissions/{id}` (status, notes), `POST …/{id}/quote`, `POST …/{id}/messages`.
 */
export function adminCommissionRoutes() {
  return new Hono<AppEnv>()
    .get("/commissions", async (c) =>
      c.json(await c.var.services.commissions.list(c.req.query("status"))),
    )
    .get("/commissions/:id", async (c) =>
      c.json(presentCommission(await c.var.services.commissions.get(Number(c.req.param("id"))))),
    )
    .patch("/commissions/:id", async (c) =>
      c.json(
        presentCommission(
          await updateCommission(callerOf(c), c.req.param("id"), await c.req.json()),
        ),
      ),
    )
    .post("/commissions/:id/quote", async (c) =>
      c.json(
        presentCommission(
          await quoteCommission(callerOf(c), c.req.param("id"), await c.req.json()),
        ),
      ),
    )
    .post("/commissions/:id/messages", async (c) => {
      await messageRequester(callerOf(c), c.req.param("id"), await c.req.json());
      return c.json({ message: "Message sent" }, 201);
    });
}
