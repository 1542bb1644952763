import { Hono } from "hono";
import {
  changeOrderStatus,
  markOrderRefunded,
  releaseHeldOriginal,
  sweepDeadlines,
} from "../../capabilities/admin-orders.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { csvDownload } from "../../http/csv-download.ts";
import { presentOrder, presentOrderListEntry } from "../present.ts";

/** Owner-only order administration (the guard is in app.ts). */
export function adminOrdersRoutes() {
  return new Hono<AppEnv>()
    .get("/orders", async (c) =>
      c.json(
        (
          await c.var.services.adminOrders.list({
            status: c.req.query("status"),
            q: c.req.query("q"),
          })
        ).map(presentOrderListEntry),
      ),
    )
    .get("/orders/export.csv", async (c) =>
      csvDownload(c, "orders", await c.var.services.adminOrders.csv()),
    )
    .post("/orders/sweep", async (c) =>
      c.json(await sweepDeadlines(callerOf(c), await c.req.json())),
    )
    .get("/orders/originals-on-hold", async (c) =>
      c.json(await c.var.services.adminOrders.heldOriginals()),
    )
    .post("/orders/:number/originals/:artworkId/release", async (c) =>
      c.json(
        await releaseHeldOriginal(callerOf(c), c.req.param("number"), c.req.param("artworkId")),
      ),
    )
    .get("/orders/:number", async (c) =>
      c.json(presentOrder(await c.var.services.adminOrders.get(c.req.param("number")))),
    )
    .post("/orders/:number/refunded", async (c) =>
      c.json(presentOrder(await markOrderRefunded(callerOf(c), c.req.param("number")))),
    )
    .patch("/orders/:number", async (c) =>
      c.json(
        presentOrder(
          await changeOrderStatus(callerOf(c), c.req.param("number"), await c.req.json()),
        ),
      ),
    );
}
