import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { backupFolders, newestBackup } from "./backup-files.ts";

/**
 * The exit code of a server that found its SQLite file damaged or unreadable (sysexits' EX_DATAERR).
 * deploy/easel.service names it in RestartPreventExitStatus=, so systemd does not restart the
 * server over and over on a file only a person (or a restore) can mend.
 */
export const DAMAGED_DATABASE_EXIT_CODE = 65;

/** The database file cannot be used as it is: the message says which file and what to do. */
export class DamagedDatabase extends Error {
  readonly exitCode = DAMAGED_DATABASE_EXIT_CODE;
}

/** SQLite's verdict on a file, or undefined when it opens and passes `pragma quick_check`. */
export function sqliteFileProblem(file: string): string | undefined {
  let database: DatabaseSync | undefined;
  try {
    // Read-only: a check that finds damage must not write to the file, or beside it, any more.
    database = new DatabaseSync(file, { readOnly: true });
    const rows = database.prepare("pragma quick_check(5)").all() as Array<Record<string, unknown>>;
    const verdict = rows.map((row) => String(Object.values(row)[0])).join("; ");
    return verdict === "ok" ? undefined : verdict;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    try {
      database?.close();
    } catch {
      // Never opened.
    }
  }
}

/**
 * Checks a server's SQLite file before anything writes to it (`pragma quick_check`: every page
 * readable and well formed, in a few milliseconds for a shop's database). A damaged or unreadable
 * file throws `DamagedDatabase`, naming the file and the newest backup found where the doctor
 * looks for them (BACKUP_DIR, the current folder, `backups/` beside DATA_DIR).
 */
export async function checkSqliteFile(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) return; // a first start: nothing to check yet
  const problem = sqliteFileProblem(file);
  if (problem === undefined) return;
  const folders = backupFolders({ dataDir }, undefined);
  const backup = await newestBackup(folders);
  const restore = backup
    ? `The newest backup is ${backup.file} (${new Date(backup.mtimeMs).toISOString()}): move ${path.dirname(file)} aside (keep it), then npm run restore ${backup.file} --with-credentials (docs/DEPLOY.md, "Restoring").`
    : `No backup was found in ${folders.join(" or ")}: keep a copy of the file, then try sqlite3 ${file} ".recover" (docs/DEPLOY.md).`;
  throw new DamagedDatabase(
    `The database file ${file} is damaged or unreadable (${problem}). The server stops without writing to it. ${restore}`,
  );
}
