import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { recordMailEvent } from "../capabilities/audience.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";
import { HttpError } from "../http/errors.ts";

/** The header a provider (or its relay) signs an event with: `sha256=` and the HMAC in hex. */
export const MAIL_EVENT_SIGNATURE = "x-easel-signature";

/** The signature of `body` under `secret`, as the header carries it. */
export const signMailEvent = (secret: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/**
 * `POST /api/mail/events {email, type: "hard"|"soft"|"complaint"}`: a mail provider's bounces and
 * complaints, signed with HMAC-SHA256 of the exact body under MAIL_WEBHOOK_SECRET. Off (404)
 * without the secret; a missing or wrong signature is 401 before the body is read as JSON.
 */
export function mailEventRoutes() {
  return new Hono<AppEnv>().post("/events", async (c) => {
    const secret = c.var.services.env.MAIL_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(404, "Not found");
    const body = await c.req.text();
    const given = Buffer.from(c.req.header(MAIL_EVENT_SIGNATURE) ?? "");
    const expected = Buffer.from(signMailEvent(secret, body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new HttpError(401, "Bad signature");
    let input: unknown;
    try {
      input = JSON.parse(body);
    } catch {
      throw new HttpError(400, "The body must be JSON");
    }
    await recordMailEvent(callerOf(c), input);
    return c.json({ ok: true });
  });
}
