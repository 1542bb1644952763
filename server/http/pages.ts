import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { appContext } from "../../app/lib/app-context.ts";
import { CART_COOKIE } from "../../app/lib/cookies.ts";
import type { AppEnv } from "./app-env.ts";
import { ownerToken } from "./require-owner.ts";

/** Pages that show one visitor's or the owner's data: never stored by a browser or proxy cache. */
const PRIVATE_PAGES = /^\/(admin|cart|checkout)(\/|\.data$|$)/;

/** Renders every non-API request with React Router, handing the services to loaders and actions. */
export function pageHandler(
  getBuild: () => Promise<ServerBuild>,
  mode: "development" | "production",
) {
  const handle = createRequestHandler(getBuild, mode);
  return async (c: Context<AppEnv>) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      services: c.var.services,
      nonce: mode === "development" ? "" : c.var.nonce,
      requestId: c.var.requestId,
      secure: c.var.secure,
      origin: c.var.origin,
      clientAddress: c.var.clientAddress,
      cartSessionId: getCookie(c, CART_COOKIE),
      ownerToken: ownerToken(c),
    });
    const response = await handle(c.req.raw, context);
    if (PRIVATE_PAGES.test(new URL(c.req.url).pathname)) {
      response.headers.set("Cache-Control", "no-store");
    }
    return response;
  };
}
