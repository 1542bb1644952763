import { Hono } from "hono";
import { SubscriberSearchSchema } from "#core/schemas/audience-input.ts";
import { removeSubscriber, setConsentText } from "../../capabilities/audience.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { csvDownload } from "../../http/csv-download.ts";

/**
 * Owner-only (the guard is in app.ts): the mailing list (`GET /api/admin/subscribers?q=`, its CSV
 * with the consent evidence at `GET /api/admin/subscribers.csv`, `DELETE
 * /api/admin/subscribers/{id}`) and the consent line (`GET`/`PUT /api/admin/consent-text`).
 */
export function adminAudienceRoutes() {
  return new Hono<AppEnv>()
    .get("/subscribers", async (c) => {
      const { q } = SubscriberSearchSchema.parse({ q: c.req.query("q") });
      return c.json(await c.var.services.audience.list(q));
    })
    .get("/subscribers.csv", async (c) =>
      csvDownload(c, "subscribers", await c.var.services.audience.csv()),
    )
    .delete("/subscribers/:id", async (c) => {
      await removeSubscriber(callerOf(c), c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/consent-text", async (c) => c.json(await c.var.services.audience.consent()))
    .put("/consent-text", async (c) =>
      c.json(await setConsentText(callerOf(c), await c.req.json())),
    );
}
