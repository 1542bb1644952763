import { Hono } from "hono";
import { RESET_REQUESTED } from "#core/schemas/password-reset-input.ts";
import { isSignedIn, signIn, signOut } from "../../capabilities/auth.ts";
import { requestPasswordReset, resetPassword } from "../../capabilities/password-reset.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";

/**
 * `POST /api/admin/login`, `POST /api/admin/logout`, `GET /api/admin/session`, and the password
 * reset: `POST /api/admin/password-reset` (202, one answer whatever the address) and
 * `POST /api/admin/password-reset/{token}` (204, signed in). None needs a session.
 */
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
    .get("/session", async (c) => c.json({ authenticated: await isSignedIn(callerOf(c)) }))
    .post("/password-reset", async (c) => {
      await requestPasswordReset(callerOf(c), await c.req.json());
      return c.json({ message: RESET_REQUESTED }, 202);
    })
    .post("/password-reset/:token", async (c) => {
      const { setCookies } = await resetPassword(
        callerOf(c),
        c.req.param("token"),
        await c.req.json(),
      );
      for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}
