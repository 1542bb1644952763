import { Hono } from "hono";
import { OrderStatusChangeSchema } from "#core/schemas/order-admin.ts";
import type { AppEnv } from "../../http/app-env.ts";

/** Owner-only order administration (the guard is in app.ts). */
export function adminOrderRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/orders", async (c) =>
      c.json(
        await c.var.services.orderAdmin.list({
          status: c.req.query("status"),
          q: c.req.query("q"),
        }),
      ),
    )
    .get("/orders/export.csv", async (c) => {
      const csv = await c.var.services.orderAdmin.csv();
      c.header(
        "Content-Disposition",
        `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
    })
    .get("/orders/:number", async (c) =>
      c.json(await c.var.services.orderAdmin.get(c.req.param("number"))),
    )
    .patch("/orders/:number", async (c) => {
      const change = OrderStatusChangeSchema.parse(await c.req.json());
      return c.json(
        await c.var.services.orderAdmin.changeStatus(c.req.param("number"), change, c.var.origin),
      );
    });
}
