import type { Kysely } from "kysely";
import { Invalid, NotFound } from "#core/domain-errors.ts";
import type { Database } from "../db/schema.ts";

/**
 * Reordering, for every ordered list the owner arranges: gallery artworks, snap cards,
 * products, hero slides, testimonials and collections. One call writes a whole list's new order in one
 * transaction: it names every member of the list once, so a bad id changes nothing and a list can
 * never be left half-moved (the page used to send one write per position).
 */
export const ORDERED_LISTS = {
  // A category's artworks and an edition's cards are arranged apart (each is one gallery page).
  artworks: { table: "artworks", column: "sort_order", group: "category", noun: "artwork" },
  "snap-cards": {
    table: "snap_cards",
    column: "sort_order",
    group: "subcategory",
    noun: "snap card",
  },
  products: { table: "products", column: "sort_order", group: null, noun: "product" },
  "carousel-images": { table: "carousel_images", column: "position", group: null, noun: "slide" },
  testimonials: { table: "testimonials", column: "position", group: null, noun: "testimonial" },
  // The shop's tabs.
  collections: { table: "collections", column: "position", group: null, noun: "collection" },
} as const;

export type OrderedList = keyof typeof ORDERED_LISTS;

export const isOrderedList = (kind: string): kind is OrderedList =>
  Object.hasOwn(ORDERED_LISTS, kind);

/** Which list `ids` arranges: refused (400, naming `ids`) unless it names each member once. */
const refuse = (message: string) => new Invalid(message, { ids: message });

/**
 * Gives each of `ids` its place (0, 1, 2…) in the list `kind`, in one transaction. The ids must
 * be the whole list (for artworks, the whole category; for snap cards, the whole edition): an
 * unknown, repeated or missing id is refused and nothing is written.
 */
export async function reorder(db: Kysely<Database>, kind: OrderedList, ids: readonly number[]) {
  const { table, column, group, noun } = ORDERED_LISTS[kind];
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw refuse(`The order names ${noun} ${id} twice`);
    seen.add(id);
  }
  await db.transaction().execute(async (trx) => {
    // Dynamic table and column: the type checker cannot follow a union of tables here.
    const rows = (await trx
      .selectFrom(table as "artworks")
      .select(group ? ["id", `${group as "category"} as group`] : ["id"])
      .execute()) as Array<{ id: number; group?: string | null }>;
    const groupOf = new Map(rows.map((row) => [row.id, row.group ?? null]));
    const unknown = ids.find((id) => !groupOf.has(id));
    if (unknown !== undefined) throw new NotFound(`No ${noun} ${unknown}`);
    const listGroup = groupOf.get(ids[0]!) ?? null;
    if (ids.some((id) => groupOf.get(id) !== listGroup))
      throw refuse(`Arrange the ${noun}s of one ${group ?? "list"} at a time`);
    const missing = rows.find((row) => (row.group ?? null) === listGroup && !seen.has(row.id));
    if (missing) throw refuse(`The order must name every ${noun}: ${missing.id} is missing`);
    for (const [position, id] of ids.entries())
      await trx
        .updateTable(table as "artworks")
        .set({ [column]: position } as { sort_order: number })
        .where("id", "=", id)
        .execute();
  });
}
