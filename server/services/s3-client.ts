/**
 * The one way Easel speaks to S3-compatible storage (AWS S3, Backblaze B2, Cloudflare R2, MinIO,
 * Scaleway…): `s3://bucket/prefix` addresses, a client configured by the AWS SDK's own variables,
 * and the words an owner reads when the storage cannot be used.
 */
import {
  type _Object,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  S3Client,
} from "@aws-sdk/client-s3";

/** A bucket and the folder inside it (`""` for the whole bucket; never a leading or trailing /). */
export interface S3Location {
  bucket: string;
  prefix: string;
}

/** S3's rule for bucket names (3–63 lower-case letters, digits, dots and dashes), kept loosely. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/;

/**
 * `s3://bucket/prefix` → `{ bucket, prefix }`. Throws an Error whose message says what to write
 * instead; env.ts turns it into a configuration error.
 */
export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(url.trim());
  if (!match) {
    throw new Error(`must look like s3://bucket/folder (got ${JSON.stringify(url)})`);
  }
  const bucket = match[1] ?? "";
  if (!BUCKET.test(bucket) || bucket.includes("..")) {
    throw new Error(
      `names no valid bucket (${JSON.stringify(bucket)}): 3 to 63 lower-case letters, digits, dots and dashes, as in s3://my-shop-pictures/media`,
    );
  }
  const prefix = withoutOuterSlashes(match[2] ?? "");
  const segments = prefix === "" ? [] : prefix.split("/");
  if (segments.some((segment) => !PREFIX_SEGMENT.test(segment) || /^\.+$/.test(segment))) {
    throw new Error(
      `has a folder (${JSON.stringify(prefix)}) that is not plain names of letters, digits, dots, dashes and underscores separated by /`,
    );
  }
  return { bucket, prefix };
}

/** The object key of `name` inside a location's prefix. */
export const objectKey = ({ prefix }: S3Location, name: string) =>
  prefix ? `${prefix}/${name}` : name;

/** The AWS SDK's own variables, as env.ts reads them (strings, or a flag already read). */
export interface S3Settings {
  AWS_REGION?: string | undefined;
  AWS_ENDPOINT_URL_S3?: string | undefined;
  AWS_ACCESS_KEY_ID?: string | undefined;
  AWS_SECRET_ACCESS_KEY?: string | undefined;
  AWS_SESSION_TOKEN?: string | undefined;
  /** Path-style addresses (`endpoint/bucket/key`): the default when an endpoint is set. */
  S3_FORCE_PATH_STYLE?: boolean | string | undefined;
}

/** Whether addresses are path-style: said by S3_FORCE_PATH_STYLE, else when an endpoint is set. */
export function pathStyle(env: S3Settings): boolean {
  const said = env.S3_FORCE_PATH_STYLE;
  if (typeof said === "boolean") return said;
  if (said !== undefined && said !== "") return said === "1" || said === "true";
  return Boolean(env.AWS_ENDPOINT_URL_S3);
}

/**
 * A client for the storage the environment names. Credentials: AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY when set, else the SDK's own chain (a profile, an instance role).
 * Region: AWS_REGION, else us-east-1 (what most other providers accept). Checksums only where an
 * operation requires them: the SDK's newer default adds headers that several S3-compatible
 * services refuse. A connection that cannot be made is given up after 5 s, and each request is
 * tried at most three times, so an unreachable endpoint is a clear error within seconds, not a
 * hung request.
 */
export function s3ClientFromEnv(env: S3Settings): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || undefined;
  const keyId = env.AWS_ACCESS_KEY_ID || undefined;
  const secret = env.AWS_SECRET_ACCESS_KEY || undefined;
  return new S3Client({
    region: env.AWS_REGION || "us-east-1",
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: pathStyle(env),
    ...(keyId && secret
      ? {
          credentials: {
            accessKeyId: keyId,
            secretAccessKey: secret,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * The storage's word for a missing object: GetObject's NoSuchKey, HeadObject's bare 404 (never a
 * missing bucket, which is a 404 too).
 */
export function isMissingObject(error: unknown): boolean {
  const { name } = (error ?? {}) as { name?: string };
  return name === "NoSuchKey" || name === "NotFound";
}

/**
 * Every object whose key starts with `Prefix` (only those directly under it with a `Delimiter`),
 * page by page: a page holds 1,000 at most. `request` sends each page's request, for a caller
 * that handles a failure its own way.
 */
export async function listEveryObject(
  client: S3Client,
  input: { Bucket: string; Prefix: string; Delimiter?: string },
  request: (
    send: () => Promise<ListObjectsV2CommandOutput>,
  ) => Promise<ListObjectsV2CommandOutput> = (send) => send(),
): Promise<_Object[]> {
  const objects: _Object[] = [];
  let token: string | undefined;
  do {
    const page = await request(() =>
      client.send(
        new ListObjectsV2Command({ ...input, ...(token ? { ContinuationToken: token } : {}) }),
      ),
    );
    objects.push(...(page.Contents ?? []));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** What the storage knows of `name` (HeadObject: its size, ETag, metadata), or undefined without it. */
export async function headObject(
  client: S3Client,
  location: S3Location,
  name: string,
): Promise<HeadObjectCommandOutput | undefined> {
  try {
    return await client.send(
      new HeadObjectCommand({ Bucket: location.bucket, Key: objectKey(location, name) }),
    );
  } catch (error) {
    if (isMissingObject(error)) return undefined;
    throw error;
  }
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

const CREDENTIAL_ERRORS = new Set([
  "InvalidAccessKeyId",
  "SignatureDoesNotMatch",
  "AccessDenied",
  "InvalidToken",
  "ExpiredToken",
  "Forbidden",
]);

/** The low-level code of a network failure, however the SDK wrapped it. */
function networkCode(error: unknown): string | undefined {
  const seen = error as { code?: string; errors?: unknown[]; cause?: unknown; name?: string };
  if (seen?.code && NETWORK_CODES.has(seen.code)) return seen.code;
  if (seen?.name === "TimeoutError") return "timed out";
  for (const inner of [...(seen?.errors ?? []), seen?.cause]) {
    const code = inner ? networkCode(inner) : undefined;
    if (code) return code;
  }
  return undefined;
}

/**
 * Why a request to the storage failed, in words for the owner (the log, the doctor): a bucket
 * that does not exist, credentials it refuses, an endpoint it cannot reach, or what it said.
 */
export function describeS3Error(
  error: unknown,
  where: S3Location & { endpoint?: string | undefined },
): string {
  const name = (error as { name?: string })?.name ?? "";
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  const endpoint = where.endpoint ?? "AWS S3";
  const network = networkCode(error);
  if (network) {
    return `cannot connect to ${endpoint} (${network}): check AWS_ENDPOINT_URL_S3 and that the storage is up`;
  }
  if (name === "NoSuchBucket") {
    return `the bucket "${where.bucket}" does not exist at ${endpoint}: check the bucket's name, AWS_ENDPOINT_URL_S3 and AWS_REGION`;
  }
  if (CREDENTIAL_ERRORS.has(name) || status === 403) {
    return `${endpoint} refused the credentials for bucket "${where.bucket}" (${name || status}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that the key may read and write the bucket`;
  }
  if (name === "CredentialsProviderError") {
    return "no credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY";
  }
  if (name === "PermanentRedirect" || name === "AuthorizationHeaderMalformed" || status === 301) {
    return `the bucket "${where.bucket}" is in another region: set AWS_REGION to the bucket's region`;
  }
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return `${endpoint} answered ${name || "an error"}${status ? ` (HTTP ${status})` : ""}: ${message}`;
}

/** `text` without slashes at its start and end (a loop: a regular expression backtracks here). */
function withoutOuterSlashes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "/") start++;
  while (end > start && text[end - 1] === "/") end--;
  return text.slice(start, end);
}
