/**
 * `npm run media:migrate`: copies a media folder (MEDIA_DIR) into the bucket of MEDIA_S3_URL, or
 * the bucket back into the folder. Each file is copied whole (a PUT, or a temporary file renamed
 * into place) and checked after; a file already at the other end with the same size and checksum
 * is left alone, so a run that was interrupted is simply run again.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { eachAtOnce } from "./each-at-once.ts";
import { insideMedia } from "./media-checks.ts";
import { storageSegments, writeAtomically } from "./media-storage.ts";
import { headObject, listEveryObject, objectKey, type S3Location } from "./s3-client.ts";

/** The media store's two folders: nothing else in MEDIA_DIR or the bucket's folder is copied. */
const TOP_FOLDERS = ["originals", "variants"];
const CONCURRENCY = 4;

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

export interface MigrateOptions {
  direction: "to-s3" | "to-local";
  /** MEDIA_DIR. */
  folder: string;
  client: S3Client;
  location: S3Location;
  /** Told of each file as it is done. */
  onFile?: (file: { name: string; bytes: number; copied: boolean }) => void;
}

export interface MigrateResult {
  total: number;
  copied: number;
  /** Already at the other end with the same size and checksum. */
  skipped: number;
  bytes: number;
}

/** What a file's bytes are checked by: its MD5 (S3's ETag of a single PUT) and SHA-256. */
function digests(bytes: Uint8Array) {
  return {
    md5: createHash("md5").update(bytes).digest("hex"),
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

/**
 * Whether a stored object is these bytes: the same size, and the SHA-256 it was written with (the
 * server and this script record it) or else a plain MD5 ETag; an object with neither (a multipart
 * upload's ETag, server-side encryption's) is judged by its size.
 */
function sameObject(
  object: { size: number; etag?: string | undefined; sha256?: string | undefined },
  bytes: Uint8Array,
): boolean {
  if (object.size !== bytes.byteLength) return false;
  const mine = digests(bytes);
  if (object.sha256) return object.sha256 === mine.sha256;
  const etag = object.etag?.replaceAll('"', "");
  if (etag && /^[a-f0-9]{32}$/.test(etag)) return etag === mine.md5;
  return true;
}

/** Every file of the media folder, by its store name (`variants/{key}/{width}.webp`…). */
async function folderNames(folder: string): Promise<string[]> {
  const names: string[] = [];
  for (const top of TOP_FOLDERS) {
    const root = path.join(folder, top);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const name = path
        .relative(folder, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join("/");
      if (isStoreName(name)) names.push(name);
    }
  }
  return names.sort();
}

/** A name the media store writes: plain segments (no temporary dot files) under its two folders. */
function isStoreName(name: string): boolean {
  try {
    return TOP_FOLDERS.includes(storageSegments(name)[0]!);
  } catch {
    return false;
  }
}

/** Every object under the location's folder, by its store name, with its size and ETag. */
async function bucketObjects(client: S3Client, location: S3Location) {
  const prefix = objectKey(location, "");
  const objects = new Map<string, { size: number; etag: string | undefined }>();
  for (const item of await listEveryObject(client, { Bucket: location.bucket, Prefix: prefix })) {
    const name = item.Key?.slice(prefix.length) ?? "";
    if (isStoreName(name)) objects.set(name, { size: item.Size ?? 0, etag: item.ETag });
  }
  return objects;
}

/** Copies the folder into the bucket, or the bucket into the folder; see the module's comment. */
export async function migrateMedia(options: MigrateOptions): Promise<MigrateResult> {
  const { client, location, folder } = options;
  const result: MigrateResult = { total: 0, copied: 0, skipped: 0, bytes: 0 };
  const fileOf = (name: string) =>
    storageSegments(name).reduce((parent, segment) => insideMedia(parent, segment), folder);
  const done = (name: string, bytes: number, copied: boolean) => {
    if (copied) {
      result.copied++;
      result.bytes += bytes;
    } else result.skipped++;
    options.onFile?.({ name, bytes, copied });
  };

  if (options.direction === "to-s3") {
    const names = await folderNames(folder);
    result.total = names.length;
    await eachAtOnce(names, CONCURRENCY, async (name) => {
      const bytes = await readFile(fileOf(name));
      const there = await headObject(client, location, name);
      const present = there && {
        size: there.ContentLength ?? -1,
        etag: there.ETag,
        sha256: there.Metadata?.sha256,
      };
      if (present && sameObject(present, bytes)) return done(name, bytes.byteLength, false);
      const { md5, sha256 } = digests(bytes);
      const put = await client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: objectKey(location, name),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: TYPES[name.split(".").at(-1) ?? ""] ?? "application/octet-stream",
          Metadata: { sha256 },
        }),
      );
      const etag = put.ETag?.replaceAll('"', "");
      if (etag && /^[a-f0-9]{32}$/.test(etag) && etag !== md5) {
        throw new Error(`${name} arrived changed in the bucket (its checksum differs): run again`);
      }
      done(name, bytes.byteLength, true);
    });
    return result;
  }

  const objects = await bucketObjects(client, location);
  result.total = objects.size;
  await eachAtOnce([...objects], CONCURRENCY, async ([name, object]) => {
    const file = fileOf(name);
    const local = await stat(file).catch(() => undefined);
    if (local?.size === object.size) {
      let sha256: string | undefined;
      if (!/^"?[a-f0-9]{32}"?$/.test(object.etag ?? "")) {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: location.bucket, Key: objectKey(location, name) }),
        );
        sha256 = head.Metadata?.sha256;
      }
      if (sameObject({ ...object, sha256 }, await readFile(file))) {
        return done(name, object.size, false);
      }
    }
    const got = await client.send(
      new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(location, name) }),
    );
    const bytes = await got.Body!.transformToByteArray();
    if (!sameObject({ size: object.size, etag: got.ETag, sha256: got.Metadata?.sha256 }, bytes)) {
      throw new Error(
        `${name} arrived changed from the bucket (its size or checksum differs): run again`,
      );
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file, bytes);
    done(name, bytes.byteLength, true);
  });
  return result;
}
