import { Hono } from "hono";
import {
  createCollection,
  deleteCollection,
  updateCollection,
} from "../../capabilities/collections.ts";
import { reorder } from "../../capabilities/reorder.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { presentAdminCollection } from "../present.ts";

type Ctx = { var: AppEnv["Variables"] };

/** Every collection, empty ones too, in tab order. */
const collections = async (c: Ctx) =>
  (await c.var.services.collections.list()).map(presentAdminCollection);
const collection = async (c: Ctx, id: number) =>
  (await collections(c)).find((entry) => entry.id === id)!;

/**
 * The owner's collections (PRODUCT.md §7, issue #25), owner only (app.ts): writes answer with the
 * collection as it now stands; `PUT /collections/order` arranges the shop's tabs.
 */
export function adminCollectionRoutes() {
  return new Hono<AppEnv>()
    .get("/collections", async (c) => c.json(await collections(c)))
    .post("/collections", async (c) => {
      const id = await createCollection(callerOf(c), await c.req.json());
      return c.json(await collection(c, id), 201);
    })
    .put("/collections/order", async (c) => {
      await reorder(callerOf(c), "collections", await c.req.json());
      return c.json(await collections(c));
    })
    .patch("/collections/:id", async (c) => {
      const id = await updateCollection(callerOf(c), c.req.param("id"), await c.req.json());
      return c.json(await collection(c, id));
    })
    .delete("/collections/:id", async (c) => {
      await deleteCollection(callerOf(c), c.req.param("id"));
      return c.json({ deleted: true });
    });
}
