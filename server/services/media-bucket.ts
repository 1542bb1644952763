/**
 * The media store in an S3-compatible bucket (MEDIA_S3_URL, decision 025): originals and variants
 * as private objects under the URL's folder, served through a disk cache (media-cache.ts). When
 * the bucket cannot be used the failure is told once in the log, in the owner's words, and each
 * caller gets `Unavailable` (503): the rest of the site goes on.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { Unavailable } from "#core/domain-errors.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { createDiskCache, type DiskCache } from "./media-cache.ts";
import { folderStorage, type MediaStorage, storageSegments } from "./media-storage.ts";
import {
  describeS3Error,
  isMissingObject,
  listEveryObject,
  objectKey,
  type S3Location,
  s3ClientFromEnv,
} from "./s3-client.ts";

/** What a visitor or the owner is told when a picture cannot be stored for want of the bucket. */
export const STORE_DOWN_WRITING =
  "The picture store cannot be reached just now, so nothing was saved. Please try again in a few minutes (the server's log and npm run doctor say why).";
/** …and when a picture cannot be shown. */
export const STORE_DOWN_READING =
  "The picture store cannot be reached just now. Please try again in a few minutes.";
/** Retry-After of either. */
const RETRY_AFTER_S = 30;
/** While the bucket stays unusable, the log says so again at most this often. */
const REPEAT_LOG_MS = 60_000;

export interface BucketOptions {
  client: S3Client;
  location: S3Location;
  /** AWS_ENDPOINT_URL_S3, for messages (AWS S3 itself without it). */
  endpoint?: string | undefined;
  cache: DiskCache;
  logger?: Logger | undefined;
}

export function bucketStorage({
  client,
  location,
  endpoint,
  cache,
  logger,
}: BucketOptions): MediaStorage {
  const { bucket } = location;
  const where = `s3://${bucket}${location.prefix ? `/${location.prefix}` : ""}`;
  const keyOf = (name: string) => objectKey(location, storageSegments(name).join("/"));
  let down: { since: number; logged: number } | undefined;

  /** Runs one request to the bucket: its failure becomes `Unavailable`, logged as it starts. */
  async function attempt<T>(writing: boolean, work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      if (down) {
        logger?.info({ store: where }, "picture store: reachable again");
        down = undefined;
      }
      return result;
    } catch (error) {
      const now = Date.now();
      if (!down || now - down.logged >= REPEAT_LOG_MS) {
        logger?.error(
          { store: where, reason: describeS3Error(error, { ...location, endpoint }) },
          "picture store: cannot be reached; pictures it does not hold in its cache answer 503, uploads are refused",
        );
        down = { since: down?.since ?? now, logged: now };
      }
      const failure = new Unavailable(
        writing ? STORE_DOWN_WRITING : STORE_DOWN_READING,
        RETRY_AFTER_S,
      );
      failure.cause = error;
      throw failure;
    }
  }

  /** An object's body written to a local file; false when there is no such object. */
  const download = (name: string, file: string) =>
    attempt(false, async () => {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }),
        );
        await pipeline(object.Body as Readable, createWriteStream(file));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    });

  /** The object keys under a folder, all of them or only those directly in it. */
  async function keysUnder(folder: string, direct: boolean): Promise<string[]> {
    const objects = await listEveryObject(
      client,
      { Bucket: bucket, Prefix: `${keyOf(folder)}/`, ...(direct ? { Delimiter: "/" } : {}) },
      (send) => attempt(false, send),
    );
    return objects.flatMap((item) => (item.Key ? [item.Key] : []));
  }

  return {
    location: where,
    async write(name, bytes, type) {
      // Objects carry no ACL: they are as private as the bucket, served only by the server.
      await attempt(true, () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            Body: bytes,
            ContentType: type,
            ContentLength: bytes.byteLength,
            // What `npm run media:migrate` compares a copy by, whatever the ETag is.
            Metadata: { sha256: createHash("sha256").update(bytes).digest("hex") },
          }),
        ),
      );
      await cache.forget(name); // this process serves the new file from now on
    },
    async read(name) {
      return attempt(false, async () => {
        try {
          const object = await client.send(
            new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }),
          );
          return Buffer.from(await object.Body!.transformToByteArray());
        } catch (error) {
          if (isMissingObject(error)) return undefined;
          throw error;
        }
      });
    },
    open: (name, mayExist) =>
      cache.open(name, async (temp) => {
        if (mayExist && !(await mayExist())) return false;
        return download(name, temp);
      }),
    copyTo: (name, file) => download(name, file),
    async list(folder) {
      const prefix = `${keyOf(folder)}/`;
      return (await keysUnder(folder, true)).map((key) => key.slice(prefix.length));
    },
    async remove(name) {
      await attempt(true, () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) })),
      );
      await cache.forget(name);
    },
    async removeFolder(folder) {
      // One DELETE per object (a picture has at most ten sizes): DeleteObjects wants a checksum
      // header that not every S3-compatible service takes.
      for (const key of await keysUnder(folder, false)) {
        await attempt(true, () =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
        );
      }
      await cache.forget(folder, { folder: true });
    },
    async problem() {
      try {
        await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            MaxKeys: 1,
            ...(location.prefix ? { Prefix: `${location.prefix}/` } : {}),
          }),
        );
        return undefined;
      } catch (error) {
        return `${where}: ${describeS3Error(error, { ...location, endpoint })}`;
      }
    },
  };
}

/**
 * The media store the environment names: the bucket of MEDIA_S3_URL (with its disk cache under
 * DATA_DIR), else the folder MEDIA_DIR.
 */
export function mediaStorageFromEnv(env: Env, logger?: Logger): MediaStorage {
  if (!env.mediaBucket) return folderStorage(env.mediaDir);
  return bucketStorage({
    client: s3ClientFromEnv(env),
    location: env.mediaBucket,
    endpoint: env.AWS_ENDPOINT_URL_S3,
    cache: createDiskCache({ dir: env.mediaCacheDir, maxBytes: env.MEDIA_CACHE_MB * 1024 * 1024 }),
    logger,
  });
}
