/**
 * S3-compatible storage (AWS, Backblaze B2, Cloudflare R2, MinIO, Scaleway…): an `s3://` address,
 * a client configured by the AWS SDK's own variables as the environment gives them, and its
 * failures in words an owner can act on (decision 024).
 */
import type { S3Client } from "@aws-sdk/client-s3";

/** A bucket and a prefix inside it ("" for the bucket's top), without slashes at either end. */
export interface S3Location {
  bucket: string;
  prefix: string;
}

/** S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Reads `s3://bucket/prefix`; a string says what is wrong with it. */
export function parseS3Url(url: string): S3Location | string {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/i.exec(url.trim());
  if (!match) return "must look like s3://bucket/prefix";
  const [, bucket = "", rest = ""] = match;
  if (!BUCKET.test(bucket))
    return `names the bucket ${JSON.stringify(bucket)}: a bucket name is 3 to 63 lower-case letters, digits, dots and hyphens`;
  const prefix = rest.replace(/^\/+|\/+$/g, "");
  if (
    prefix !== "" &&
    prefix.split("/").some((part) => part === "" || part === "." || part === "..")
  )
    return "has an empty, . or .. part in its prefix";
  return { bucket, prefix };
}

/** The key of `name` under the location's prefix. */
export const keyOf = (location: S3Location, name: string): string =>
  location.prefix ? `${location.prefix}/${name}` : name;

/** `s3://bucket/prefix[/name]`, as the owner reads and types it. */
export const s3Url = (location: S3Location, name?: string): string =>
  `s3://${location.bucket}${name ? `/${keyOf(location, name)}` : location.prefix ? `/${location.prefix}` : ""}`;

/** The variables a client is made from (server/env.ts). */
export interface S3Environment {
  AWS_ACCESS_KEY_ID?: string | undefined;
  AWS_SECRET_ACCESS_KEY?: string | undefined;
  AWS_REGION?: string | undefined;
  AWS_ENDPOINT_URL_S3?: string | undefined;
  AWS_S3_FORCE_PATH_STYLE?: boolean | undefined;
}

/**
 * A client for the storage the environment names. Path-style addresses (`endpoint/bucket/key`)
 * whenever an endpoint is set, since every S3-compatible service takes them and some (MinIO on
 * one host name) take nothing else; AWS_S3_FORCE_PATH_STYLE=0 or 1 decides otherwise. Checksums
 * only where S3 requires them: the SDK's newer default ones are refused by some compatible
 * services, and the backup is checked end to end anyway. A storage that does not answer gives up
 * within seconds, never holding a backup (or the doctor) for ever. The SDK is loaded here, on
 * first use: it costs a server that never uses it 35 MB and half a second at start.
 */
export async function createS3Client(env: S3Environment): Promise<S3Client> {
  const { S3Client } = await import("@aws-sdk/client-s3");
  return new S3Client({
    region: env.AWS_REGION ?? "us-east-1",
    ...(env.AWS_ENDPOINT_URL_S3 ? { endpoint: env.AWS_ENDPOINT_URL_S3 } : {}),
    forcePathStyle: env.AWS_S3_FORCE_PATH_STYLE ?? Boolean(env.AWS_ENDPOINT_URL_S3),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
  });
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * What went wrong with the storage, in a sentence naming the setting to check: a bucket that is
 * not there, credentials it refuses, an endpoint that does not answer, anything else the storage
 * said; undefined for an error that is not the storage's.
 */
export function describeS3Error(
  error: unknown,
  location: S3Location,
  variable: string,
  env: S3Environment,
): string | undefined {
  const where = env.AWS_ENDPOINT_URL_S3 ?? "AWS S3";
  const { name, code, message } = (error ?? {}) as {
    name?: string;
    code?: string;
    message?: string;
  };
  // The storage's own answers carry `$metadata` (the SDK's S3ServiceException, not loaded here).
  const answered = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata;
  const status = answered?.httpStatusCode;
  const noBucket = `The bucket ${JSON.stringify(location.bucket)} does not exist at ${where}: check ${variable} (and AWS_ENDPOINT_URL_S3).`;
  if (name === "NoSuchBucket") return noBucket;
  if (
    name === "InvalidAccessKeyId" ||
    name === "SignatureDoesNotMatch" ||
    name === "AccessDenied" ||
    name === "InvalidToken" ||
    name === "ExpiredToken" ||
    status === 403
  )
    return `${where} refused the credentials for ${s3Url(location)}: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that they may read and write that bucket.`;
  if (name === "CredentialsProviderError")
    return `There are no credentials for ${where}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`;
  if ((code && NETWORK_CODES.has(code)) || name === "TimeoutError" || name === "RequestTimeout")
    return `${where} cannot be reached (${code ?? name}): check AWS_ENDPOINT_URL_S3 and the network.`;
  if (status === 404 && name !== "NoSuchKey") return noBucket;
  if (status !== undefined && name)
    return `${where} answered for ${s3Url(location)}: ${name}: ${message}`;
  return undefined;
}
