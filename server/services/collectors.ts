import type { Kysely, Transaction } from "kysely";
import { csv } from "#core/csv.ts";
import { Conflict, NotFound } from "#core/domain-errors.ts";
import { rowIdOrNotFound } from "#core/ids.ts";
import type { CollectorSchema } from "#core/schemas/certificate-input.ts";
import type { z } from "#core/schemas/zod-setup.ts";
import { nowIso } from "../clock.ts";
import { insertOrKeep } from "../db/insert-or-keep.ts";
import type { Database } from "../db/schema.ts";
import { bound } from "./bound.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** An original a collector owns: its certificate, the work and the date of sale. */
export interface CollectorWork {
  certificateNumber: number;
  artworkId: number | null;
  title: string;
  soldOn: string;
  orderNumber: string | null;
}

/** Admin → Collectors and `GET /api/admin/collectors`: never shown on a public page. */
export interface Collector {
  id: number;
  name: string;
  email: string;
  notes: string;
  addedByHand: boolean;
  createdAt: string;
  works: CollectorWork[];
}

const NOT_FOUND = "Collector not found";

/**
 * The collector of this e-mail address (lower case), added when new; an existing one keeps its
 * name and notes. Inside the caller's transaction (a paid order, a hand-issued certificate).
 */
export async function collectorFor(
  trx: Transaction<Database>,
  person: { email: string; name: string },
  byHand = false,
): Promise<number> {
  const email = person.email.trim().toLowerCase();
  const now = nowIso();
  const collector = await insertOrKeep(trx, "collectors", "email", {
    email,
    name: person.name,
    added_by_hand: byHand,
    created_at: now,
    updated_at: now,
  });
  return collector.id;
}

/** Every collector, by name, with the originals they own (withdrawn certificates left out). */
export async function listCollectors(db: Db): Promise<Collector[]> {
  const [people, works] = await Promise.all([
    db.selectFrom("collectors").selectAll().orderBy("name").orderBy("id").execute(),
    db
      .selectFrom("certificates")
      .select(["collector_id", "number", "artwork_id", "title", "sold_on", "order_number"])
      .where("collector_id", "is not", null)
      .where("revoked_at", "is", null)
      .orderBy("sold_on")
      .orderBy("number")
      .execute(),
  ]);
  return people.map((person) => ({
    id: person.id,
    name: person.name,
    email: person.email,
    notes: person.notes,
    addedByHand: Boolean(person.added_by_hand),
    createdAt: person.created_at,
    works: works
      .filter((work) => work.collector_id === person.id)
      .map((work) => ({
        certificateNumber: work.number,
        artworkId: work.artwork_id,
        title: work.title,
        soldOn: work.sold_on,
        orderNumber: work.order_number,
      })),
  }));
}

/** The collectors as CSV, one line each, their works in one cell; formulas neutralised (core/csv.ts). */
export async function collectorsCsv(db: Db): Promise<string> {
  const people = await listCollectors(db);
  return csv([
    ["Name", "Email", "Works", "Notes", "Since"],
    ...people.map((person) => [
      person.name,
      person.email,
      person.works.map((work) => `${work.title} (${work.soldOn})`).join("; "),
      person.notes,
      person.createdAt.slice(0, 10),
    ]),
  ]);
}

/** A collector the owner adds by hand; 409 when the address is already a collector's. */
export async function addCollector(
  db: Kysely<Database>,
  input: z.output<typeof CollectorSchema>,
): Promise<Collector> {
  const now = nowIso();
  const inserted = await db
    .insertInto("collectors")
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      notes: input.notes,
      added_by_hand: true,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const message = `${input.email} is already one of your collectors`;
    throw new Conflict(message, { email: message });
  }
  return collectorById(db, inserted.id);
}

async function collectorById(db: Db, id: number): Promise<Collector> {
  const found = (await listCollectors(db)).find((person) => person.id === id);
  if (!found) throw new NotFound(NOT_FOUND);
  return found;
}

/** Replaces a collector's notes. */
export async function setCollectorNotes(
  db: Kysely<Database>,
  idText: unknown,
  notes: string,
): Promise<Collector> {
  const id = rowIdOrNotFound(idText, NOT_FOUND);
  const changed = await db
    .updateTable("collectors")
    .set({ notes, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw new NotFound(NOT_FOUND);
  return collectorById(db, id);
}

/** Collectors (PRODUCT.md §4): a thin index of the functions above. */
export function createCollectors(db: Kysely<Database>) {
  return {
    list: bound(db, listCollectors),
    csv: bound(db, collectorsCsv),
    add: bound(db, addCollector),
    setNotes: bound(db, setCollectorNotes),
  };
}

export type CollectorsService = ReturnType<typeof createCollectors>;
