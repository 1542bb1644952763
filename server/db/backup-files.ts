/** Where the backups of a site's database are kept on this machine, and the newest of them. */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../env.ts";

/** The name `npm run backup` gives an archive by default (and the admin's download). */
export const BACKUP_NAME = /^easel-backup-.*\.tar\.gz$/;
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
