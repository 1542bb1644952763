/**
 * `npm run backup [FILE]`: one archive with a consistent snapshot of the database and every
 * uploaded original (image sizes are rebuilt on restore). Default file: easel-backup-DATE.tar.gz.
 */
import { asDiskFull } from "#core/disk-full.ts";
import { DISK_SPACE_TO_FREE } from "#core/domain-errors.ts";
import { openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { readEnv } from "../server/env.ts";
import { keepFilesPrivate } from "../server/private-files.ts";
import { writeArchive } from "../server/services/backup.ts";
import { mediaStorageFromEnv } from "../server/services/media-bucket.ts";

// The archive holds the whole shop: readable by this user alone (0600), whatever the umask.
keepFilesPrivate();
const env = readEnv();
const file = process.argv[2] ?? `easel-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`;
const database = await openDatabase({
  dataDir: env.dataDir,
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
});
try {
  await migrateToLatest(database.db);
  await writeArchive(database.db, mediaStorageFromEnv(env), file);
  console.info(`Backup written to ${file}`);
} catch (error) {
  // A full disk is said plainly (the half-written archive is already gone); anything else as is.
  if (!asDiskFull(error)) throw error;
  console.error(`No backup was written: the disk of ${file} is full. ${DISK_SPACE_TO_FREE}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
