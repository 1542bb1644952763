/**
 * A real S3-protocol server for the tests (s3rver, files in a folder of its own), started by the
 * test itself: never a stand-in for the AWS SDK. Its settings are the ones an owner would set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { createS3Client } from "../s3-storage.ts";

export interface S3Server {
  /** The storage's AWS_* settings (s3rver's own credentials, path-style by the endpoint). */
  env: Record<string, string>;
  /** Makes a bucket. */
  bucket(name: string): Promise<void>;
  /** The keys in a bucket under a prefix, sorted. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  /** An object's bytes. */
  read(bucket: string, key: string): Promise<Buffer>;
  /** Writes an object, as another program might. */
  write(bucket: string, key: string, body: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "easel-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = await server.run();
  const env = {
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    AWS_REGION: "us-east-1",
  };
  const client = await createS3Client(env);
  return {
    env,
    async bucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    async keys(bucket, prefix = "") {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((item) => item.Key ?? "").sort();
    },
    async read(bucket, key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async write(bucket, key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A storage of the calling test file's own, with `bucket` in it: started before its tests and
 * closed after them. Returns the storage (there only while the file's tests run).
 */
export function s3ServerForFile(bucket: string): () => S3Server {
  let server: S3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server();
    await server.bucket(bucket);
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error("s3ServerForFile: the storage runs only while the tests do");
    return server;
  };
}
