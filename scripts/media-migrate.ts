/**
 * `npm run media:migrate -- --to-s3`: copies the pictures of MEDIA_DIR (originals and every size)
 * into the bucket of MEDIA_S3_URL, before the server is started with MEDIA_S3_URL.
 * `npm run media:migrate -- --to-local`: copies the bucket's back into MEDIA_DIR.
 *
 * Each file is copied whole and checked; what is already there with the same size and checksum is
 * left alone, so an interrupted run is simply run again. Nothing is deleted at either end.
 */
import { readEnv } from "../server/env.ts";
import { migrateMedia } from "../server/services/media-migrate.ts";
import { describeS3Error, s3ClientFromEnv } from "../server/services/s3-client.ts";

const direction = process.argv.includes("--to-s3")
  ? "to-s3"
  : process.argv.includes("--to-local")
    ? "to-local"
    : undefined;

const MB = 1024 * 1024;
const size = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main(): Promise<number> {
  if (!direction) {
    console.error(
      "Say which way: npm run media:migrate -- --to-s3 (MEDIA_DIR into the bucket of MEDIA_S3_URL) or -- --to-local (the bucket into MEDIA_DIR).",
    );
    return 2;
  }
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const location = env.mediaBucket;
  if (!location) {
    console.error(
      "Set MEDIA_S3_URL=s3://bucket/folder (and AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3, AWS_REGION as needed) to say which bucket.",
    );
    return 2;
  }
  const [from, to] =
    direction === "to-s3" ? [env.mediaDir, env.MEDIA_S3_URL] : [env.MEDIA_S3_URL, env.mediaDir];
  console.info(`Copying the pictures of ${from} to ${to}…`);
  const client = s3ClientFromEnv(env);
  try {
    const result = await migrateMedia({
      direction,
      folder: env.mediaDir,
      client,
      location,
      onFile: ({ name, bytes, copied }) => {
        if (copied) console.info(`  copied ${name} (${size(bytes)})`);
      },
    });
    console.info(
      `Done: ${result.copied} files copied (${size(result.bytes)}), ${result.skipped} already there, of ${result.total}.`,
    );
    return 0;
  } catch (error) {
    // The storage's refusals and unreachable endpoints in the owner's words; a local file's
    // trouble (a folder it may not write) and a changed copy as they are.
    const fromStorage =
      (error as { $metadata?: unknown }).$metadata !== undefined ||
      !(error as { path?: string }).path;
    const reason =
      fromStorage && !(error instanceof Error && error.message.includes("run again"))
        ? describeS3Error(error, { ...location, endpoint: env.AWS_ENDPOINT_URL_S3 })
        : (error as Error).message;
    console.error(
      `Stopped: ${reason}. What was copied stays; run the same command again to go on.`,
    );
    return 1;
  } finally {
    client.destroy();
  }
}

process.exitCode = await main();
