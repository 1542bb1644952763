/**
 * `npm run restore FILE [--with-credentials] [--yes]`, FILE a file or `s3://bucket/prefix/NAME` (an
 * off-site backup, fetched and matched against its checksum first; decrypted with
 * BACKUP_PASSPHRASE when it is encrypted, as a file is): checks the backup, shows what it would put
 * in place that the owner would not otherwise notice (payment instructions, e-mail addresses, the
 * mail it holds back) and asks to go ahead; then builds the restored site in a fresh folder beside
 * DATA_DIR (DATA_DIR / DATABASE_URL as for `npm start`), rebuilds every image size, and only then
 * swaps it in, keeping the old folder as `DATA_DIR.before-restore-{date}`. The owner password stays
 * the current one unless `--with-credentials` takes the backup's. Not on a terminal, `--yes` is the
 * answer; without it the restore refuses.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { Conflict } from "#core/domain-errors.ts";
import { readEnv } from "../server/env.ts";
import { restoreArchive, restoreFailure } from "../server/services/backup.ts";
import { downloadOffsiteBackup } from "../server/services/backup-offsite.ts";
import { mediaStorageFromEnv } from "../server/services/media-bucket.ts";
import { describeRestore, type RestoreSummary } from "../server/services/restore-summary.ts";

const FLAGS = new Set(["--with-credentials", "--yes"]);
const args = process.argv.slice(2);
const withCredentials = args.includes("--with-credentials");
const yes = args.includes("--yes");
const files = args.filter((arg) => !FLAGS.has(arg));
if (files.length !== 1 || files[0]!.startsWith("--")) {
  console.error("Usage: npm run restore FILE|s3://bucket/prefix/NAME [--with-credentials] [--yes]");
  process.exit(2);
}
const file = files[0]!;

/** Shows the summary and asks on the terminal; `--yes` answers for scripts. */
async function confirm(summary: RestoreSummary): Promise<boolean> {
  console.info(describeRestore(summary).join("\n"));
  if (yes) return true;
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    // Thrown, not exited: the restore removes what it unpacked before the message is printed.
    throw new Conflict(
      "Not restoring: there is no terminal to ask on. Read the above, then run again with --yes to restore.",
    );
  }
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await terminal.question(
      "Replace the site with this backup? Type yes to go on: ",
    );
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    terminal.close();
  }
}

/** A backup in a bucket is fetched into a folder of its own first (and removed after). */
const fetched = file.startsWith("s3://")
  ? await mkdtemp(path.join(os.tmpdir(), "easel-fetch-"))
  : "";
try {
  const env = readEnv();
  if (fetched) console.info(`Fetching ${file}…`);
  const archive = fetched ? await downloadOffsiteBackup(env, file, fetched) : file;
  const result = await restoreArchive({
    file: archive,
    dataDir: env.dataDir,
    mediaDir: env.mediaDir,
    ...(env.mediaBucket ? { bucket: mediaStorageFromEnv(env) } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.BACKUP_PASSPHRASE ? { passphrase: env.BACKUP_PASSPHRASE } : {}),
    withCredentials,
    confirm,
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
  if (result.summary.heldBackMail > 0) {
    console.info(`${result.summary.heldBackMail} mails from the backup were held back, not sent.`);
  }
} catch (error) {
  console.error(restoreFailure(error));
  process.exitCode = 1;
} finally {
  if (fetched) await rm(fetched, { recursive: true, force: true });
}
