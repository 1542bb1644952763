import {
  createCollection,
  deleteCollection,
  updateCollection,
} from "../../capabilities/collections.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { presentAdminCollection } from "../present.ts";
import { orderedListRoutes } from "../record-routes.ts";

/** Every collection, empty ones too, in tab order. */
const collections = async (c: { var: AppEnv["Variables"] }) =>
  (await c.var.services.collections.list()).map(presentAdminCollection);

/**
 * The owner's collections (PRODUCT.md §7), owner only (app.ts): writes answer with the
 * collection as it now stands; `PUT /collections/order` arranges the shop's tabs.
 */
export function adminCollectionRoutes() {
  return orderedListRoutes({
    collections: {
      list: collections,
      create: createCollection,
      update: updateCollection,
      remove: deleteCollection,
    },
  });
}
