/**
 * The steps every catalogue edit shares (server/services/content.ts is their index): image URLs
 * checked against the uploads, a demo record becoming the owner's, a row removed or not found.
 */
import type { Kysely, Transaction } from "kysely";
import { Invalid, NotFound } from "#core/domain-errors.ts";
import { mediaKeyOf } from "#core/media-urls.ts";
import type { Database } from "../db/schema.ts";

export type Db = Kysely<Database> | Transaction<Database>;

/** The tables of the owner's catalogue records. */
export type ContentTable = "products" | "artworks" | "snap_cards";

/**
 * The media key of each URL; 400 naming `field` for one that is not an uploaded image here (the
 * home page's and the settings' pictures are checked alike).
 */
export async function mediaKeys(
  db: Db,
  urls: readonly string[],
  field = "imageUrls",
): Promise<string[]> {
  const keys = urls.map((url) => mediaKeyOf(url));
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  const found = wanted.length
    ? await db.selectFrom("media_assets").select("key").where("key", "in", wanted).execute()
    : [];
  const known = new Set(found.map((row) => row.key));
  return keys.map((key, index) => {
    if (!key || !known.has(key))
      throw new Invalid(`Unknown image: ${urls[index]}`, {
        [field]: "Use an image uploaded to this site",
      });
    return key;
  });
}

/** The media key of one URL; 400 naming `field` for anything but an uploaded image here. */
export async function mediaKey(db: Db, url: string, field: string): Promise<string> {
  const [key] = await mediaKeys(db, [url], field);
  return key!;
}

/**
 * A demo record the owner edits becomes theirs, so removing the demo keeps it (PRODUCT.md §11):
 * new words, pictures or prices count; reordering, featuring or hiding do not.
 */
export const owned = (edited: unknown) => (edited ? { is_demo: false } : {});

/** Deletes one record; 404 `{what} not found` when there is none. */
export async function removeRow(db: Db, table: ContentTable, id: number, what: string) {
  const result = await db.deleteFrom(table).where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new NotFound(`${what} not found`);
}

/** Which column of `Table` each form field of `Input` is stored in: both names checked. */
export type FieldColumns<Input, Table> = { readonly [F in keyof Input]?: keyof Table & string };

/**
 * The columns a record's form fields are stored in: each field `columns` names, under its
 * column's name, when the input gives it. One table serves a record's creation and its edits; a
 * field an edit leaves out keeps its column as it is.
 */
export function givenColumns<I extends object, const M extends { [F in keyof I]?: string }>(
  input: I,
  columns: M,
): { [F in keyof I as F extends keyof M ? M[F] & string : never]: Exclude<I[F], undefined> } {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = input[field as keyof I];
    if (value !== undefined) row[column as string] = value;
  }
  return row as never;
}
