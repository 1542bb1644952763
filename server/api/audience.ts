import { Hono } from "hono";
import { SUBSCRIBE_ANSWER } from "#core/audience.ts";
import { subscribe } from "../capabilities/audience.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";

/**
 * `POST /api/subscribe {email, consent: true, source}`: starts the double opt-in. 202 with the
 * same body whatever became of the address, so the answer tells no one who is on the list.
 */
export function subscribeRoutes() {
  return new Hono<AppEnv>().post("/", async (c) => {
    await subscribe(callerOf(c), await c.req.json());
    return c.json({ message: SUBSCRIBE_ANSWER }, 202);
  });
}
