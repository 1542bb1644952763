import { Hono } from "hono";
import { ContactSchema } from "#core/schemas/contact.ts";
import type { AppEnv } from "../http/app-env.ts";
import { rateLimit } from "../http/rate-limit.ts";

/** `POST /api/contact`: stores the message (flagged when it looks like spam) and tells the owner. */
export function contactRoutes() {
  return new Hono<AppEnv>().post(
    "/",
    rateLimit((limits) => limits.contact),
    async (c) => {
      const input = ContactSchema.parse(await c.req.json());
      await c.var.services.contact.submit(input, c.var.origin);
      // The same answer for flagged messages: a bot learns nothing from it.
      return c.json({ message: "Message sent successfully!" }, 201);
    },
  );
}
