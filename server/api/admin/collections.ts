import {
  createCollection,
  deleteCollection,
  updateCollection,
} from "../../capabilities/collections.ts";
import { presentAdminCollection } from "../present.ts";
import { orderedListRoutes } from "../record-routes.ts";

/**
 * The owner's collections (PRODUCT.md §7, issue #25), owner only (app.ts): every collection, empty
 * ones too, in tab order; writes answer with the collection as it now stands; `PUT
 * /collections/order` arranges the shop's tabs.
 */
export function adminCollectionRoutes() {
  return orderedListRoutes({
    collections: {
      list: async (c) => (await c.var.services.collections.list()).map(presentAdminCollection),
      create: createCollection,
      update: updateCollection,
      remove: deleteCollection,
    },
  });
}
