/**
 * `npm run restore FILE [--with-credentials]`: checks the backup, builds the restored site in a
 * fresh folder beside DATA_DIR (DATA_DIR / DATABASE_URL as for `npm start`), rebuilds every image
 * size, and only then swaps it in, keeping the old folder as `DATA_DIR.before-restore-{date}`.
 * The owner password stays the current one unless `--with-credentials` takes the backup's.
 */
import { readEnv } from "../server/env.ts";
import { restoreArchive, restoreFailure } from "../server/services/backup.ts";

const args = process.argv.slice(2);
const withCredentials = args.includes("--with-credentials");
const files = args.filter((arg) => arg !== "--with-credentials");
if (files.length !== 1 || files[0]!.startsWith("--")) {
  console.error("Usage: npm run restore FILE [--with-credentials]");
  process.exit(2);
}
const file = files[0]!;
try {
  const env = readEnv();
  const result = await restoreArchive({
    file,
    dataDir: env.dataDir,
    mediaDir: env.mediaDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    withCredentials,
    onProgress: ({ done, total }) => {
      if (done % 10 === 0 || done === total) console.info(`  image sizes: ${done}/${total}`);
    },
  });
  console.info(`Restored ${file} (made ${result.createdAt}, ${result.images} images).`);
  if (result.previous) console.info(`The data folder as it was is kept in ${result.previous}`);
  console.info(
    {
      kept: "The owner password is the one the site had.",
      "from-backup": "The owner password is the backup's.",
      none: "There is no owner password yet: the next start prints a new one.",
    }[result.credentials],
  );
} catch (error) {
  console.error(restoreFailure(error));
  process.exit(1);
}
