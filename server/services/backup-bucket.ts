/**
 * Off-site backups in their bucket (decision 024), through the AWS SDK: uploaded as a stream in
 * parts, read back and checked (then given their checksum object: backup-listing.ts), listed,
 * deleted and fetched.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { pipeline as pipelineCallback, type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  ArchiveFailed,
  BackupCheckFailed,
  CHECKSUM_SUFFIX,
  type StoredObject,
  s3Url,
} from "./backup-listing.ts";
import {
  headObject,
  isMissingObject,
  listEveryObject,
  objectKey,
  type S3Location,
} from "./s3-client.ts";

const MB = 1024 * 1024;

/**
 * Uploads `body` as `name` (parts of 8 MB, two at a time: what the upload holds in memory),
 * counting and hashing the bytes as they go. `body` failing fails the upload: half an archive is
 * never completed as if it were whole. `onProgress` hears the bytes sent after each part.
 */
export async function uploadBackup(
  client: S3Client,
  location: S3Location,
  name: string,
  body: Readable,
  onProgress?: (bytes: number) => void,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  let failure: Error | undefined;
  pipelineCallback(body, counted, (error) => {
    // A stream closed early was closed by the upload's end or failure: that is not the archive's.
    if (error && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE")
      failure ??= error;
  });
  const upload = new Upload({
    client,
    params: {
      Bucket: location.bucket,
      Key: objectKey(location, name),
      Body: counted,
      ContentType: "application/octet-stream",
    },
    partSize: 8 * MB,
    queueSize: 2,
    leavePartsOnError: false,
  });
  if (onProgress) upload.on("httpUploadProgress", (progress) => onProgress(progress.loaded ?? 0));
  try {
    await upload.done();
  } catch (error) {
    // The archive stops too (its gzip and the files it reads), not left waiting on a full pipe.
    counted.destroy();
    throw failure ? new ArchiveFailed({ cause: failure }) : error;
  }
  if (failure) {
    await deleteObjects(client, location, [name]).catch(() => {});
    throw new ArchiveFailed({ cause: failure });
  }
  return { size, sha256: hash.digest("hex") };
}

/** A SHA-256 of a stream, and how many bytes it had. */
async function digest(stream: AsyncIterable<Buffer>): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

/**
 * Reads the uploaded backup back, its size (HeadObject) and then every byte, and compares them
 * with what was sent; a match writes its checksum object, which makes it count. A mismatch
 * throws BackupCheckFailed.
 */
export async function checkBackup(
  client: S3Client,
  location: S3Location,
  name: string,
  sent: { size: number; sha256: string },
): Promise<void> {
  const where = { Bucket: location.bucket, Key: objectKey(location, name) };
  const head = await client.send(new HeadObjectCommand(where));
  if (head.ContentLength !== sent.size)
    throw new BackupCheckFailed(
      `${s3Url(location, name)} holds ${head.ContentLength} bytes where ${sent.size} were sent`,
    );
  const object = await client.send(new GetObjectCommand(where));
  const stored = await digest(object.Body as Readable);
  if (stored.size !== sent.size || stored.sha256 !== sent.sha256)
    throw new BackupCheckFailed(`${s3Url(location, name)} does not read back as it was sent`);
  await client.send(
    new PutObjectCommand({
      ...where,
      Key: `${where.Key}${CHECKSUM_SUFFIX}`,
      Body: `${sent.sha256}  ${name}\n`,
      ContentType: "text/plain",
    }),
  );
}

/** Every object under the prefix whose name starts as a backup's. */
export async function listObjects(client: S3Client, location: S3Location): Promise<StoredObject[]> {
  const start = objectKey(location, "");
  const objects: StoredObject[] = [];
  const listed = await listEveryObject(client, {
    Bucket: location.bucket,
    Prefix: objectKey(location, "easel-backup-"),
  });
  for (const item of listed) {
    const name = item.Key?.slice(start.length) ?? "";
    if (!name || name.includes("/")) continue;
    objects.push({
      name,
      size: item.Size ?? 0,
      lastModified: item.LastModified ?? new Date(0),
    });
  }
  return objects;
}

/** Deletes backups (and their checksum objects), one request each: every service has DeleteObject. */
export async function deleteObjects(
  client: S3Client,
  location: S3Location,
  names: string[],
): Promise<void> {
  for (const name of names) {
    await client.send(
      new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(location, name) }),
    );
  }
}

/**
 * Downloads a checked backup to `file`, hashing it on the way, and refuses it unless it matches
 * its checksum object (one without is a backup whose upload was never checked).
 */
export async function fetchBackup(
  client: S3Client,
  location: S3Location,
  name: string,
  file: string,
): Promise<void> {
  const key = objectKey(location, name);
  const checksum = await client
    .send(new GetObjectCommand({ Bucket: location.bucket, Key: `${key}${CHECKSUM_SUFFIX}` }))
    .then((answer) => answer.Body!.transformToString())
    .catch((error: unknown) => {
      if (!isMissingObject(error)) throw error;
      return undefined;
    });
  const expected = checksum?.split(/\s+/)[0];
  if (!expected) {
    if (!(await headObject(client, location, name)))
      throw new BackupCheckFailed(`there is no backup at ${s3Url(location, name)}`);
    throw new BackupCheckFailed(
      `${s3Url(location, name)} is not a checked backup (there is no ${name}${CHECKSUM_SUFFIX} beside it): its upload may not have finished`,
    );
  }
  const object = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: key }));
  const hash = createHash("sha256");
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(object.Body as Readable, hashed, createWriteStream(file, { flags: "wx" }));
  if (hash.digest("hex") !== expected)
    throw new BackupCheckFailed(`${s3Url(location, name)} does not match its checksum`);
}
