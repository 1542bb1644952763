import { randomBytes } from "node:crypto";
import { readdir, rename, rm, stat, statfs, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Env } from "../env.ts";
import { type Finding, fail, ok, warn } from "./findings.ts";

const S = "Folders and disk";
const GB = 1024 ** 3;
const MB = 1024 ** 2;
/** Below either, a warning: images and the database grow, backups need room in the temp folder. */
export const LOW_SPACE_BYTES = GB;
export const LOW_SPACE_SHARE = 0.1;
/** Below this, a failure: SQLite and image writes start failing on a full disk. */
export const FULL_SPACE_BYTES = 100 * MB;

/** Space on one filesystem, as fs.statfs tells it. */
export interface Space {
  free: number;
  total: number;
}

export interface FolderOptions {
  /** The temporary folder backups and restores work in (default os.tmpdir()). */
  tmpDir?: string;
  /** Free space of the filesystem holding a path (default fs.statfs); tests pass their own. */
  spaceOf?: (dir: string) => Promise<Space>;
}

export const readableSize = (bytes: number) =>
  bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${Math.round(bytes / MB)} MB`;

/**
 * The data folder and the media folder: there (or creatable), writable (a probe file is written,
 * renamed and removed, as every image write does), their filesystem's free space, and the
 * temporary folder's.
 */
export async function checkFolders(env: Env, options: FolderOptions = {}): Promise<Finding[]> {
  const tmpDir = options.tmpDir ?? os.tmpdir();
  const spaceOf = options.spaceOf ?? defaultSpaceOf;
  const found: Finding[] = [];
  const folders = [
    { subject: "Data folder", dir: env.dataDir, variable: "DATA_DIR" },
    // With a bucket, the only pictures on this disk are its cache's.
    env.mediaBucket
      ? { subject: "Picture cache", dir: env.mediaCacheDir, variable: "DATA_DIR" }
      : { subject: "Media folder", dir: env.mediaDir, variable: "MEDIA_DIR" },
  ];
  const devices = new Map<number, string>();
  for (const { subject, dir, variable } of folders) {
    const itself = await stat(dir).catch(() => undefined);
    if (itself && !itself.isDirectory()) {
      found.push(fail(S, subject, `${dir} is a file, not a folder: set ${variable} to a folder.`));
      continue;
    }
    const existing = await nearestExisting(dir);
    const probe = await probeWrite(existing);
    if (probe) {
      const user = os.userInfo().username;
      found.push(
        fail(
          S,
          subject,
          existing === dir
            ? `${dir} is not writable by ${user} (${probe}): sudo chown -R ${user}: ${dir}, or set ${variable} to a folder ${user} owns.`
            : `${dir} does not exist and ${user} cannot create it in ${existing} (${probe}): sudo install -d -o ${user} -g ${user} ${dir}, or set ${variable} to a folder ${user} owns.`,
        ),
      );
      continue;
    }
    found.push(
      ok(
        S,
        subject,
        existing === dir
          ? `${dir} is writable.`
          : `${dir} does not exist yet; the server makes it when it needs it (${existing} is writable).`,
      ),
    );
    const { dev } = await stat(existing);
    if (!devices.has(dev)) devices.set(dev, existing);
  }
  const tmpStat = await stat(tmpDir).catch(() => undefined);
  if (!tmpStat) {
    found.push(fail(S, "Temporary folder", `${tmpDir} does not exist: backups are written there.`));
  } else {
    const originals = await folderSize(path.join(env.mediaDir, "originals"));
    const sameAsData = [...devices.keys()].includes(tmpStat.dev);
    const tmpSpace = await spaceOf(tmpDir);
    const roomy = tmpSpace.free > originals * 1.1 + 100 * MB;
    found.push(
      (roomy ? ok : warn)(
        S,
        "Temporary folder",
        `${tmpDir} is ${sameAsData ? "on the same filesystem as the data" : "on another filesystem than the data, which is fine: image files are written beside their final place and renamed, and backups only copy through it"}; ${
          roomy
            ? `a backup copies the originals (${readableSize(originals)}) through it, and it has ${readableSize(tmpSpace.free)} free.`
            : `a backup copies the originals (${readableSize(originals)}) through it, but it has only ${readableSize(tmpSpace.free)} free: set TMPDIR to a roomier folder for npm run backup.`
        }`,
      ),
    );
  }
  for (const [, dir] of devices) found.push(checkSpace(dir, await spaceOf(dir)));
  return found;
}

/** One filesystem's free space against the thresholds. */
export function checkSpace(dir: string, space: Space): Finding {
  const share = space.total > 0 ? space.free / space.total : 0;
  const summary = `${readableSize(space.free)} free of ${readableSize(space.total)} (${Math.round(share * 100)} %) on the filesystem of ${dir}`;
  if (space.free < FULL_SPACE_BYTES) {
    return fail(
      S,
      "Disk space",
      `${summary}: the database and image uploads will soon fail. Free some space (old backups, journalctl --vacuum-size=200M) or grow the disk.`,
    );
  }
  if (space.free < LOW_SPACE_BYTES || share < LOW_SPACE_SHARE) {
    return warn(
      S,
      "Disk space",
      `${summary}: under 1 GB or 10 %. Free some space (old backups, logs) or grow the disk before it fills.`,
    );
  }
  return ok(S, "Disk space", `${summary}.`);
}

export async function defaultSpaceOf(dir: string): Promise<Space> {
  const stats = await statfs(dir);
  return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
}

/** The folder itself, or its nearest parent that exists (the server creates the rest). */
async function nearestExisting(dir: string): Promise<string> {
  let current = dir;
  for (;;) {
    const found = await stat(current).catch(() => undefined);
    if (found?.isDirectory()) return current;
    const parent = path.dirname(current);
    if (parent === current) return current;
    current = parent;
  }
}

/** Writes, renames and removes a probe file; the error's code when any step fails. */
async function probeWrite(dir: string): Promise<string | undefined> {
  const name = `.easel-doctor-${process.pid}-${randomBytes(4).toString("hex")}`;
  const temp = path.join(dir, `${name}.tmp`);
  const final = path.join(dir, name);
  try {
    await writeFile(temp, "probe\n");
    await rename(temp, final);
    await rm(final);
    return undefined;
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    await rm(final, { force: true }).catch(() => {});
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

/** Bytes of every file under a folder (0 when it is missing). */
async function folderSize(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}
