import type { Insertable, Kysely, Transaction } from "kysely";
import { NotFound } from "#core/domain-errors.ts";
import type {
  SlideCreate,
  SlideUpdate,
  TestimonialCreate,
  TestimonialUpdate,
} from "#core/schemas/home-input.ts";
import { nowIso } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import type { Database } from "../db/schema.ts";
import { mediaKey } from "./content-rows.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The two ordered lists of the home page the owner edits. */
export type OrderedTable = "carousel_images" | "testimonials";

export interface TestimonialView {
  id: number;
  quote: string;
  author: string;
  location: string | null;
  displayOrder: number;
  isPublished: boolean;
  /** Seeded by the demo (invented words): the admin says so until the owner edits or removes it. */
  isDemo: boolean;
}

const NOT_FOUND: Record<OrderedTable, string> = {
  carousel_images: "Slide not found",
  testimonials: "Testimonial not found",
};

/** Puts `id` at `at` (the end when absent or past it) and renumbers the list. */
async function place(trx: Db, table: OrderedTable, id: number, at: number | null | undefined) {
  const rows = await trx
    .selectFrom(table)
    .select(["id", "position"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  const others = rows.filter((row) => row.id !== id);
  const current = rows.findIndex((row) => row.id === id);
  const index = at == null ? (current >= 0 ? current : others.length) : Math.min(at, others.length);
  const order = [...others.map((row) => row.id)];
  order.splice(index, 0, id);
  const before = new Map(rows.map((row) => [row.id, row.position]));
  for (const [position, rowId] of order.entries()) {
    if (before.get(rowId) === position) continue;
    await trx.updateTable(table).set({ position }).where("id", "=", rowId).execute();
  }
}

/** Adds a row to the end of `table`'s list, then puts it at `at`; returns its id. */
async function insertPlaced<T extends OrderedTable>(
  trx: Db,
  table: T,
  at: number | null | undefined,
  values: Omit<Insertable<Database[T]>, "position">,
): Promise<number> {
  // Kysely cannot check an insert into a table picked by a type parameter; the parameter type of
  // `values` checks each caller's row against its table.
  const id = await insertRow(trx, table, { ...values, position: 2_000_000_000 } as never);
  await place(trx, table, id, at);
  return id;
}

/** Numbers a list 0, 1, 2… again in its current order (after rows were taken out of it). */
export async function renumber(trx: Db, table: OrderedTable): Promise<void> {
  const first = await trx
    .selectFrom(table)
    .select("id")
    .orderBy("position")
    .orderBy("id")
    .executeTakeFirst();
  if (first) await place(trx, table, first.id, 0);
}

/**
 * The owner's home page (PRODUCT.md §3): hero slides and testimonials. `displayOrder` is a place
 * in the list, from 0: writing one moves the row there and numbers the others around it again, so
 * the positions are always 0, 1, 2… and "move up" is "displayOrder: place - 1".
 */
export function createHomeService(db: Kysely<Database>) {
  async function remove(table: OrderedTable, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFound(NOT_FOUND[table]);
      await renumber(trx, table);
    });
  }

  async function exists(trx: Db, table: OrderedTable, id: number): Promise<void> {
    await trx
      .selectFrom(table)
      .select("id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow(() => new NotFound(NOT_FOUND[table]));
  }

  return {
    /** Adds a slide; returns its id. */
    async createSlide(input: SlideCreate): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const key = await mediaKey(trx, input.imageUrl, "imageUrl");
        return insertPlaced(trx, "carousel_images", input.displayOrder, {
          media_key: key,
          alt: input.alt,
          title: input.title,
          caption: input.caption,
          created_at: nowIso(),
        });
      });
    },

    async updateSlide(id: number, input: SlideUpdate): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await exists(trx, "carousel_images", id);
        const set = {
          ...(input.imageUrl !== undefined
            ? { media_key: await mediaKey(trx, input.imageUrl, "imageUrl") }
            : {}),
          ...(input.alt !== undefined ? { alt: input.alt } : {}),
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.caption !== undefined ? { caption: input.caption } : {}),
        };
        // New words or a new picture make a demo slide the owner's own; moving it does not.
        if (Object.keys(set).length > 0)
          await trx
            .updateTable("carousel_images")
            .set({ ...set, is_demo: false })
            .where("id", "=", id)
            .execute();
        if (input.displayOrder != null) await place(trx, "carousel_images", id, input.displayOrder);
      });
    },

    deleteSlide: (id: number) => remove("carousel_images", id),

    /** Every testimonial, published or not, in order (the admin's list). */
    async listTestimonials(): Promise<TestimonialView[]> {
      const rows = await db
        .selectFrom("testimonials")
        .selectAll()
        .orderBy("position")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        quote: row.quote,
        author: row.author,
        location: row.location,
        displayOrder: row.position,
        isPublished: Boolean(row.is_published),
        isDemo: Boolean(row.is_demo),
      }));
    },

    /** Adds a testimonial; returns its id. */
    async createTestimonial(input: TestimonialCreate): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        return insertPlaced(trx, "testimonials", input.displayOrder, {
          quote: input.quote,
          author: input.author,
          location: input.location,
          is_published: input.isPublished,
          is_demo: false,
          created_at: now,
          updated_at: now,
        });
      });
    },

    /** Changes any of a testimonial's fields; new words make a demo one the owner's own. */
    async updateTestimonial(id: number, input: TestimonialUpdate): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await exists(trx, "testimonials", id);
        const reworded =
          input.quote !== undefined || input.author !== undefined || input.location !== undefined;
        await trx
          .updateTable("testimonials")
          .set({
            ...(input.quote !== undefined ? { quote: input.quote } : {}),
            ...(input.author !== undefined ? { author: input.author } : {}),
            ...(input.location !== undefined ? { location: input.location } : {}),
            ...(input.isPublished !== undefined ? { is_published: input.isPublished } : {}),
            ...(reworded ? { is_demo: false } : {}),
            updated_at: nowIso(),
          })
          .where("id", "=", id)
          .execute();
        if (input.displayOrder != null) await place(trx, "testimonials", id, input.displayOrder);
      });
    },

    deleteTestimonial: (id: number) => remove("testimonials", id),
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
