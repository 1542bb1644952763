import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { AddToCartSchema, UpdateCartSchema } from "#core/schemas/cart.ts";
import { CART_COOKIE, cartCookie } from "../../app/lib/cookies.ts";
import type { AppEnv } from "../http/app-env.ts";
import { idParam } from "../http/errors.ts";

/** The visitor's cart (SPEC §7): the cart is found by its HttpOnly cookie, made on the first add. */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => c.json(await c.var.services.cart.view(getCookie(c, CART_COOKIE))))
    .post("/add", async (c) => {
      const input = AddToCartSchema.parse(await c.req.json());
      const { cart } = c.var.services;
      const result = await cart.add(getCookie(c, CART_COOKIE), input);
      if (result.created) c.header("Set-Cookie", cartCookie(result.sessionId, c.var.secure));
      return c.json(await cart.view(result.sessionId), result.created ? 201 : 200);
    })
    .patch("/update", async (c) => {
      const { cartItemId, quantity } = UpdateCartSchema.parse(await c.req.json());
      const sessionId = getCookie(c, CART_COOKIE);
      await c.var.services.cart.update(sessionId, cartItemId, quantity);
      return c.json(await c.var.services.cart.view(sessionId));
    })
    .delete("/remove/:id", async (c) => {
      const id = idParam(c.req.param("id"), "Cart item not found");
      const sessionId = getCookie(c, CART_COOKIE);
      await c.var.services.cart.remove(sessionId, id);
      return c.json(await c.var.services.cart.view(sessionId));
    })
    .delete("/clear", async (c) => {
      const sessionId = getCookie(c, CART_COOKIE);
      await c.var.services.cart.clear(sessionId);
      return c.json(await c.var.services.cart.view(sessionId));
    });
}
