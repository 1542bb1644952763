import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { CART_COOKIE } from "../../app/lib/cookies.ts";
import { addToCart, clearCart, removeCartLine, updateCartLine } from "../capabilities/cart.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";
import { presentCart } from "./present.ts";

/** A cart as the API shows it. */
const cartOf = async (c: Context<AppEnv>, sessionId: string | undefined) =>
  presentCart(await c.var.services.cart.view(sessionId));

/** The visitor's cart (PRODUCT.md §7): every change answers with the cart as it now is. */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await cartOf(c, getCookie(c, CART_COOKIE))))
    .post("/add", async (c) => {
      const added = await addToCart(callerOf(c), await c.req.json());
      if (added.setCookie) c.header("Set-Cookie", added.setCookie);
      return c.json(await cartOf(c, added.sessionId), added.created ? 201 : 200);
    })
    .patch("/update", async (c) => {
      const caller = callerOf(c);
      await updateCartLine(caller, await c.req.json());
      return c.json(await cartOf(c, caller.cartSessionId));
    })
    .delete("/remove/:id", async (c) => {
      const caller = callerOf(c);
      await removeCartLine(caller, c.req.param("id"));
      return c.json(await cartOf(c, caller.cartSessionId));
    })
    .delete("/clear", async (c) => {
      const caller = callerOf(c);
      await clearCart(caller);
      return c.json(await cartOf(c, caller.cartSessionId));
    });
}
