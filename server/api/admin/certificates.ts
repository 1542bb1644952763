import { Hono } from "hono";
import {
  addCollector,
  issueCertificate,
  setCollectorNotes,
} from "../../capabilities/certificates.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { csvDownload } from "../../http/csv-download.ts";

/** Owner-only certificates of authenticity and collectors (the guard is in app.ts). */
export function adminCertificateRoutes() {
  return new Hono<AppEnv>()
    .get("/certificates", async (c) =>
      c.json(
        (await c.var.services.certificates.list()).map(
          ({ number, code, artworkId, orderNumber, issuedAt }) => ({
            number,
            code,
            artworkId,
            orderNumber,
            issuedAt,
          }),
        ),
      ),
    )
    .post("/certificates", async (c) =>
      c.json(await issueCertificate(callerOf(c), await c.req.json()), 201),
    )
    .get("/collectors", async (c) => c.json(await c.var.services.collectors.list()))
    .get("/collectors/export.csv", async (c) =>
      csvDownload(c, "collectors", await c.var.services.collectors.csv()),
    )
    .post("/collectors", async (c) =>
      c.json(await addCollector(callerOf(c), await c.req.json()), 201),
    )
    .patch("/collectors/:id", async (c) =>
      c.json(await setCollectorNotes(callerOf(c), c.req.param("id"), await c.req.json())),
    );
}
