/**
 * `npm run restore FILE`: loads a backup into an empty database (DATA_DIR / DATABASE_URL as for
 * `npm start`), copies the originals back and rebuilds every image size from them.
 */
import { openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { readEnv } from "../server/env.ts";
import { importData, readArchive } from "../server/services/backup.ts";
import { createMediaService } from "../server/services/media.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore FILE");
  process.exit(2);
}
const env = readEnv();
const database = await openDatabase({
  dataDir: env.dataDir,
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
});
try {
  await migrateToLatest(database.db);
  const data = await readArchive(file, env.dataDir);
  await importData(database.db, database.dialect, data);
  const media = createMediaService({ db: database.db, dataDir: env.dataDir });
  const { updated } = await media.reoptimize("all", ({ done, total }) => {
    if (done % 10 === 0 || done === total) console.info(`  image sizes: ${done}/${total}`);
  });
  console.info(`Restored ${file} (${updated} images).`);
} finally {
  await database.close();
}
