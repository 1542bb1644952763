/**
 * A data folder with the demo shop in it, seeded and its pictures finished (AVIF and WebP), for
 * the browser tests' servers to start from a copy of (playwright.config.ts).
 *
 *   node testing/seeded-data-dir.ts DIR
 *
 * A server seeding its own data spends about 10 s of CPU before it answers, then about 40 s more
 * making the full set of variants in the background while the tests run. Seeded once here, the
 * run pays that once however many servers it starts, and no server encodes during the tests.
 * The steps are the first start's (server/boot.ts, demo/run.ts): migrate, seed with drafts, finish.
 */
import path from "node:path";
import { MEDIA_SECTION_NAMES } from "#core/media-files.ts";
import { seedDemo } from "../demo/seed.ts";
import { openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createLogger } from "../server/logger.ts";
import { keepFilesPrivate } from "../server/private-files.ts";
import { createMediaService } from "../server/services/media.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: node testing/seeded-data-dir.ts DIR");

// The modes a first start gives its files (the copies keep them).
keepFilesPrivate();
const database = await openDatabase({ dataDir });
try {
  await migrateToLatest(database.db);
  const media = createMediaService({
    db: database.db,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
  });
  await seedDemo({ db: database.db, media, logger: createLogger({ level: "warn" }) });
  // The portfolio holds about half of the pictures: it and the other sections are finished side
  // by side, one picture each at a time (sharp works one thread per picture), on two cores.
  const portfolio = MEDIA_SECTION_NAMES.filter((section) => section === "portfolio");
  const others = MEDIA_SECTION_NAMES.filter((section) => section !== "portfolio");
  await Promise.all(
    [portfolio, others].map(async (sections) => {
      for (const section of sections) await media.reoptimize(section, () => {}, { drafts: true });
    }),
  );
} finally {
  await database.close();
}
