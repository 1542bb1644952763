import { confirmFreePrice } from "#core/free-confirmation.ts";
import {
  ArtworkCreateSchema,
  ArtworkUpdateSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
  SnapCardCreateSchema,
  SnapCardUpdateSchema,
} from "#core/schemas/content-input.ts";
import { recordEdits } from "./record-edits.ts";

export { reorder } from "./reorder.ts";

/** The owner's catalogue edits (owner only: the guard runs before either door). */
export const {
  createProduct,
  updateProduct,
  deleteProduct,
  createArtwork,
  updateArtwork,
  deleteArtwork,
  createSnapCard,
  updateSnapCard,
  deleteSnapCard,
} = recordEdits((services) => services.content, {
  Product: {
    create: ProductCreateSchema,
    update: ProductUpdateSchema,
    what: "Product",
    confirm: confirmFreePrice,
  },
  Artwork: { create: ArtworkCreateSchema, update: ArtworkUpdateSchema, what: "Artwork" },
  SnapCard: { create: SnapCardCreateSchema, update: SnapCardUpdateSchema, what: "Snap card" },
});
