import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { LoginSchema } from "#core/schemas/auth.ts";
import { ownerCookieName } from "../../../app/lib/cookies.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { ownerToken } from "../../http/require-owner.ts";

/** `POST /api/admin/login`, `POST /api/admin/logout`, `GET /api/admin/session`. */
export function adminAuthRoutes() {
  return new Hono<AppEnv>()
    .post("/login", async (c) => {
      const { password } = LoginSchema.parse(await c.req.json());
      const { services } = c.var;
      const { token } = await services.auth.login(password, c.var.clientAddress);
      const secure = c.var.secure;
      setCookie(c, ownerCookieName(secure), token, {
        httpOnly: true,
        sameSite: "Strict",
        path: "/",
        secure,
      });
      return c.json({ authenticated: true });
    })
    .post("/logout", async (c) => {
      await c.var.services.auth.logout(ownerToken(c));
      for (const secure of [true, false]) {
        deleteCookie(c, ownerCookieName(secure), { path: "/", secure });
      }
      return c.json({ authenticated: false });
    })
    .get("/session", async (c) => {
      c.header("Cache-Control", "no-store");
      const authenticated = await c.var.services.auth.isValidSession(ownerToken(c));
      return c.json({ authenticated });
    });
}
