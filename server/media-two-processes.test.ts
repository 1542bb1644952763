/**
 * Two real server processes on one PostgreSQL database of their own, their pictures in one bucket
 * (MEDIA_S3_URL) and no folder shared between them, as two machines behind a load balancer: a
 * picture uploaded through one is served by the other. When the bucket goes away, each serves what
 * its disk cache holds, answers 503 for the rest and for uploads, and its pages as ever.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../testing/images.ts";
import { useS3Server } from "../testing/s3-server.ts";
import { type ServerProcess, signedInOwner } from "../testing/server-process.ts";
import { makeTempDir, removeTempDir } from "../testing/temp-dir.ts";
import { useTwoServerProcesses } from "../testing/two-server-processes.ts";
import { STORE_DOWN_WRITING } from "./services/media-bucket.ts";

const PASSWORD = "two processes and one bucket";

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes and one picture bucket", () => {
  const s3 = useS3Server();
  let bucket = "";
  const dataDirs = { a: "", b: "" };

  beforeAll(async () => {
    bucket = await s3().createBucket();
    dataDirs.a = makeTempDir("easel-media-a-");
    dataDirs.b = makeTempDir("easel-media-b-");
  });
  afterAll(() => {
    for (const dir of Object.values(dataDirs)) if (dir) removeTempDir(dir);
  });
  const servers = useTwoServerProcesses("easel_media_two", PASSWORD, (name) => ({
    ...s3().settings,
    MEDIA_S3_URL: `s3://${bucket}/media`,
    EASEL_TEST_PAGES: "1",
    DATA_DIR: dataDirs[name],
  }));

  async function upload(server: ServerProcess, width: number) {
    const owner = await signedInOwner(server, PASSWORD);
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(await makeJpeg(width, 500))]), "heron.jpg");
    form.append("section", "shop");
    return owner(server, "/api/admin/upload", { method: "POST", body: form });
  }

  const get = (server: ServerProcess, pathname: string) => fetch(`${server.baseUrl}${pathname}`);

  it("serves from B a picture uploaded through A, each from its own cache folder", async () => {
    const uploaded = await upload(servers.a, 900);
    expect(uploaded.status).toBe(201);
    const [file] = ((await uploaded.json()) as { files: Array<{ path: string; key: string }> })
      .files;
    const response = await get(servers.b, file!.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      await s3().read(bucket, `media/variants/${file!.key}/400.webp`),
    );
    // No media folder anywhere: B fetched the picture into its own cache.
    for (const dir of Object.values(dataDirs))
      expect(existsSync(path.join(dir, "media"))).toBe(false);
    expect(readdirSync(path.join(dataDirs.b, "media-cache"))).toEqual([
      encodeURIComponent(`variants/${file!.key}/400.webp`),
    ]);
  });

  it("keeps serving its cache and its pages while the bucket is away, answers 503 for the rest, and recovers", async () => {
    const uploaded = await upload(servers.a, 1000);
    const [file] = ((await uploaded.json()) as { files: Array<{ path: string; key: string }> })
      .files;
    expect((await get(servers.b, file!.path)).status).toBe(200);
    await s3().stop();
    try {
      expect((await get(servers.b, file!.path)).status).toBe(200);
      const uncached = await get(servers.b, `/media/${file!.key}/200.webp`);
      expect(uncached.status).toBe(503);
      const refused = await upload(servers.a, 700);
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `Failed to upload heron.jpg: ${STORE_DOWN_WRITING}`,
      );
      for (const server of [servers.a, servers.b]) {
        const home = await get(server, "/");
        expect(home.status).toBe(200);
        expect(await home.text()).toContain("<html");
        expect(server.child.exitCode).toBeNull();
      }
      expect(servers.a.stderr + servers.b.stderr).not.toMatch(/uncaught|unhandled/i);
    } finally {
      await s3().start();
    }
    expect((await get(servers.b, `/media/${file!.key}/200.webp`)).status).toBe(200);
    expect((await upload(servers.b, 700)).status).toBe(201);
  });
});
