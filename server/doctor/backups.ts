import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../env.ts";
import { describeAge } from "../services/backup-offsite.ts";
import { type Finding, ok, warn } from "./findings.ts";

const S = "Backups";
/** The name `npm run backup` gives an archive by default (and the admin's download). */
export const BACKUP_NAME = /^easel-backup-.*\.tar\.gz$/;
/** A backup older than this is worth a warning: a nightly one should never be. */
export const RECENT_MS = 2 * 24 * 3600_000;

/**
 * Where to look for backups: `--backups DIR`, else BACKUP_DIR, else the current folder and
 * `backups/` beside the data folder (docs/DEPLOY.md's layout).
 */
export function backupFolders(
  env: Pick<Env, "dataDir">,
  given: string | undefined,
  source = process.env,
): string[] {
  const chosen = given ?? source.BACKUP_DIR;
  if (chosen) return [path.resolve(chosen)];
  return [...new Set([process.cwd(), path.resolve(env.dataDir, "..", "backups")])];
}

/** The newest `easel-backup-*.tar.gz` in the folders, by modification time, if any. */
export async function newestBackup(
  folders: string[],
): Promise<{ file: string; mtimeMs: number; size: number } | undefined> {
  let newest: { file: string; mtimeMs: number; size: number } | undefined;
  for (const folder of folders) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((candidate) => BACKUP_NAME.test(candidate))) {
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile() && (!newest || info.mtimeMs > newest.mtimeMs)) {
        newest = { file, mtimeMs: info.mtimeMs, size: info.size };
      }
    }
  }
  return newest;
}

/** The newest backup in the folders: recent enough? */
export async function checkBackups(folders: string[], now: Date = new Date()): Promise<Finding[]> {
  const newest = await newestBackup(folders);
  const where = folders.join(" or ");
  if (!newest) {
    return [
      warn(
        S,
        "Latest backup",
        `none found in ${where}: set up the nightly backup (docs/DEPLOY.md), or tell the doctor where they are with --backups DIR or BACKUP_DIR.`,
      ),
    ];
  }
  const age = now.getTime() - newest.mtimeMs;
  const ago = describeAge(age);
  const size = `${Math.max(1, Math.round(newest.size / 1024))} KB`;
  if (newest.size === 0) {
    return [
      warn(
        S,
        "Latest backup",
        `${newest.file} (${ago} old) is empty: run npm run backup and read what it says.`,
      ),
    ];
  }
  if (age > RECENT_MS) {
    return [
      warn(
        S,
        "Latest backup",
        `${newest.file} is ${ago} old: the nightly backup has stopped. Check it with systemctl status easel-backup.timer (docs/DEPLOY.md).`,
      ),
    ];
  }
  return [ok(S, "Latest backup", `${newest.file}, ${size}, ${ago} old.`)];
}
