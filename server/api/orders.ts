import { Hono } from "hono";
import { lookUpOrder, placeOrder } from "../capabilities/orders.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";
import { presentOrder } from "./present.ts";

/** `POST /api/orders` (checkout) and `GET /api/orders/{orderNumber}`. */
export function orderRoutes() {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const { order, created } = await placeOrder(callerOf(c), await c.req.json());
      return c.json(presentOrder(order), created ? 201 : 200);
    })
    .get("/:orderNumber", async (c) =>
      c.json(presentOrder(await lookUpOrder(callerOf(c), c.req.param("orderNumber")))),
    );
}
