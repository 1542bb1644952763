import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { PlaceOrderSchema } from "#core/schemas/checkout.ts";
import { CART_COOKIE } from "../../app/lib/cookies.ts";
import type { AppEnv } from "../http/app-env.ts";
import { rateLimit } from "../http/rate-limit.ts";

/** `POST /api/orders` (checkout) and `GET /api/orders/{orderNumber}`. */
export function orderRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .post(
      "/",
      rateLimit((limits) => limits.orders),
      async (c) => {
        const { idempotencyKey, ...customer } = PlaceOrderSchema.parse(await c.req.json());
        const { order, created } = await c.var.services.orders.place(
          getCookie(c, CART_COOKIE),
          customer,
          { idempotencyKey, origin: c.var.origin },
        );
        return c.json(order, created ? 201 : 200);
      },
    )
    .get(
      "/:orderNumber",
      rateLimit((limits) => limits.orderLookup),
      async (c) => c.json(await c.var.services.orders.get(c.req.param("orderNumber"))),
    );
}
