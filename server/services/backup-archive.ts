/**
 * A backup's archive: one `.tar.gz` of `backup.json` and the originals, written as a stream from a
 * snapshot and read back with every entry checked before anything is extracted.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, lstat, mkdir, open, readdir, readFile, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
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
import { decryptor, ENCRYPTED_MAGIC, isEncrypted } from "./backup-crypt.ts";
import { exportData, parseBackup } from "./backup-tables.ts";
import { bytesEntry, fileEntry, tarEnd, tarHeader } from "./backup-tar.ts";
import { insideMedia } from "./media-checks.ts";
import { folderStorage, type MediaStorage } from "./media-storage.ts";

const run = promisify(execFile);

/** The media store, or a media folder (MEDIA_DIR). */
type Media = MediaStorage | string;

/**
 * The archive's tar bytes: `backup.json` (the database, read in one snapshot before this returns)
 * and `originals/` (every uploaded original from the media store, a media folder's `originals` or
 * the bucket's, each opened only when its turn comes and read into one buffer piece by piece: see
 * `fileEntry`).
 */
export async function archiveEntries(
  db: Kysely<Database>,
  media: Media,
): Promise<AsyncIterable<Buffer>> {
  const store = typeof media === "string" ? folderStorage(media) : media;
  const data = await exportData(db);
  const json = Buffer.from(JSON.stringify(data));
  const made = new Date();
  // Only the originals of image records, by the names the pipeline gives them: nothing else in
  // the media store (a stray file, a link) can reach an archive.
  const names = new Set(
    rowsWithOriginals(data.tables).flatMap((row) => originalFileName(row.key, row.mime) ?? []),
  );
  return (async function* () {
    yield* bytesEntry(BACKUP_JSON, json, made);
    yield tarHeader({ name: `${BACKUP_ORIGINALS}/`, kind: "directory", size: 0, mtime: made });
    const buffer = Buffer.allocUnsafe(64 * 1024);
    for (const name of names) {
      // A picture deleted since the snapshot (a replaced one) is left out, as it always was.
      const opened = await store.open(`originals/${name}`);
      if (!opened) continue;
      try {
        yield* fileEntry(`${BACKUP_ORIGINALS}/${name}`, opened.handle, buffer);
      } finally {
        await opened.handle.close();
      }
    }
    yield tarEnd();
  })();
}

/** Writes each piece and waits until `out` has taken it, as `fileEntry`'s views require. */
async function pump(entries: AsyncIterable<Buffer>, out: Writable): Promise<void> {
  for await (const piece of entries) {
    await new Promise<void>((resolve, reject) =>
      out.write(piece, (error) => (error ? reject(error) : resolve())),
    );
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

/**
 * Compresses the archive's entries in a `gzip` process of its own (as `tar -z` does, level 6), at
 * the lowest priority: the compressing never holds up the server's threads, and the server
 * allocates nothing per piece. `output` is its standard output: a file's descriptor, or a pipe.
 * `done` settles once every entry went in and gzip exited well; else with the first failure (a
 * full disk is said by gzip's message, read with LC_ALL=C: core/disk-full.ts).
 */
async function startGzip(
  db: Kysely<Database>,
  media: Media,
  output: "pipe" | number,
): Promise<{ gzip: ChildProcess; done: Promise<void> }> {
  const entries = await archiveEntries(db, media);
  const gzip = spawn("gzip", ["-6", "-c"], {
    stdio: ["pipe", output, "pipe"],
    env: { ...process.env, LC_ALL: "C" },
  });
  if (gzip.pid) os.setPriority(gzip.pid, 19);
  let stderr = "";
  gzip.stderr!.on("data", (chunk) => {
    stderr += String(chunk);
  });
  // A gzip that went away is reported by its exit, below.
  gzip.stdin!.on("error", () => {});
  const exited = once(gzip, "close") as Promise<[number | null, NodeJS.Signals | null]>;
  const fed = pump(entries, gzip.stdin!).catch((error: unknown) => {
    gzip.kill();
    throw error;
  });
  const done = Promise.allSettled([fed, exited]).then(([feeding, exit]) => {
    const [code] = exit.status === "fulfilled" ? exit.value : [null];
    if (code !== 0 && stderr.trim()) {
      throw Object.assign(new Error(`gzip: ${stderr.trim()}`), { stderr });
    }
    if (feeding.status === "rejected") throw feeding.reason;
    if (code !== 0) throw new Error(`gzip ended with ${code ?? "a signal"}`);
  });
  return { gzip, done };
}

/**
 * The archive as a stream of `.tar.gz` bytes, for an upload: it ends only once the whole archive
 * was made, and is destroyed with the error otherwise, so a reader never takes half an archive for
 * a whole one. Destroying it stops the archive.
 */
export async function archiveStream(db: Kysely<Database>, media: Media): Promise<Readable> {
  const { gzip, done } = await startGzip(db, media, "pipe");
  const out = new PassThrough();
  const stdout = gzip.stdout!;
  stdout.pipe(out, { end: false });
  const drained = once(stdout, "end");
  Promise.all([done, drained]).then(
    () => out.end(),
    (error: unknown) => out.destroy(error as Error),
  );
  out.on("close", () => {
    if (gzip.exitCode === null && gzip.signalCode === null) gzip.kill();
  });
  return out;
}

/**
 * Writes one `.tar.gz`: `backup.json` (the database) and `originals/` (every uploaded original,
 * from the media store), gzip writing the file itself.
 */
export async function writeArchive(
  db: Kysely<Database>,
  media: Media,
  file: string,
): Promise<void> {
  const target = path.resolve(file);
  const handle = await open(target, "w");
  try {
    const { done } = await startGzip(db, media, handle.fd);
    await done;
  } catch (error) {
    // Half an archive is worse than none: it looks like a backup until the day it is needed.
    await rm(target, { force: true });
    throw error;
  } finally {
    await handle.close();
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

/**
 * Copies the backup to `archive`, decrypting it on the way when it is encrypted (backup-crypt.ts):
 * only what passed its check is written.
 */
async function copyDecrypted(file: string, archive: string, passphrase: string | undefined) {
  const cannotRead = (error: unknown) =>
    refused(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
  try {
    const handle = await open(path.resolve(file), "r");
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw cannotRead(error);
  }
  if (!isEncrypted(head)) {
    await copyFile(path.resolve(file), archive).catch((error: unknown) => {
      throw cannotRead(error);
    });
    return;
  }
  if (!passphrase)
    throw new Invalid(
      "This backup is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with, then restore again",
    );
  await pipeline(
    createReadStream(path.resolve(file)),
    decryptor(passphrase),
    createWriteStream(archive, { flags: "wx" }),
  );
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
 * else; throws `Invalid` with a readable reason. An encrypted backup is decrypted with
 * `passphrase` first (a wrong one: "The passphrase does not open this backup").
 */
export async function readArchive(
  file: string,
  work: string,
  passphrase?: string,
): Promise<BackupData> {
  // The copy is what is checked and extracted, so the file cannot change in between.
  const archive = path.join(work, "archive.tar.gz");
  const content = path.join(work, "content");
  await copyDecrypted(file, archive, passphrase);
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
