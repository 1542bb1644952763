/**
 * A product's variants on the server (PRODUCT.md §7): the owner's edits and the
 * buyer's choice (stock.ts takes a variant's stock at checkout and gives it back on cancellation).
 * Plain functions over a database or a transaction; content-products.ts, cart-adds.ts and
 * backup-tables.ts call them.
 */
import { sql } from "kysely";
import { Invalid } from "#core/domain-errors.ts";
import type { VariantInput } from "#core/schemas/variant-input.ts";
import type { ProductVariant } from "#core/variants.ts";
import type { Db } from "./content-rows.ts";

/**
 * Makes a product's variants the list given, in its order: a variant sent with its id keeps that
 * id (so cart lines follow a rename), one without is new, and one left out is removed (its cart
 * lines then say it is no longer sold). An id of another product's variant is refused.
 */
export async function saveVariants(trx: Db, productId: number, variants: readonly VariantInput[]) {
  const existing = await trx
    .selectFrom("product_variants")
    .select("id")
    .where("product_id", "=", productId)
    .execute();
  const own = new Set(existing.map((row) => row.id));
  variants.forEach((variant, index) => {
    if (variant.id !== undefined && !own.has(variant.id))
      throw new Invalid("Unknown variant", { [`variants.${index}.id`]: "Unknown variant" });
  });
  const kept = new Set(
    variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])),
  );
  const removed = [...own].filter((id) => !kept.has(id));
  if (removed.length > 0)
    await trx.deleteFrom("product_variants").where("id", "in", removed).execute();
  // Names are unique per product: two variants swapping names would collide half-way, so the
  // kept ones first step aside under names no owner types (names are trimmed).
  if (kept.size > 0)
    await trx
      .updateTable("product_variants")
      .set({ name: sql<string>`' ' || cast(id as text)` })
      .where("id", "in", [...kept])
      .execute();
  for (const [position, variant] of variants.entries()) {
    const values = { name: variant.name, price: variant.price, stock: variant.stock, position };
    if (variant.id === undefined)
      await trx
        .insertInto("product_variants")
        .values({ product_id: productId, ...values })
        .execute();
    else {
      await trx.updateTable("product_variants").set(values).where("id", "=", variant.id).execute();
      // Cart lines keep the name they show should the variant later be removed.
      await trx
        .updateTable("cart_items")
        .set({ variant: variant.name })
        .where("variant_id", "=", variant.id)
        .execute();
    }
  }
}

/** A product's variants in the buyer's order. */
export function variantsOf(db: Db, productId: number): Promise<ProductVariant[]> {
  return db
    .selectFrom("product_variants")
    .select(["id", "name", "price", "stock"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
}

/**
 * The variant a buyer asks for, by id (`variantId`) or by name (`variant`, as the seed's clients
 * send it); none for a product without variants. 400 when it names none of the product's.
 */
export async function chosenVariant(
  trx: Db,
  product: { id: number; name: string },
  asked: { variantId?: number | undefined; variant?: string | undefined },
): Promise<ProductVariant | undefined> {
  const variants = await variantsOf(trx, product.id);
  const wanted = asked.variantId !== undefined || asked.variant !== undefined;
  if (variants.length === 0) {
    if (wanted) throw new Invalid(`${product.name} does not come in different sizes`);
    return undefined;
  }
  const names = variants.map((variant) => variant.name).join(", ");
  if (!wanted)
    throw new Invalid(`Please choose a size: ${names}`, { variantId: `Choose ${names}` });
  const found = variants.find((variant) =>
    asked.variantId !== undefined ? variant.id === asked.variantId : variant.name === asked.variant,
  );
  if (!found) {
    const shown = asked.variantId !== undefined ? `#${asked.variantId}` : `"${asked.variant}"`;
    throw new Invalid(`Unknown size ${shown}: choose ${names}`, { variantId: `Choose ${names}` });
  }
  return found;
}

/**
 * Cart and order lines that name a variant but not its id (a backup from before variants had
 * ids) get the id of the product's variant of that name, as migration 019 did.
 */
export async function linkVariantLines(trx: Db) {
  for (const table of ["cart_items", "order_items"] as const) {
    await trx
      .updateTable(table)
      .set((eb) => ({
        variant_id: eb
          .selectFrom("product_variants")
          .select("product_variants.id")
          .whereRef("product_variants.product_id", "=", `${table}.product_id`)
          .whereRef("product_variants.name", "=", `${table}.variant`),
      }))
      .where("variant", "is not", null)
      .where("variant_id", "is", null)
      .execute();
  }
}
