/**
 * What an Easel backup holds and how its archive may look (`npm run backup`, Admin → Settings).
 * A restore checks a backup against these rules before it writes anything (PRODUCT.md §4, Backup and restore).
 */
import { ORIGINAL_FILE_PATTERN } from "./media-files.ts";

export const BACKUP_FORMAT = "easel-backup";
export const BACKUP_VERSION = 1;

/**
 * Every table a backup holds, parents before children. Left out: owner sessions (a restored site
 * signs everyone in again) and the visit counter's daily salt (a restored site makes its own, so a
 * copy of the disk can never tie a stored visitor to an address).
 */
export const BACKUP_TABLES = [
  "media_assets",
  "settings",
  "owner_credentials",
  "collections",
  "discount_codes",
  "artworks",
  "artwork_images",
  "products",
  "product_images",
  "product_variants",
  "snap_cards",
  "carousel_images",
  "testimonials",
  "contact_messages",
  "customers",
  "orders",
  "invoice_counters",
  "order_items",
  "order_status_history",
  "discount_uses",
  "gift_cards",
  "gift_card_moves",
  "card_payments",
  "collectors",
  "certificates",
  "commissions",
  "commission_photos",
  "commission_messages",
  "cart_sessions",
  "cart_items",
  "announcements",
  "mail_outbox",
  "security_events",
  "consent_texts",
  "subscribers",
  "subscriber_tokens",
  "suppressed_addresses",
  "notify_requests",
  "stats_views",
  "stats_days",
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];

/**
 * The tables whose rows name an original file by `key` and `mime`: image records, and the
 * private reference photos of commissions. Their files travel in `originals/`.
 */
const ORIGINAL_FILE_TABLES = ["media_assets", "commission_photos"] as const;

/** Every row of a backup's tables that names an original file. */
export function rowsWithOriginals<Row>(tables: Partial<Record<string, Row[]>>): Row[] {
  return ORIGINAL_FILE_TABLES.flatMap((table) => tables[table] ?? []);
}

/** The archive's database file and its folder of originals. */
export const BACKUP_JSON = "backup.json";
export const BACKUP_ORIGINALS = "originals";

/** What the archive says an entry is (tar's own kinds, reduced to what matters here). */
export type ArchiveEntryKind = "file" | "directory" | "symlink" | "hardlink" | "other";

/**
 * Why an archive entry is refused, or undefined when it is one a backup holds: `backup.json`, the
 * `originals/` folder and `originals/{key}.{jpg|png|webp}`, as regular files and a folder (a
 * leading `./` is allowed). Links, devices, absolute names and `..` are always refused.
 */
export function archiveEntryProblem(name: string, kind: ArchiveEntryKind): string | undefined {
  const shown = JSON.stringify(name);
  if (name.startsWith("/")) return `${shown} is an absolute path`;
  if (name.split("/").includes("..")) return `${shown} points outside the archive (..)`;
  if (kind === "symlink") return `${shown} is a symbolic link`;
  if (kind === "hardlink") return `${shown} is a hard link`;
  if (kind === "other") return `${shown} is not a regular file`;
  const path = name.replace(/^\.\//, "").replace(/\/$/, "");
  if (kind === "directory") {
    return path === BACKUP_ORIGINALS || path === "" || path === "."
      ? undefined
      : `${shown} is not a folder a backup holds`;
  }
  if (path === BACKUP_JSON) return undefined;
  const [folder, file, ...rest] = path.split("/");
  if (folder === BACKUP_ORIGINALS && file && rest.length === 0 && ORIGINAL_FILE_PATTERN.test(file))
    return undefined;
  return `${shown} is not a file a backup holds`;
}

/** An off-site backup's name: `easel-backup-2026-11-29T030000Z.tar.gz`, `.enc` after when encrypted. */
const OFFSITE_NAME = /^easel-backup-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz(\.enc)?$/;

/** The name of a backup made at `date` (UTC, to the second). */
export function offsiteBackupName(date: Date, encrypted: boolean): string {
  const [day, time] = date.toISOString().split("T") as [string, string];
  return `easel-backup-${day}T${time.slice(0, 8).replaceAll(":", "")}Z.tar.gz${encrypted ? ".enc" : ""}`;
}

/** When a backup of that name was made, or undefined for any other name. */
export function offsiteBackupDate(name: string): Date | undefined {
  const match = OFFSITE_NAME.exec(name);
  if (!match) return undefined;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
