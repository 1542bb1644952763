import { Hono } from "hono";
import { NOTIFY_ANSWER } from "#core/notify.ts";
import { requestNotice } from "../capabilities/notify.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";

/**
 * `POST /api/notify {email, consent: true, productId | artworkId, joinList?}`: starts the double
 * opt-in of a wait for an item that cannot be bought now. 202 with the same body whatever became
 * of the address, so the answer tells no one who waits for what.
 */
export function notifyRoutes() {
  return new Hono<AppEnv>().post("/", async (c) => {
    await requestNotice(callerOf(c), await c.req.json());
    return c.json({ message: NOTIFY_ANSWER }, 202);
  });
}
