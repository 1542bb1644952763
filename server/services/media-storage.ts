/**
 * Where the media store keeps its files: a local folder (MEDIA_DIR) or an S3-compatible bucket
 * (MEDIA_S3_URL, media-bucket.ts). The rest of the media code names files by their place in the
 * store (`originals/{key}.{ext}`, `variants/{key}/{width}.{format}`) and never cares which.
 */
import { randomBytes } from "node:crypto";
import {
  copyFile,
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { insideMedia } from "./media-checks.ts";

/** A stored file opened for serving: its bytes are read from `handle`, `size` long. */
export interface OpenedFile {
  handle: FileHandle;
  size: number;
}

export interface MediaStorage {
  /** Where the files are, for messages and the log: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Writes a file whole: a reader sees the old one or the new one, never part of one. */
  write(name: string, bytes: Uint8Array, type: string): Promise<void>;
  /** A file's bytes, or undefined when there is none. */
  read(name: string): Promise<Buffer | undefined>;
  /**
   * A file opened for serving, or undefined when there is none. A bucket serves through its disk
   * cache and asks `mayExist` before it fetches what is not cached, so that a request for an
   * unknown picture never costs a request to the bucket.
   */
  open(name: string, mayExist?: () => Promise<boolean>): Promise<OpenedFile | undefined>;
  /** Copies a file to a local path (a backup's originals); false when there is none. */
  copyTo(name: string, file: string): Promise<boolean>;
  /** The names of the files directly in a folder (none when it does not exist). */
  list(folder: string): Promise<string[]>;
  /** Removes a file; nothing when it does not exist. */
  remove(name: string): Promise<void>;
  /** Removes a folder and everything in it. */
  removeFolder(folder: string): Promise<void>;
  /**
   * Whether the store can be used now: undefined when it can, else what is wrong, in words for
   * the owner (doctor, start-up log). A folder is made when first written, so it is always fine.
   */
  problem(): Promise<string | undefined>;
}

/** A plain name of a store (`a/b/c`): segments of letters, digits, dots and dashes, no `..`. */
export function storageSegments(name: string): string[] {
  const segments = name.split("/");
  for (const segment of segments) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(segment)) {
      throw new Error(`Not a media store name: ${JSON.stringify(name)}`);
    }
  }
  return segments;
}

/**
 * Opens a file and reads its size from the open handle: the bytes sent and the Content-Length are
 * of one file even when another process renames a new version into place meanwhile (the demo's
 * pictures being finished, a re-optimisation). Read by name twice (stat, then open), a replacement
 * in between sent a length that was not the body's, and the browser's connection broke off.
 */
export async function openFile(file: string): Promise<OpenedFile | undefined> {
  const handle = await open(file).catch(() => undefined);
  if (!handle) return undefined;
  const info = await handle.stat().catch(() => undefined);
  if (info?.isFile()) return { handle, size: info.size };
  await handle.close();
  return undefined;
}

/**
 * Writes a file under a temporary name beside it, then renames it into place: a reader (this
 * process or another one sharing MEDIA_DIR) sees the old file or the new one, never half of one.
 * Rename replaces atomically within one filesystem, which a folder and its own files always are.
 */
export async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

const missingAs =
  <T>(value: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === "ENOENT") return value;
    throw error;
  };

/**
 * The media folder: every file under its name inside `root` (each segment checked to stay inside
 * it), written under a temporary name and renamed into place, so that several processes sharing
 * the folder never see half a file.
 */
export function folderStorage(root: string): MediaStorage {
  const pathOf = (name: string) =>
    storageSegments(name).reduce((folder, segment) => insideMedia(folder, segment), root);
  return {
    location: root,
    async write(name, bytes) {
      const file = pathOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file, bytes);
    },
    read: (name) => readFile(pathOf(name)).catch(missingAs(undefined)),
    open: (name) => openFile(pathOf(name)),
    copyTo: (name, file) => copyFile(pathOf(name), file).then(() => true, missingAs(false)),
    async list(folder) {
      const names = await readdir(pathOf(folder)).catch(missingAs([] as string[]));
      // Dot names are another writer's temporary files, not yet in place.
      return names.filter((name) => !name.startsWith("."));
    },
    remove: (name) => rm(pathOf(name), { force: true }),
    removeFolder: (folder) => rm(pathOf(folder), { recursive: true, force: true }),
    problem: async () => undefined,
  };
}
