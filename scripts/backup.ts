/**
 * `npm run backup [FILE]`: one archive with a consistent snapshot of the database and every
 * uploaded original (image sizes are rebuilt on restore). Default file: easel-backup-DATE.tar.gz.
 *
 * `npm run backup -- --offsite`: the same archive made now to BACKUP_S3_URL, as the server's
 * nightly one and Admin → Settings → Backups make it (encrypted with BACKUP_PASSPHRASE, read back
 * and checked, old ones thinned out); never beside another one, whichever process makes that.
 */
import { asDiskFull } from "#core/disk-full.ts";
import { DISK_SPACE_TO_FREE, DomainError } from "#core/domain-errors.ts";
import { openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { readEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import { keepFilesPrivate } from "../server/private-files.ts";
import { writeArchive } from "../server/services/backup.ts";
import { createBackups } from "../server/services/backup-offsite.ts";
import { mediaStorageFromEnv } from "../server/services/media-bucket.ts";

// The archive holds the whole shop: readable by this user alone (0600), whatever the umask.
keepFilesPrivate();
const env = readEnv();
const offsite = process.argv.includes("--offsite");
const file =
  process.argv.slice(2).find((arg) => arg !== "--offsite") ??
  `easel-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`;
const database = await openDatabase({
  dataDir: env.dataDir,
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
});
try {
  await migrateToLatest(database.db);
  if (offsite) {
    const logger = createLogger({ level: env.LOG_LEVEL });
    const backups = createBackups({
      db: database.db,
      env,
      logger,
      media: mediaStorageFromEnv(env, logger),
    });
    const started = await backups.start("owner");
    console.info(`Backing up to ${started.location}…`);
    await backups.settled();
    const { lastGood, lastFailure } = await backups.status();
    if (lastGood?.name === started.name) {
      console.info(`Backup made and checked: ${lastGood.location} (${lastGood.size} bytes)`);
    } else {
      console.error(`No backup was made: ${lastFailure?.error ?? "it did not finish"}`);
      process.exitCode = 1;
    }
  } else {
    await writeArchive(database.db, mediaStorageFromEnv(env), file);
    console.info(`Backup written to ${file}`);
  }
} catch (error) {
  // A full disk is said plainly (the half-written archive is already gone), a refusal (another
  // backup running, none set up) in its words; anything else as is.
  if (error instanceof DomainError) {
    console.error(error.message);
    process.exitCode = 1;
  } else if (asDiskFull(error)) {
    console.error(`No backup was written: the disk of ${file} is full. ${DISK_SPACE_TO_FREE}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
