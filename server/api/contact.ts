import { Hono } from "hono";
import { sendMessage } from "../capabilities/contact.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";

/** `POST /api/contact`: stores the message (flagged when it looks like spam) and tells the owner. */
export function contactRoutes() {
  return new Hono<AppEnv>().post("/", async (c) => {
    await sendMessage(callerOf(c), await c.req.json());
    // The same answer for flagged messages: a bot learns nothing from it.
    return c.json({ message: "Message sent successfully!" }, 201);
  });
}
