import type { Insertable, Kysely, Selectable } from "kysely";
import { expect } from "vitest";
import { offsiteBackupName } from "#core/backup-format.ts";
import { nowIso } from "../server/clock.ts";
import type { Database } from "../server/db/schema.ts";

const NOW = "2026-01-01T00:00:00.000Z";

/** The card sizes of PRODUCT.md §9 (prices in minor units). */
export const CARD_VARIANTS = [
  { name: "Large", price: 400 },
  { name: "Small Square", price: 300 },
  { name: "Small Rectangle", price: 300 },
];

/** The demo cards' sizes (PRODUCT.md §7) as the owner sends them with a product. */
export const CARD_SIZES_INPUT = [
  { name: "Large 15x21cm", price: "4.00" },
  { name: "Small Square 12x12cm", price: "3.00" },
  { name: "Small Rectangle 10x15cm", price: "3.00" },
];

/** Inserts an artwork (no image files) and returns its id. */
export async function addArtwork(
  db: Kysely<Database>,
  values: Partial<Insertable<Database["artworks"]>> & { title: string; category: string },
): Promise<number> {
  return insertedId(db, "artworks", {
    description: null,
    image_url: `/media/${"a".repeat(32)}/600.webp`,
    created_at: NOW,
    updated_at: NOW,
    ...values,
  });
}

/** Inserts a product with image URLs and optional variants (prices in minor units). */
export async function addProduct(
  db: Kysely<Database>,
  values: { name: string; category: string; price: number | null } & Partial<
    Insertable<Database["products"]>
  >,
  extra: { images?: string[]; variants?: Array<{ name: string; price: number }> } = {},
): Promise<number> {
  const id = await insertedId(db, "products", {
    description: `${values.name} description`,
    created_at: NOW,
    updated_at: NOW,
    ...values,
  });
  const images = extra.images ?? [`/media/${"b".repeat(32)}/400.webp`];
  if (images.length > 0) {
    await db
      .insertInto("product_images")
      .values(images.map((url, position) => ({ product_id: id, url, media_key: null, position })))
      .execute();
  }
  if (extra.variants?.length) {
    await db
      .insertInto("product_variants")
      .values(extra.variants.map((variant, position) => ({ product_id: id, ...variant, position })))
      .execute();
  }
  return id;
}

/** A gift card sold as a product (the `gift-cards` collection) in one £25 size: its ids. */
export async function addGiftCardProduct(
  db: Kysely<Database>,
): Promise<{ productId: number; variantId: number }> {
  const productId = await addProduct(
    db,
    { name: "Gift card", category: "gift-cards", price: null },
    { variants: [{ name: "£25", price: 2500 }] },
  );
  const variant = await db
    .selectFrom("product_variants")
    .select("id")
    .where("product_id", "=", productId)
    .executeTakeFirstOrThrow();
  return { productId, variantId: variant.id };
}

export async function addSnapCard(
  db: Kysely<Database>,
  values: { title: string } & Partial<Insertable<Database["snap_cards"]>>,
): Promise<number> {
  return insertedId(db, "snap_cards", {
    image_url: `/media/${"c".repeat(32)}/400.webp`,
    created_at: NOW,
    ...values,
  });
}

/** The greetings card of the API tests: £4, in the card sizes of PRODUCT.md §9. */
export function addRobinCard(db: Kysely<Database>): Promise<number> {
  return addProduct(
    db,
    { name: "Robin card", category: "cards", price: 400 },
    { variants: CARD_VARIANTS },
  );
}

/** A pack of snap cards, £10 unless `price` says otherwise (minor units). */
export function addSnapPack(
  db: Kysely<Database>,
  name = "Snap-Cat",
  price = 1000,
): Promise<number> {
  return addProduct(db, { name, category: "snap-cards", price });
}

/** A £4 coaster (with one stock image), with any other columns given. */
export function addCoaster(
  db: Kysely<Database>,
  name: string,
  values: Partial<Insertable<Database["products"]>> = {},
): Promise<number> {
  return addProduct(db, { name, category: "coasters", price: 400, ...values });
}

/** Inserts one row into `table` and gives its new id (for tables with an `id` column). */
export async function insertedId<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  // Any table with an id column: the types above say what goes in.
  // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot type an insert into a generic table.
  const row = await (db as Kysely<any>)
    .insertInto(table)
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id as number;
}

/**
 * A coaster product in a cart of its own, `quantity` of it on one line, all dated `at`: the
 * columns every schema since 009 has, so the schema tests and the migrations' tests share it.
 * Returns the product's and the cart's ids.
 */
export async function addCartLine(
  db: Kysely<Database>,
  at: string,
  quantity: number,
): Promise<{ productId: number; sessionId: number }> {
  const productId = await insertedId(db, "products", {
    name: "Coaster",
    description: "Cork",
    price: 400,
    category: "coasters",
    created_at: at,
    updated_at: at,
  });
  const sessionId = await insertedId(db, "cart_sessions", {
    session_id: "s".repeat(43),
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto("cart_items")
    .values({ cart_session_id: sessionId, product_id: productId, quantity, added_at: at })
    .execute();
  return { productId, sessionId };
}

/** How many rows `table` holds (a number on both engines: PostgreSQL counts in a bigint). */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    // Any table: the count's type does not depend on which.
    .selectFrom(table as "orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One stored value: `column` of the row of `table` that `where` picks (by equality), as the
 * database holds it; throws when there is no such row.
 */
export async function cellOf<
  T extends keyof Database,
  C extends keyof Selectable<Database[T]> & string,
>(
  db: Kysely<Database>,
  table: T,
  column: C,
  where: { [K in keyof Database[T]]?: string | number },
): Promise<Selectable<Database[T]>[C]> {
  // Any table and column: the types above say what comes back.
  // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot type a query over a generic table.
  let query = (db as Kysely<any>).selectFrom(table as string).select(column as string);
  for (const [name, value] of Object.entries(where)) query = query.where(name, "=", value);
  const row = await query.executeTakeFirstOrThrow();
  return row[column];
}

/** The text of the first e-mail of `kind` in the outbox. */
export async function outboxText(db: Kysely<Database>, kind: string): Promise<string> {
  const row = await db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("kind", "=", kind)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.text_body;
}

/** The mails queued, oldest first; with `kind`, only the mails of that kind. */
export function outboxMails(db: Kysely<Database>, kind?: string) {
  const all = db.selectFrom("mail_outbox").selectAll().orderBy("id");
  return (kind === undefined ? all : all.where("kind", "=", kind)).execute();
}

/** The mails queued to `email`, oldest first. */
export const outboxTo = (db: Kysely<Database>, email: string) =>
  db.selectFrom("mail_outbox").selectAll().where("to_address", "=", email).orderBy("id").execute();

/** The order numbered `orderNumber`: its id, status and payment deadline, as stored. */
export const orderByNumber = (db: Kysely<Database>, orderNumber: string) =>
  db
    .selectFrom("orders")
    .select(["id", "status", "pay_by"])
    .where("order_number", "=", orderNumber)
    .executeTakeFirstOrThrow();

/** The stock of product `id` as stored (null: not tracked). */
export const stockOf = (db: Kysely<Database>, id: number) =>
  cellOf(db, "products", "stock", { id });

/**
 * Checks that the outbox holds exactly `mails`, in the order queued, each with (at least) the
 * columns given; gives the rows, for a closer look at a body.
 */
export async function expectOutbox(
  db: Kysely<Database>,
  mails: Array<Partial<Selectable<Database["mail_outbox"]>>>,
): Promise<Array<Selectable<Database["mail_outbox"]>>> {
  const rows = await outboxMails(db);
  expect(rows).toEqual(mails.map((mail) => expect.objectContaining(mail)));
  return rows;
}

/** A good off-site backup's row, made at `made` in the bucket's folder (`s3://bucket/shop`). */
export function offsiteBackupRow(made: Date, folder: string, encrypted = false) {
  const name = offsiteBackupName(made, encrypted);
  return {
    name,
    location: `${folder}/${name}`,
    trigger: "schedule",
    status: "good",
    started_at: nowIso(made),
    heartbeat_at: nowIso(made),
    finished_at: nowIso(made),
    size: 2048,
    sha256: null,
    error: null,
  };
}
