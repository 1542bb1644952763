import { Hono } from "hono";
import type { Caller } from "../capabilities/caller.ts";
import { reorder } from "../capabilities/reorder.ts";
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

/** One of the owner's ordered lists: the list as the API shows it, and its records' writes. */
export interface ListDoor extends Omit<RecordDoor, "view"> {
  list: (c: Ctx) => Promise<ReadonlyArray<{ id: number }>>;
}

/**
 * Each list's `GET /{list}`, its records' writes (each answered with the record as the list now
 * shows it) and `PUT /{list}/order`, which arranges the whole list in one transaction
 * (capabilities/reorder.ts) and answers with the list as it now stands.
 */
export function orderedListRoutes(lists: Record<string, ListDoor>) {
  const routes = new Hono<AppEnv>();
  for (const [name, door] of Object.entries(lists)) {
    const path = `/${name}`;
    const view = async (c: Ctx, id: number) =>
      (await door.list(c)).find((record) => record.id === id);
    routes
      .get(path, async (c) => c.json(await door.list(c)))
      .route("/", recordRoutes(path, { ...door, view }));
  }
  // One reorder route for all the lists (a lone list by its own name).
  const names = Object.keys(lists);
  const order = names.length === 1 ? `/${names[0]}/order` : `/:list{${names.join("|")}}/order`;
  return routes.put(order, async (c) => {
    const name = c.req.param("list") ?? names[0]!;
    await reorder(callerOf(c), name, await c.req.json());
    return c.json(await lists[name]!.list(c));
  });
}
