import { rowIdOrNotFound } from "#core/ids.ts";
import {
  ArtworkCreateSchema,
  ArtworkUpdateSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
  SnapCardCreateSchema,
  SnapCardUpdateSchema,
} from "#core/schemas/content-input.ts";
import { type Caller, parse } from "./caller.ts";

export { reorder } from "./reorder.ts";

/** The owner's catalogue edits (owner only: the guard runs before either door). */

const idOf = (value: unknown, what: string) => rowIdOrNotFound(value, `${what} not found`);

export const createProduct = (caller: Caller, input: unknown) =>
  caller.services.content.createProduct(parse(ProductCreateSchema, input));

export async function updateProduct(caller: Caller, id: unknown, input: unknown) {
  const productId = idOf(id, "Product");
  await caller.services.content.updateProduct(productId, parse(ProductUpdateSchema, input));
  return productId;
}

export const deleteProduct = (caller: Caller, id: unknown) =>
  caller.services.content.deleteProduct(idOf(id, "Product"));

export const createArtwork = (caller: Caller, input: unknown) =>
  caller.services.content.createArtwork(parse(ArtworkCreateSchema, input));

export async function updateArtwork(caller: Caller, id: unknown, input: unknown) {
  const artworkId = idOf(id, "Artwork");
  await caller.services.content.updateArtwork(artworkId, parse(ArtworkUpdateSchema, input));
  return artworkId;
}

export const deleteArtwork = (caller: Caller, id: unknown) =>
  caller.services.content.deleteArtwork(idOf(id, "Artwork"));

export const createSnapCard = (caller: Caller, input: unknown) =>
  caller.services.content.createSnapCard(parse(SnapCardCreateSchema, input));

export async function updateSnapCard(caller: Caller, id: unknown, input: unknown) {
  const cardId = idOf(id, "Snap card");
  await caller.services.content.updateSnapCard(cardId, parse(SnapCardUpdateSchema, input));
  return cardId;
}

export const deleteSnapCard = (caller: Caller, id: unknown) =>
  caller.services.content.deleteSnapCard(idOf(id, "Snap card"));
