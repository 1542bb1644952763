import { confirmFullOffers } from "#core/free-confirmation.ts";
import { CollectionCreateSchema, CollectionUpdateSchema } from "#core/schemas/collection-input.ts";
import { recordEdits } from "./record-edits.ts";

/**
 * The owner's collections: create, rename, describe, change the offers, delete (an
 * empty one only). Both doors: `/api/admin/collections` and the Collections page's intents.
 * Reordering is the one reorder capability's (`collections` list).
 */
export const { createCollection, updateCollection, deleteCollection } = recordEdits(
  (services) => services.collections,
  {
    Collection: {
      create: CollectionCreateSchema,
      update: CollectionUpdateSchema,
      what: "Collection",
      confirm: confirmFullOffers,
    },
  },
);
