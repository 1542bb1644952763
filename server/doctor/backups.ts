import { newestBackup } from "../db/backup-files.ts";
import { describeAge } from "../services/backup-offsite.ts";
import { type Finding, ok, warn } from "./findings.ts";

export { BACKUP_NAME, backupFolders, newestBackup } from "../db/backup-files.ts";

const S = "Backups";
/** A backup older than this is worth a warning: a nightly one should never be. */
export const RECENT_MS = 2 * 24 * 3600_000;

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
