/**
 * Restoring an archive into a data folder: the new database is filled beside the old one, then
 * swapped in, the old folder kept as a dated copy, and the restore recorded.
 */
import { lstat, mkdir, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BACKUP_ORIGINALS, rowsWithOriginals } from "#core/backup-format.ts";
import { asDiskFull } from "#core/disk-full.ts";
import { Conflict, DISK_SPACE_TO_FREE, DomainError } from "#core/domain-errors.ts";
import { originalFileName } from "#core/media-files.ts";
import { claimSqlite, openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { keepFilesPrivate } from "../private-files.ts";
import { readArchive } from "./backup-archive.ts";
import { checkColumns, loadTables } from "./backup-tables.ts";
import { createMediaService } from "./media.ts";
import { insideMedia } from "./media-checks.ts";
import { folderStorage, type MediaStorage } from "./media-storage.ts";
import { type RestoreSummary, summariseRestore } from "./restore-summary.ts";
import { recordRestore } from "./security-events.ts";

export interface RestoreOptions {
  file: string;
  /** DATA_DIR: replaced as a whole, the old one kept beside it as a dated copy. */
  dataDir: string;
  /** PostgreSQL (must be empty); without it the database is the SQLite file in DATA_DIR. */
  databaseUrl?: string;
  /** PostgreSQL only: the schema to restore into (tests). */
  schema?: string;
  /**
   * MEDIA_DIR when it is not DATA_DIR/media (a shared folder): it is replaced the same way, the
   * old one kept beside it as a dated copy.
   */
  mediaDir?: string;
  /**
   * The bucket the pictures live in (MEDIA_S3_URL): the backup's originals and their sizes are
   * written there (objects named by their content, beside the old ones), and no folder is swapped.
   */
  bucket?: MediaStorage;
  /** The passphrase an encrypted backup was made with (BACKUP_PASSPHRASE). */
  passphrase?: string;
  /** Take the owner password from the backup instead of keeping the current one. */
  withCredentials?: boolean;
  /**
   * Shown what the restore would change unnoticed (payment instructions, e-mail addresses, mail
   * held back) once the archive has passed its checks, before anything is written: false cancels
   * the restore. Without it the restore goes ahead (tests; the script always asks).
   */
  confirm?: (summary: RestoreSummary) => Promise<boolean>;
  now?: Date;
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface RestoreResult {
  /** Images restored (their sizes rebuilt). */
  images: number;
  /** When the backup was made. */
  createdAt: string;
  /** The old data folder, kept as a dated copy (undefined when there was none). */
  previous: string | undefined;
  /**
   * Whose owner password the site now has: the one it had (`kept`), the backup's, or none (the
   * next start makes one). A hook for the audit log: a restore is worth recording.
   */
  credentials: "kept" | "from-backup" | "none";
  /** What the restore put in place that the owner would not otherwise notice. */
  summary: RestoreSummary;
}

/** `20261123-225604`: a UTC time for folder names. */
export const folderStamp = (date: Date) =>
  date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

/** The site as it is now: its owner password record and settings rows (none without a site). */
async function currentSite(options: RestoreOptions, dataDir: string) {
  const sqliteFile = path.join(dataDir, "easel.db");
  if (!options.databaseUrl && !(await exists(sqliteFile))) return { credentials: null };
  const database = await openDatabase({
    dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.schema ? { schema: options.schema } : {}),
  });
  try {
    const credentials =
      (await database.db
        .selectFrom("owner_credentials")
        .selectAll()
        .orderBy("id")
        .executeTakeFirst()
        .catch(() => undefined)) ?? null;
    const settings = await database.db
      .selectFrom("settings")
      .select(["key", "value"])
      .execute()
      .catch(() => undefined);
    return { credentials, ...(settings?.length ? { settings } : {}) };
  } finally {
    await database.close();
  }
}

/**
 * `npm run restore FILE`: checks the whole archive, then builds the restored site in a fresh
 * folder beside DATA_DIR (`DATA_DIR.restoring-{stamp}`): on SQLite a new database there, migrated
 * and loaded; on PostgreSQL the (empty) database, loaded in the same transaction that rebuilds the
 * image sizes. Only when all of it succeeded is DATA_DIR renamed to
 * `DATA_DIR.before-restore-{stamp}` and the new folder moved into its place; on any failure the
 * new folder is removed and DATA_DIR (and the PostgreSQL database) are as they were.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreResult> {
  // The restored site's folders and files are private, as the server's own (server/private-files.ts).
  keepFilesPrivate();
  const dataDir = path.resolve(options.dataDir);
  const stamp = folderStamp(options.now ?? new Date());
  const staging = `${dataDir}.restoring-${stamp}`;
  const previous = `${dataDir}.before-restore-${stamp}`;
  // Images live in DATA_DIR/media, or in a MEDIA_DIR of their own that is swapped alike.
  const mediaDir = options.mediaDir ? path.resolve(options.mediaDir) : undefined;
  const ownMedia =
    !options.bucket && mediaDir !== undefined && mediaDir !== path.join(dataDir, "media");
  const stagingMedia = ownMedia ? `${mediaDir}.restoring-${stamp}` : path.join(staging, "media");
  const previousMedia = ownMedia ? `${mediaDir}.before-restore-${stamp}` : undefined;
  const work = await mkdtemp(path.join(os.tmpdir(), "easel-restore-"));
  try {
    const data = await readArchive(options.file, work, options.passphrase);
    for (const folder of ownMedia
      ? [staging, previous, stagingMedia, previousMedia!]
      : [staging, previous]) {
      if (await exists(folder))
        throw new Conflict(`${folder} exists already: move it away, then restore again`);
    }
    const current = await currentSite(options, dataDir);
    const summary = summariseRestore(data, current.settings);
    if (options.confirm && !(await options.confirm(summary))) {
      throw new Conflict("The restore was cancelled: nothing was changed.");
    }
    const credentials = options.withCredentials
      ? ("from-backup" as const)
      : { keep: current.credentials };
    // A server running on this SQLite file would go on writing to the folder being replaced.
    const sqliteFile = path.join(dataDir, "easel.db");
    const release =
      !options.databaseUrl && (await exists(sqliteFile)) ? claimSqlite(sqliteFile) : () => {};
    await mkdir(path.dirname(dataDir), { recursive: true });
    await mkdir(staging);
    let images = 0;
    try {
      const database = await openDatabase({
        dataDir: staging,
        ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
        ...(options.schema ? { schema: options.schema } : {}),
      });
      try {
        await migrateToLatest(database.db, options.schema);
        await checkColumns(database.db, database.dialect, data);
        const from = path.join(work, "content", BACKUP_ORIGINALS);
        const storage = options.bucket ?? folderStorage(stagingMedia);
        if (!options.bucket) await mkdir(path.join(stagingMedia, "originals"), { recursive: true });
        await database.db.transaction().execute(async (trx) => {
          await loadTables(trx, database.dialect, data, credentials);
          for (const row of rowsWithOriginals(data.tables)) {
            const name = originalFileName(row.key, row.mime) ?? "";
            const bytes = await readFile(insideMedia(from, name));
            await storage.write(`originals/${name}`, bytes, String(row.mime));
          }
          const media = createMediaService({ db: trx, dataDir: staging, storage });
          // The server is stopped: every core makes image sizes (most of a restore's time).
          ({ updated: images } = await media.reoptimize("all", options.onProgress, {
            concurrency: os.availableParallelism(),
          }));
          // The restored site's security log says so (no address: it ran on the server).
          await recordRestore(trx, { file: options.file });
        });
      } finally {
        await database.close();
      }
      release(); // the claim file moves away with the old folder
      const hadData = await exists(dataDir);
      if (hadData) await rename(dataDir, previous);
      try {
        await rename(staging, dataDir);
      } catch (error) {
        if (hadData) await rename(previous, dataDir);
        throw error;
      }
      if (ownMedia && mediaDir) {
        if (await exists(mediaDir)) await rename(mediaDir, previousMedia!);
        await rename(stagingMedia, mediaDir);
      }
      return {
        images,
        createdAt: data.createdAt,
        previous: hadData ? previous : undefined,
        credentials:
          credentials === "from-backup"
            ? (data.tables.owner_credentials ?? []).length > 0
              ? "from-backup"
              : "none"
            : credentials.keep
              ? "kept"
              : "none",
        summary,
      };
    } catch (error) {
      release();
      await rm(staging, { recursive: true, force: true });
      if (ownMedia) await rm(stagingMedia, { recursive: true, force: true });
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A restore's failure as one line for the console: the reason, never a stack trace. */
export function restoreFailure(error: unknown): string {
  if (error instanceof DomainError) return error.message;
  if (asDiskFull(error))
    return `The restore failed: the disk is full, and nothing was changed. ${DISK_SPACE_TO_FREE}`;
  const message = error instanceof Error ? error.message : String(error);
  return `The restore failed: ${message.split("\n")[0]}`;
}
