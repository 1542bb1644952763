import { Hono } from "hono";
import { ContactSchema } from "../../app/lib/schemas/contact.ts";
import type { AppEnv } from "../http/app-env.ts";
import { rateLimit } from "../http/rate-limit.ts";

/** Most contact messages one client may send in ten minutes. */
export const CONTACT_LIMIT = 5;

/** `POST /api/contact`: stores the message (flagged when it looks like spam) and tells the owner. */
export function contactRoutes() {
  return new Hono<AppEnv>().post(
    "/",
    rateLimit({
      points: CONTACT_LIMIT,
      seconds: 600,
      message: "You have sent several messages in a short time. Please try again in a few minutes.",
    }),
    async (c) => {
      const input = ContactSchema.parse(await c.req.json());
      await c.var.services.contact.submit(input, c.var.origin);
      // The same answer for flagged messages: a bot learns nothing from it.
      return c.json({ message: "Message sent successfully!" }, 201);
    },
  );
}
