import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Caller } from "../capabilities/caller.ts";
import type { AppEnv } from "./app-env.ts";
import { CART_COOKIE, ORDER_ACCESS_COOKIE, orderKeysOf } from "./cookies.ts";
import { deviceCookie, ownerToken } from "./require-owner.ts";

/** The caller of a capability, as the JSON API sees it. */
export function callerOf(c: Context<AppEnv>): Caller {
  return {
    services: c.var.services,
    clientAddress: c.var.clientAddress,
    userAgent: c.req.header("user-agent"),
    secure: c.var.secure,
    cartSessionId: getCookie(c, CART_COOKIE),
    ownerToken: ownerToken(c),
    deviceCookie: deviceCookie(c),
    orderKeys: orderKeysOf(getCookie(c, ORDER_ACCESS_COOKIE)),
  };
}
