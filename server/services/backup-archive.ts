/**
 * A backup's archive: one `.tar.gz` of `backup.json` and the originals, written from a snapshot and
 * read back with every entry checked before anything is extracted.
 */
import { execFile } from "node:child_process";
import {
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Kysely } from "kysely";
import {
  type ArchiveEntryKind,
  archiveEntryProblem,
  BACKUP_JSON,
  BACKUP_ORIGINALS,
  rowsWithOriginals,
} from "#core/backup-format.ts";
import { Invalid } from "#core/domain-errors.ts";
import { originalFileName } from "#core/media-files.ts";
import type { BackupData } from "#core/schemas/backup-input.ts";
import type { Database } from "../db/schema.ts";
import { insideMedia } from "./media-checks.ts";
import { folderStorage, type MediaStorage } from "./media-storage.ts";

const run = promisify(execFile);

import { exportData, parseBackup } from "./backup-tables.ts";

/**
 * Writes one `.tar.gz`: `backup.json` (the database) and `originals/` (every uploaded original,
 * from the media store: a media folder's `originals`, or the bucket's).
 */
export async function writeArchive(
  db: Kysely<Database>,
  /** The media store, or a media folder (MEDIA_DIR). */
  media: MediaStorage | string,
  file: string,
): Promise<void> {
  const store = typeof media === "string" ? folderStorage(media) : media;
  const work = await mkdtemp(path.join(os.tmpdir(), "easel-backup-"));
  try {
    const data = await exportData(db);
    await writeFile(path.join(work, BACKUP_JSON), JSON.stringify(data));
    const to = path.join(work, BACKUP_ORIGINALS);
    await mkdir(to, { recursive: true });
    // Only the originals of image records, by the names the pipeline gives them: nothing else in
    // the media store (a stray file, a link) can reach an archive.
    for (const row of rowsWithOriginals(data.tables)) {
      const name = originalFileName(row.key, row.mime);
      if (!name) continue;
      await store.copyTo(`originals/${name}`, insideMedia(to, name));
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
  for (const row of rowsWithOriginals(data.tables)) {
    const name = originalFileName(row.key, row.mime) ?? "";
    const stats = await lstat(insideMedia(path.join(content, BACKUP_ORIGINALS), name)).catch(
      () => undefined,
    );
    if (!stats?.isFile()) throw refused(`the original of image ${row.key} is missing`);
  }
  return data;
}
