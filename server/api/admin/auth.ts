import { Hono } from "hono";
import { isSignedIn, signIn, signOut } from "../../capabilities/auth.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";

/** `POST /api/admin/login`, `POST /api/admin/logout`, `GET /api/admin/session`. */
export function adminAuthRoutes() {
  return new Hono<AppEnv>()
    .post("/login", async (c) => {
      const { setCookies } = await signIn(callerOf(c), await c.req.json());
      for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ authenticated: true });
    })
    .post("/logout", async (c) => {
      const { setCookies } = await signOut(callerOf(c));
      for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ authenticated: false });
    })
    .get("/session", async (c) => c.json({ authenticated: await isSignedIn(callerOf(c)) }));
}
