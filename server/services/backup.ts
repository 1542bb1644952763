import { execFile } from "node:child_process";
import { constants } from "node:fs";
import {
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Kysely, sql } from "kysely";
import {
  type ArchiveEntryKind,
  archiveEntryProblem,
  BACKUP_FORMAT,
  BACKUP_JSON,
  BACKUP_ORIGINALS,
  BACKUP_TABLES,
  BACKUP_VERSION,
} from "#core/backup-format.ts";
import { asDiskFull } from "#core/disk-full.ts";
import { Conflict, DISK_SPACE_TO_FREE, DomainError, Invalid } from "#core/domain-errors.ts";
import { originalFileName } from "#core/media-files.ts";
import { type BackupData, BackupSchema } from "#core/schemas/backup-input.ts";
import { claimSqlite, type Dialect, openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import type { Database, OwnerCredentialsTable } from "../db/schema.ts";
import { tablesOf } from "../db/tables.ts";
import { keepFilesPrivate } from "../private-files.ts";
import { createMediaService, insideMedia } from "./media.ts";
import { holdBackMail, type RestoreSummary, summariseRestore } from "./restore-summary.ts";
import { recordRestore } from "./security-events.ts";

const run = promisify(execFile);

export { BACKUP_TABLES, type BackupData };

// Every backed-up table is one of the schema's.
BACKUP_TABLES satisfies ReadonlyArray<keyof Database>;

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
/**
 * A started server already has a password, settings and perhaps a sign-in in its security log:
 * the backup's replace them.
 */
const REPLACED_TABLES = new Set(["settings", "owner_credentials", "security_events"]);

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: tables are read and written whole, whatever their columns.
type AnyDb = Kysely<any>;

/** Reads every table in one transaction, so the snapshot is consistent. */
export async function exportData(db: Kysely<Database>): Promise<BackupData> {
  return db.transaction().execute(async (trx) => {
    const tables: Record<string, Row[]> = {};
    for (const table of BACKUP_TABLES) {
      const rows = (await (trx as AnyDb).selectFrom(table).selectAll().execute()) as Row[];
      tables[table] = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            BOOLEAN_COLUMNS.has(key) ? Boolean(value) : value,
          ]),
        ),
      );
    }
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      tables,
    } as BackupData;
  });
}

/**
 * Checks `backup.json`'s content (core/schemas/backup-input.ts): the format and version, known
 * tables only, and image records whose key, type and section the media pipeline makes. Throws
 * `Invalid` naming the first problem (and every problem in `fields`).
 */
export function parseBackup(input: unknown): BackupData {
  const parsed = BackupSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const where = (issue: { path: PropertyKey[] }) => issue.path.map(String).join(".");
  // A bad column name is reported by the record as "Invalid key": say what was wrong with it.
  const says = (issue: (typeof parsed.error.issues)[number]) =>
    issue.code === "invalid_key" ? `${issue.issues[0]?.message ?? issue.message}` : issue.message;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [where(issue) || "backup", says(issue)]),
  );
  const [first] = parsed.error.issues;
  throw new Invalid(
    `This backup cannot be restored: ${first && where(first) ? `${where(first)}: ` : ""}${first ? says(first) : "it is not an Easel backup"}`,
    fields,
  );
}

/** The owner password to end up with: the backup's, or this record (null: none yet). */
export type CredentialsChoice = "from-backup" | { keep: OwnerCredentialsTable | null };

/** Every column of every table of the migrated database (of its schema, on PostgreSQL). */
async function columnsOf(db: Kysely<Database>, dialect: Dialect) {
  const tables = await tablesOf(db, dialect);
  return new Map([...tables].map(([name, columns]) => [name, new Set(columns)]));
}

/** Refuses a column the database does not have, before any row is written (never passed to SQL). */
async function checkColumns(db: Kysely<Database>, dialect: Dialect, data: BackupData) {
  const columns = await columnsOf(db, dialect);
  for (const [table, rows] of Object.entries(data.tables)) {
    const known = columns.get(table);
    for (const [index, row] of (rows ?? []).entries()) {
      const unknown = Object.keys(row).find((column) => !known?.has(column));
      if (unknown !== undefined) {
        throw new Invalid(
          `This backup cannot be restored: tables.${table}.${index}: unknown column ${JSON.stringify(unknown)}`,
          { [`tables.${table}.${index}.${unknown}`]: "Unknown column" },
        );
      }
    }
  }
}

/** Loads the backup's rows inside `trx`; the database must hold nothing but settings and a password. */
async function loadTables(
  trx: Kysely<Database>,
  dialect: Dialect,
  data: BackupData,
  credentials: CredentialsChoice,
): Promise<void> {
  const any = trx as AnyDb;
  for (const table of BACKUP_TABLES) {
    if (REPLACED_TABLES.has(table)) continue;
    const existing = await any
      .selectFrom(table)
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0)
      throw new Conflict(`The database is not empty (${table} has rows): restore into a new one`);
  }
  for (const table of REPLACED_TABLES) await any.deleteFrom(table).execute();
  // A restored site signs everyone in again.
  await any.deleteFrom("owner_sessions").execute();
  for (const table of BACKUP_TABLES) {
    let rows: Row[] = data.tables[table] ?? [];
    if (table === "owner_credentials" && credentials !== "from-backup") {
      rows = credentials.keep ? [{ ...credentials.keep }] : [];
    }
    // Mail the backup was about to send is never sent by the restored site (issue #24).
    if (table === "mail_outbox") rows = holdBackMail(rows);
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
}

/**
 * Loads a backup into an empty, migrated database in one transaction (refuses one that has
 * content, unknown tables and columns, and image records the media pipeline never makes). The
 * owner password is the backup's unless `credentials` says which to keep.
 */
export async function importData(
  db: Kysely<Database>,
  dialect: Dialect,
  input: unknown,
  credentials: CredentialsChoice = "from-backup",
): Promise<void> {
  const data = parseBackup(input);
  await checkColumns(db, dialect, data);
  await db.transaction().execute((trx) => loadTables(trx, dialect, data, credentials));
}

/**
 * Writes one `.tar.gz`: `backup.json` (the database) and `originals/` (every uploaded original,
 * from MEDIA_DIR's `originals`).
 */
export async function writeArchive(
  db: Kysely<Database>,
  mediaDir: string,
  file: string,
): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), "easel-backup-"));
  try {
    const data = await exportData(db);
    await writeFile(path.join(work, BACKUP_JSON), JSON.stringify(data));
    const from = path.join(mediaDir, "originals");
    const to = path.join(work, BACKUP_ORIGINALS);
    await mkdir(to, { recursive: true });
    // Only the originals of image records, by the names the pipeline gives them: nothing else in
    // the media folder (a stray file, a link) can reach an archive.
    for (const row of data.tables.media_assets ?? []) {
      const name = originalFileName(row.key, row.mime);
      if (!name) continue;
      await copyFile(insideMedia(from, name), insideMedia(to, name)).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        },
      );
    }
    // LC_ALL=C: a full disk is recognised by tar's message (core/disk-full.ts).
    await run("tar", ["-czf", path.resolve(file), "-C", work, BACKUP_JSON, BACKUP_ORIGINALS], {
      env: { ...process.env, LC_ALL: "C" },
    }).catch(async (error: unknown) => {
      // Half an archive is worse than none: it looks like a backup until the day it is needed.
      await rm(path.resolve(file), { force: true });
      throw error;
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const refused = (problem: string) => new Invalid(`This backup cannot be restored: ${problem}`);

const KIND_OF_TYPE: Record<string, ArchiveEntryKind> = {
  "-": "file",
  d: "directory",
  l: "symlink",
  h: "hardlink",
};

/**
 * The archive's entries as tar lists them (names from `tar -t`, kinds from the first letter of
 * `tar -tv`'s mode), each checked by `archiveEntryProblem` before anything is extracted.
 */
async function checkEntries(file: string): Promise<void> {
  const options = { env: { ...process.env, LC_ALL: "C" }, maxBuffer: 256 * 1024 * 1024 };
  let names: string[];
  let long: string[];
  try {
    names = (await run("tar", ["-tzf", file], options)).stdout.split("\n").filter(Boolean);
    long = (await run("tar", ["-tvzf", file], options)).stdout.split("\n").filter(Boolean);
  } catch {
    throw refused("the file is not a readable .tar.gz archive");
  }
  if (names.length !== long.length) throw refused("its list of files cannot be read");
  const problems = names.flatMap((name, index) => {
    const kind = KIND_OF_TYPE[long[index]?.[0] ?? ""] ?? "other";
    return archiveEntryProblem(name, kind) ?? [];
  });
  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
    throw refused(`${problems[0]}${more}`);
  }
  if (!names.some((name) => name.replace(/^\.\//, "") === BACKUP_JSON))
    throw refused(`the archive has no ${BACKUP_JSON}`);
}

/** Every entry under `folder` must be a plain file or folder whose real path lies inside it. */
async function checkExtracted(folder: string): Promise<void> {
  const root = await realpath(folder);
  const entries = await readdir(root, { recursive: true });
  for (const entry of entries) {
    const full = path.join(root, entry);
    const stats = await lstat(full);
    if (!stats.isFile() && !stats.isDirectory())
      throw refused(`${JSON.stringify(entry)} is not a regular file`);
    const real = await realpath(full);
    if (!real.startsWith(root + path.sep))
      throw refused(`${JSON.stringify(entry)} lies outside the archive`);
  }
}

/**
 * Checks an archive and extracts it into `work` (an empty folder of the caller's): its entries are
 * listed and checked first (regular files and one folder, no links, absolute names or `..`, only
 * `backup.json` and `originals/{key}.{ext}`), then what was extracted is checked again on disk,
 * then `backup.json` is parsed and every image record's original must be there. Writes nothing
 * else; throws `Invalid` with a readable reason.
 */
export async function readArchive(file: string, work: string): Promise<BackupData> {
  // The copy is what is checked and extracted, so the file cannot change in between.
  const archive = path.join(work, "archive.tar.gz");
  const content = path.join(work, "content");
  try {
    await copyFile(path.resolve(file), archive);
  } catch (error) {
    throw refused(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  await checkEntries(archive);
  await mkdir(content);
  try {
    await run("tar", ["-xzf", archive, "-C", content, "--no-same-owner", "--no-same-permissions"]);
  } catch {
    throw refused("the archive cannot be extracted");
  }
  await checkExtracted(content);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(content, BACKUP_JSON), "utf8"));
  } catch {
    throw refused(`${BACKUP_JSON} is not valid JSON`);
  }
  const data = parseBackup(json);
  for (const row of data.tables.media_assets ?? []) {
    const name = originalFileName(row.key, row.mime) ?? "";
    const stats = await lstat(insideMedia(path.join(content, BACKUP_ORIGINALS), name)).catch(
      () => undefined,
    );
    if (!stats?.isFile()) throw refused(`the original of image ${row.key} is missing`);
  }
  return data;
}

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
   * next start makes one). A hook for the audit log (issue #17): a restore is worth recording.
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
  const ownMedia = mediaDir !== undefined && mediaDir !== path.join(dataDir, "media");
  const stagingMedia = ownMedia ? `${mediaDir}.restoring-${stamp}` : path.join(staging, "media");
  const previousMedia = ownMedia ? `${mediaDir}.before-restore-${stamp}` : undefined;
  const work = await mkdtemp(path.join(os.tmpdir(), "easel-restore-"));
  try {
    const data = await readArchive(options.file, work);
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
        const to = path.join(stagingMedia, "originals");
        await mkdir(to, { recursive: true });
        await database.db.transaction().execute(async (trx) => {
          await loadTables(trx, database.dialect, data, credentials);
          for (const row of data.tables.media_assets ?? []) {
            const name = originalFileName(row.key, row.mime) ?? "";
            await copyFile(insideMedia(from, name), insideMedia(to, name), constants.COPYFILE_EXCL);
          }
          const media = createMediaService({ db: trx, dataDir: staging, mediaDir: stagingMedia });
          ({ updated: images } = await media.reoptimize("all", options.onProgress));
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
