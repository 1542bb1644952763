import { Hono } from "hono";
import {
  acceptQuote,
  declineQuote,
  lookUpCommission,
  replyToCommission,
  requestCommission,
} from "../capabilities/commissions.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";
import { messageBody } from "../http/message-body.ts";
import { ownerToken } from "../http/require-owner.ts";
import { presentCommission } from "./present.ts";

/**
 * The requester's side of commissions: the form's options, the request (multipart),
 * and the private page's reads and answers, each opened by the commission's key (`?key=` or the
 * cookie its link set). Anyone else gets 404, whatever the id.
 */
export function commissionRoutes() {
  return new Hono<AppEnv>()
    .get("/options", async (c) => c.json(await c.var.services.commissions.options()))
    .post("/", async (c) => {
      const { id, url, setCookie } = await requestCommission(callerOf(c), () => c.req.formData());
      c.header("Set-Cookie", setCookie);
      return c.json({ id, url }, 201);
    })
    .get("/:id", async (c) => {
      const { commission, setCookie } = await lookUpCommission(
        callerOf(c),
        c.req.param("id"),
        c.req.query("key"),
      );
      if (setCookie) c.header("Set-Cookie", setCookie);
      return c.json(presentCommission(commission));
    })
    .post("/:id/accept", async (c) =>
      c.json(await acceptQuote(callerOf(c), c.req.param("id"), c.req.query("key"))),
    )
    .post("/:id/decline", async (c) =>
      c.json(
        presentCommission(await declineQuote(callerOf(c), c.req.param("id"), c.req.query("key"))),
      ),
    )
    .post("/:id/messages", async (c) => {
      const caller = callerOf(c);
      await replyToCommission(caller, c.req.param("id"), messageBody(c), c.req.query("key"));
      return c.json({ message: "Message sent" }, 201);
    })
    .get("/:id/photos/:key", async (c) => {
      const caller = callerOf(c);
      const { bytes, mime } = await caller.services.commissions.photo(
        Number(c.req.param("id")),
        c.req.param("key"),
        {
          owner: await caller.services.auth.isValidSession(ownerToken(c)),
          keys: caller.orderKeys,
        },
      );
      c.header("Content-Type", mime);
      c.header("Cache-Control", "private, no-store");
      return c.body(new Uint8Array(bytes));
    });
}
