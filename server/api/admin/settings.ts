import { Hono } from "hono";
import { PasswordChangeSchema, SettingsUpdateSchema } from "../../../app/lib/schemas/settings.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { ownerToken } from "../../http/require-owner.ts";

/** `GET`/`PATCH /api/admin/settings` and `POST /api/admin/password`. Owner only (app.ts). */
export function adminSettingsRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/settings", async (c) => c.json(await c.var.services.siteSettings.get()))
    .patch("/settings", async (c) =>
      c.json(
        await c.var.services.siteSettings.update(SettingsUpdateSchema.parse(await c.req.json())),
      ),
    )
    .post("/password", async (c) => {
      const { currentPassword, newPassword } = PasswordChangeSchema.parse(await c.req.json());
      await c.var.services.auth.changePassword(currentPassword, newPassword, ownerToken(c));
      return c.json({ changed: true });
    });
}
