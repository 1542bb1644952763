import { Hono } from "hono";
import { lookUpOrder, placeOrder } from "../capabilities/orders.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";
import { presentOrder } from "./present.ts";

/**
 * `POST /api/orders` (checkout) and `GET /api/orders/{orderNumber}[?key=…]`. Placing an order sets
 * the order-access cookie; reading one shows the customer only to its keys (decision 017).
 */
export function orderRoutes() {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const { order, created, setCookie } = await placeOrder(callerOf(c), await c.req.json());
      c.header("Set-Cookie", setCookie);
      return c.json(presentOrder(order), created ? 201 : 200);
    })
    .get("/:orderNumber", async (c) => {
      const caller = callerOf(c);
      const { order, setCookie } = await lookUpOrder(
        caller,
        c.req.param("orderNumber"),
        c.req.query("key"),
      );
      if (setCookie) c.header("Set-Cookie", setCookie);
      return c.json(presentOrder(order));
    });
}
