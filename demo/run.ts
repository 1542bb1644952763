/**
 * Seeds the demo content in a process of its own (started by boot.ts): decoding and encoding ~90
 * pictures grows the native heap, and a separate process hands all of it back when it exits, so
 * the server itself starts small.
 */

import { openDatabase } from "../server/db/client.ts";
import { readEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import { createMediaService } from "../server/services/media.ts";
import { seedDemo } from "./seed.ts";

const env = readEnv();
const logger = createLogger({ level: env.LOG_LEVEL });
const database = await openDatabase({
  dataDir: env.dataDir,
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
});
try {
  await seedDemo({
    db: database.db,
    media: createMediaService({ db: database.db, dataDir: env.dataDir, mediaDir: env.mediaDir }),
    logger,
  });
} finally {
  await database.close();
}
