import {
  createArtwork,
  createProduct,
  createSnapCard,
  deleteArtwork,
  deleteProduct,
  deleteSnapCard,
  updateArtwork,
  updateProduct,
  updateSnapCard,
} from "../../capabilities/content.ts";
import { presentAdminArtwork, presentProduct, presentSnapCard } from "../present.ts";
import { orderedListRoutes } from "../record-routes.ts";

/**
 * The content API (PRODUCT.md §7), owner only (app.ts): artworks, snap cards and products. Lists
 * are the catalogue's own views; writes answer with the record as the public API now shows it;
 * `PUT /{list}/order` arranges a whole list (a category's artworks, an edition's cards).
 */
export function adminContentRoutes() {
  return orderedListRoutes({
    products: {
      list: async (c) => (await c.var.services.catalog.listProducts()).map(presentProduct),
      create: createProduct,
      update: updateProduct,
      remove: deleteProduct,
    },
    artworks: {
      list: async (c) => (await c.var.services.catalog.listArtworks()).map(presentAdminArtwork),
      create: createArtwork,
      update: updateArtwork,
      remove: deleteArtwork,
    },
    "snap-cards": {
      list: async (c) => (await c.var.services.catalog.listSnapCards()).map(presentSnapCard),
      create: createSnapCard,
      update: updateSnapCard,
      remove: deleteSnapCard,
    },
  });
}
