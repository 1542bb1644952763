/**
 * An S3-protocol server of the test's own (s3rver, on a free port, its objects in a temp folder):
 * the real SDK talks to it over HTTP, as it would to MinIO or R2. Never a mock of the SDK.
 */
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { beforeAll } from "vitest";
import { type S3Settings, s3ClientFromEnv } from "../server/services/s3-client.ts";
import { perSuite } from "./lifetimes.ts";
import { makeTempDir, removeTempDir } from "./temp-dir.ts";

export interface S3Server {
  endpoint: string;
  /** The AWS_* variables that reach it (s3rver's own credentials). */
  settings: Required<
    Pick<
      S3Settings,
      "AWS_ENDPOINT_URL_S3" | "AWS_REGION" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY"
    >
  >;
  client: S3Client;
  /** A bucket made for this server, with a name of its own. */
  createBucket(): Promise<string>;
  /** Every object under `prefix` of `bucket`, key → size. */
  objects(bucket: string, prefix?: string): Promise<Map<string, number>>;
  /** An object's bytes. */
  read(bucket: string, key: string): Promise<Buffer>;
  /** Stops answering: connections are refused until `start`. */
  stop(): Promise<void>;
  /** Answers again, on the same port, with the same objects. */
  start(): Promise<void>;
  close(): Promise<void>;
}

let buckets = 0;

export async function startS3Server(): Promise<S3Server> {
  const directory = makeTempDir("easel-s3-");
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ port, address: "127.0.0.1", silent: true, directory });
    ({ port } = await server.run());
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.httpServer.closeAllConnections();
    await running.close();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = {
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  const client = s3ClientFromEnv(settings);
  return {
    endpoint,
    settings,
    client,
    async createBucket() {
      const name = `easel-${process.pid}-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async objects(bucket, prefix = "") {
      const found = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) found.set(item.Key!, item.Size ?? 0);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async read(bucket, key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      removeTempDir(directory);
    },
  };
}

/** An S3 server for the calling suite, started before its first test and closed after its last. */
export function useS3Server(): () => S3Server {
  return perSuite("useS3Server: the server", startS3Server, (server) => server.close());
}

/**
 * An S3 server for the calling suite (see `useS3Server`) with one bucket made before its first
 * test: the server, and the bucket's name.
 */
export function useS3Bucket(): { s3: () => S3Server; bucket: () => string } {
  const s3 = useS3Server();
  let bucket: string | undefined;
  beforeAll(async () => {
    bucket = await s3().createBucket();
  });
  return {
    s3,
    bucket: () => {
      if (bucket === undefined) throw new Error("useS3Bucket: the bucket exists only in the suite");
      return bucket;
    },
  };
}
