/**
 * Backups (PRODUCT.md, `npm run backup` / `npm run restore`, the admin's download): a thin index
 * over the three parts, so that callers keep one import.
 *   backup-tables.ts   the database half: export in one snapshot, import into an empty database
 *   backup-archive.ts  the `.tar.gz`: written from a snapshot and the originals, read back checked
 *   backup-restore.ts  restoring an archive into a data folder, with its record
 */
export { BACKUP_TABLES } from "#core/backup-format.ts";
export type { BackupData } from "#core/schemas/backup-input.ts";
export { readArchive, writeArchive } from "./backup-archive.ts";
export {
  folderStamp,
  type RestoreOptions,
  type RestoreResult,
  restoreArchive,
  restoreFailure,
} from "./backup-restore.ts";
export { type CredentialsChoice, exportData, importData, parseBackup } from "./backup-tables.ts";
