import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../db/client.ts";
import type { Database } from "../db/schema.ts";

const run = promisify(execFile);

/**
 * Every table worth keeping, parents before children (owner sessions are left out: a restored
 * site signs everyone in again).
 */
export const BACKUP_TABLES = [
  "media_assets",
  "settings",
  "owner_credentials",
  "artworks",
  "products",
  "product_images",
  "product_variants",
  "snap_cards",
  "carousel_images",
  "testimonials",
  "contact_messages",
  "customers",
  "orders",
  "order_items",
  "order_status_history",
  "cart_sessions",
  "cart_items",
  "mail_outbox",
  "security_events",
] as const satisfies ReadonlyArray<keyof Database>;

/** Columns stored as 0/1 on SQLite and as booleans on PostgreSQL. */
const BOOLEAN_COLUMNS = new Set([
  "is_for_sale",
  "is_featured",
  "is_available",
  "is_spam",
  "is_published",
  "is_demo",
]);
const NO_ID_TABLES = new Set(["settings"]);
/** A started server already has a password and settings: the backup's replace them. */
const REPLACED_TABLES = new Set(["settings", "owner_credentials"]);

export interface BackupData {
  format: "easel-backup";
  version: 1;
  createdAt: string;
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** Reads every table in one transaction, so the snapshot is consistent. */
export async function exportData(db: Kysely<Database>): Promise<BackupData> {
  return db.transaction().execute(async (trx) => {
    const tables: BackupData["tables"] = {};
    for (const table of BACKUP_TABLES) {
      // biome-ignore lint/suspicious/noExplicitAny: every table is read whole, whatever its columns.
      const rows = (await (trx as Kysely<any>).selectFrom(table).selectAll().execute()) as Array<
        Record<string, unknown>
      >;
      tables[table] = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            BOOLEAN_COLUMNS.has(key) ? Boolean(value) : value,
          ]),
        ),
      );
    }
    return { format: "easel-backup", version: 1, createdAt: new Date().toISOString(), tables };
  });
}

/** Loads a backup into an empty, migrated database (refuses one that has content). */
export async function importData(
  db: Kysely<Database>,
  dialect: Dialect,
  data: BackupData,
): Promise<void> {
  if (data.format !== "easel-backup" || data.version !== 1)
    throw new Error("This is not an Easel backup");
  await db.transaction().execute(async (trx) => {
    // biome-ignore lint/suspicious/noExplicitAny: tables are written whole, whatever their columns.
    const any = trx as Kysely<any>;
    for (const table of BACKUP_TABLES) {
      if (REPLACED_TABLES.has(table)) continue;
      const existing = await any
        .selectFrom(table)
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
      if (Number(existing.n) > 0)
        throw new Error(`The database is not empty (${table} has rows): restore into a new one`);
    }
    for (const table of REPLACED_TABLES) await any.deleteFrom(table).execute();
    for (const table of BACKUP_TABLES) {
      const rows = data.tables[table] ?? [];
      for (let start = 0; start < rows.length; start += 200) {
        await any
          .insertInto(table)
          .values(rows.slice(start, start + 200))
          .execute();
      }
      if (
        dialect === "postgres" &&
        !NO_ID_TABLES.has(table) &&
        rows.length > 0 &&
        table !== "owner_credentials"
      ) {
        // Explicit ids leave the identity behind: move it past the largest restored id.
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          trx,
        );
      }
    }
  });
}

/** Writes one `.tar.gz`: `backup.json` (the database) and `originals/` (every uploaded original). */
export async function writeArchive(
  db: Kysely<Database>,
  dataDir: string,
  file: string,
): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), "easel-backup-"));
  try {
    await writeFile(path.join(work, "backup.json"), JSON.stringify(await exportData(db)));
    const originals = path.join(dataDir, "media", "originals");
    await mkdir(path.join(work, "originals"), { recursive: true });
    await cp(originals, path.join(work, "originals"), { recursive: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      },
    );
    await run("tar", ["-czf", path.resolve(file), "-C", work, "backup.json", "originals"]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Restores an archive into an empty database and data folder; returns the backup's data. */
export async function readArchive(file: string, dataDir: string): Promise<BackupData> {
  const work = await mkdtemp(path.join(os.tmpdir(), "easel-restore-"));
  try {
    await run("tar", ["-xzf", path.resolve(file), "-C", work]);
    const data = JSON.parse(await readFile(path.join(work, "backup.json"), "utf8")) as BackupData;
    await mkdir(path.join(dataDir, "media", "originals"), { recursive: true });
    await cp(path.join(work, "originals"), path.join(dataDir, "media", "originals"), {
      recursive: true,
    });
    return data;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
