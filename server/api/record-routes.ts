import { Hono } from "hono";
import type { Caller } from "../capabilities/caller.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";

type Ctx = { var: AppEnv["Variables"] };

/** One kind of record's capabilities (capabilities/record-edits.ts) and its view. */
export interface RecordDoor {
  create: (caller: Caller, input: unknown) => Promise<number>;
  update: (caller: Caller, id: unknown, input: unknown) => Promise<number>;
  remove: (caller: Caller, id: unknown) => Promise<void>;
  /** The record just written, as the API shows it. */
  view: (c: Ctx, id: number) => Promise<unknown>;
}

/**
 * `POST {path}`, `PATCH {path}/:id` and `DELETE {path}/:id` of one kind of record, each a call
 * of its capability: a write answers with the record as it now stands (201 for a new one), a
 * removal with `{ deleted: true }`.
 */
export function recordRoutes(path: string, door: RecordDoor) {
  return new Hono<AppEnv>()
    .post(path, async (c) => {
      const id = await door.create(callerOf(c), await c.req.json());
      return c.json(await door.view(c, id), 201);
    })
    .patch(`${path}/:id`, async (c) => {
      const id = await door.update(callerOf(c), c.req.param("id"), await c.req.json());
      return c.json(await door.view(c, id));
    })
    .delete(`${path}/:id`, async (c) => {
      await door.remove(callerOf(c), c.req.param("id"));
      return c.json({ deleted: true });
    });
}
