import { Hono } from "hono";
import { rowIdOrNotFound } from "#core/ids.ts";
import { SubscriberSearchSchema } from "#core/schemas/audience-input.ts";
import {
  createAnnouncement,
  deleteAnnouncement,
  removeSubscriber,
  sendAnnouncement,
  setConsentText,
  setSendPace,
  testAnnouncement,
  updateAnnouncement,
} from "../../capabilities/audience.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { csvDownload } from "../../http/csv-download.ts";

/**
 * Owner-only (the guard is in app.ts): the mailing list (`GET /api/admin/subscribers?q=`, its CSV
 * with the consent evidence at `GET /api/admin/subscribers.csv`, `DELETE
 * /api/admin/subscribers/{id}`), the consent line (`GET`/`PUT /api/admin/consent-text`), the
 * announcements (`POST /api/admin/announcements` → 201 `{id}`, `GET …/{id}` with its progress,
 * `…/{id}/preview`, `POST …/{id}/test`, `POST …/{id}/send` → 202) and the sending pace
 * (`GET`/`PUT /api/admin/send-pace`); and how many wait for each item to be available again
 * (`GET /api/admin/notify`).
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
    )
    .get("/announcements", async (c) => c.json(await c.var.services.announcements.list()))
    .post("/announcements", async (c) =>
      c.json(await createAnnouncement(callerOf(c), await c.req.json()), 201),
    )
    .get("/announcements/:id", async (c) =>
      c.json(await c.var.services.announcements.get(rowIdOrNotFound(c.req.param("id")))),
    )
    .patch("/announcements/:id", async (c) =>
      c.json(await updateAnnouncement(callerOf(c), c.req.param("id"), await c.req.json())),
    )
    .delete("/announcements/:id", async (c) => {
      await deleteAnnouncement(callerOf(c), c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/announcements/:id/preview", async (c) =>
      c.json(await c.var.services.announcements.preview(rowIdOrNotFound(c.req.param("id")))),
    )
    .post("/announcements/:id/test", async (c) => {
      await testAnnouncement(callerOf(c), c.req.param("id"));
      return c.json({ ok: true }, 202);
    })
    .post("/announcements/:id/send", async (c) =>
      c.json(await sendAnnouncement(callerOf(c), c.req.param("id")), 202),
    )
    .get("/send-pace", async (c) => c.json(await c.var.services.announcements.pace()))
    .put("/send-pace", async (c) => c.json(await setSendPace(callerOf(c), await c.req.json())))
    .get("/notify", async (c) => c.json(await c.var.services.notify.waiting()));
}
