/**
 * The rows behind an announcement (audience-announcements.ts): the works it shows, how far its
 * sending has got, its status at a moment, and a free address for its news page.
 */
import type { Kysely, Transaction } from "kysely";
import { artworkPath, slugify } from "#core/artwork-path.ts";
import type { AnnouncementStatus, SendProgress } from "#core/audience.ts";
import { productPath } from "#core/storefront.ts";
import type { Database } from "../db/schema.ts";
import type { AnnouncedWork } from "./audience-announcement-mail.ts";
import { firstProductImage } from "./catalog-views.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type Row = Database["announcements"] extends infer T
  ? { [K in keyof T]: T[K] extends import("kysely").Generated<infer V> ? V : T[K] }
  : never;

export const ids = (json: string): number[] => JSON.parse(json) as number[];

/** The works an announcement shows, in its order; those deleted since are left out. */
export async function worksOf(
  db: Db,
  artworkIds: number[],
  productIds: number[],
): Promise<AnnouncedWork[]> {
  const artworks =
    artworkIds.length === 0
      ? []
      : await db
          .selectFrom("artworks")
          .select(["id", "title", "image_url", "price", "is_for_sale"])
          .where("id", "in", artworkIds)
          .execute();
  const products =
    productIds.length === 0
      ? []
      : await db
          .selectFrom("products")
          .select([
            "id",
            "name",
            "category",
            "price",
            firstProductImage(db, "products.id").as("image"),
          ])
          .where("id", "in", productIds)
          .execute();
  return [
    ...artworkIds.flatMap((id) => {
      const art = artworks.find((row) => row.id === id);
      return art
        ? [
            {
              title: art.title,
              path: artworkPath(art),
              imageUrl: art.image_url || null,
              price: art.is_for_sale ? art.price : null,
            },
          ]
        : [];
    }),
    ...productIds.flatMap((id) => {
      const product = products.find((row) => row.id === id);
      return product
        ? [
            {
              title: product.name,
              path: productPath(product.category, product.id),
              imageUrl: product.image ?? null,
              price: product.price,
            },
          ]
        : [];
    }),
  ];
}

/** Sent, waiting and failed mails of announcement `id` (failed: bounced or given up). */
export async function progressOf(db: Db, id: number): Promise<SendProgress> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("announcement_id", "=", id)
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  const progress = {
    sent: count("sent"),
    waiting: count("pending"),
    failed: count("failed"),
  };
  return { total: rows.reduce((sum, row) => sum + Number(row.n), 0), ...progress };
}

export function statusOf(row: Row, at: string): AnnouncementStatus {
  if (row.queued_at === null) return "draft";
  return row.queued_at > at ? "scheduled" : "sent";
}

/** A slug of the subject no other announcement has (`-2`, `-3` … after it when taken). */
export async function freeSlug(db: Db, subject: string): Promise<string> {
  const base = slugify(subject) || "news";
  const taken = new Set(
    (
      await db
        .selectFrom("announcements")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}
