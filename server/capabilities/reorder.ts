import { NotFound } from "#core/domain-errors.ts";
import { ReorderSchema } from "#core/schemas/reorder-input.ts";
import { isOrderedList, reorder as reorderList } from "../services/reorder.ts";
import { type Caller, parse } from "./caller.ts";

/**
 * Arranges one of the owner's ordered lists (artworks, snap-cards, products, carousel-images,
 * testimonials, collections) in one transaction: `PUT /api/admin/{kind}/order` and every page's `reorder`
 * form (owner only: the guard runs before either door).
 */
export async function reorder(caller: Caller, kind: string, input: unknown) {
  if (!isOrderedList(kind)) throw new NotFound("Not found");
  const { ids } = parse(ReorderSchema, input);
  await reorderList(caller.services.database.db, kind, ids);
}
