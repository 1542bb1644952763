/** Off-site backups in tests: real server processes making them, and the test's own storage. */
import { readFileSync } from "node:fs";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { expect, vi } from "vitest";
import type { OffsiteStatus } from "../server/services/backup-offsite.ts";
import { perSuite } from "./lifetimes.ts";
import { setOwnerPassword } from "./own-database.ts";
import { type S3Server, startS3Server } from "./s3-server.ts";
import type { ServerProcess } from "./server-process.ts";
import type { TestDatabase } from "./test-db.ts";

export const OWNER_PASSWORD = "the owner backs the shop up every night";

/** Gives the site the password `ownerOf` signs in with, as a first start does. */
export const setOwner = (database: TestDatabase): Promise<void> =>
  setOwnerPassword(database, OWNER_PASSWORD);

export interface OwnerAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field.
  body: any;
}

/** The owner, signed in on a server process: its requests, answered as JSON. */
export async function ownerOf(server: ServerProcess) {
  const response = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ password: OWNER_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  return async (pathname: string, init: RequestInit = {}): Promise<OwnerAnswer> => {
    const answer = await fetch(`${server.baseUrl}${pathname}`, {
      ...init,
      headers: { cookie, origin: server.baseUrl },
    });
    return { status: answer.status, body: await answer.json() };
  };
}

/** Waits until no backup is being made and `name` has ended, good or failed; the status then. */
export async function backupEnded(
  owner: Awaited<ReturnType<typeof ownerOf>>,
  name: string,
  timeout = 120_000,
): Promise<OffsiteStatus> {
  return vi.waitFor(
    async () => {
      const { body } = await owner("/api/admin/backups/offsite");
      const status = body as OffsiteStatus;
      expect(status.running).toBeNull();
      expect([status.lastGood?.name, status.lastFailure?.name]).toContain(name);
      return status;
    },
    { timeout, interval: 100 },
  );
}

/** A process's peak resident memory since it started (VmHWM), in MB. */
export function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/** The keys under `prefix` in a bucket of the test's storage, sorted. */
export async function keysIn(s3: S3Server, bucket: string, prefix: string): Promise<string[]> {
  return [...(await s3.objects(bucket, prefix)).keys()].sort();
}

/** Writes an object into the test's storage, as another program might. */
export async function putObject(s3: S3Server, bucket: string, key: string, body: string | Buffer) {
  await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
}

/** The calling test file's storage and a bucket in it (see `storageForFile`). */
export interface FileStorage {
  readonly s3: S3Server;
  readonly bucket: string;
  /** The keys under `prefix` in the bucket, sorted. */
  keys(prefix: string): Promise<string[]>;
}

/**
 * A storage of the calling test file's own, with a bucket in it: started before the file's tests
 * and closed after them. Read its properties inside a test.
 */
export function storageForFile(): FileStorage {
  const storage = perSuite(
    "storageForFile: the storage",
    async () => {
      const s3 = await startS3Server();
      try {
        return { s3, bucket: await s3.createBucket() };
      } catch (error) {
        await s3.close();
        throw error;
      }
    },
    ({ s3 }) => s3.close(),
  );
  return {
    get s3() {
      return storage().s3;
    },
    get bucket() {
      return storage().bucket;
    },
    keys: (prefix) => keysIn(storage().s3, storage().bucket, prefix),
  };
}
