import { Hono } from "hono";
import {
  commissionArtwork,
  messageRequester,
  quoteCommission,
  renewQuote,
  saveCommissionSettings,
  updateCommission,
} from "../../capabilities/commissions.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { messageBody } from "../../http/message-body.ts";
import { presentCommission } from "../present.ts";

/**
 * Owner-only (the guard is in app.ts): `GET /api/admin/commissions[?status=]`, `GET`/`PATCH
 * /api/admin/commissions/settings` (kinds, sizes, photo retention), `GET`/`PATCH
 * /api/admin/commissions/{id}` (status, notes), `POST …/{id}/quote`, `POST …/{id}/renew` (a
 * quote whose deposit lapsed), `POST …/{id}/messages` (JSON, or multipart with photos),
 * `POST …/{id}/artwork` (`imageUrl` a picture uploaded through `/api/admin/uploads`; the page's
 * form may send the photo itself).
 */
export function adminCommissionRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/commissions", async (c) =>
        c.json(await c.var.services.commissions.list(c.req.query("status"))),
      )
      // Before `/commissions/:id`, which would read "settings" as an id.
      .get("/commissions/settings", async (c) =>
        c.json(await c.var.services.commissions.settings()),
      )
      .patch("/commissions/settings", async (c) =>
        c.json(await saveCommissionSettings(callerOf(c), await c.req.json())),
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
        await messageRequester(callerOf(c), c.req.param("id"), messageBody(c));
        return c.json({ message: "Message sent" }, 201);
      })
      .post("/commissions/:id/renew", async (c) =>
        c.json(
          presentCommission(await renewQuote(callerOf(c), c.req.param("id"), await c.req.json())),
        ),
      )
      .post("/commissions/:id/artwork", async (c) => {
        const made = await commissionArtwork(callerOf(c), c.req.param("id"), await c.req.json());
        return c.json(made, made.created ? 201 : 200);
      })
  );
}
