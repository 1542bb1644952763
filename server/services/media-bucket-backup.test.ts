/**
 * Backups of a site whose pictures are in a bucket: the archive holds the bucket's originals, and
 * a restore with MEDIA_S3_URL puts them, and every size made from them, into the bucket. A real
 * S3 server, both engines.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { place } from "../../testing/backup-sites.ts";
import { makeJpeg } from "../../testing/images.ts";
import { useS3Server } from "../../testing/s3-server.ts";
import { useTempDir } from "../../testing/temp-dir.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { readEnv } from "../env.ts";
import { restoreArchive } from "./backup.ts";
import { mediaStorageFromEnv } from "./media-bucket.ts";

describe("backups with MEDIA_S3_URL", () => {
  const s3 = useS3Server();
  const env: Record<string, string> = {};
  let bucket = "";
  beforeAll(async () => {
    bucket = await s3().createBucket();
    Object.assign(env, s3().settings, { MEDIA_S3_URL: `s3://${bucket}/media` });
  });
  const work = useTempDir("easel-bucket-backup-");

  describeApp("a site with its pictures in a bucket", { owner: true, env }, (t, kind) => {
    it("downloads a backup with the bucket's originals, which restores into a bucket with every size", async () => {
      const asset = await t.services.media.ingest(await makeJpeg(900, 600), "wren.jpg", "shop");
      const response = await t.request("/api/admin/backup", { headers: { cookie: t.cookie } });
      expect(response.status).toBe(200);
      const file = path.join(work.path, "backup.tar.gz");
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const content = path.join(work.path, "content");
      mkdirSync(content);
      execFileSync("tar", ["-xzf", file, "-C", content]);
      expect(readFileSync(path.join(content, "originals", `${asset.key}.jpg`))).toEqual(
        await s3().read(bucket, `media/originals/${asset.key}.jpg`),
      );

      const where = place(kind);
      try {
        const target = await s3().createBucket();
        const restored = readEnv({
          ...s3().settings,
          DATA_DIR: where.dataDir,
          MEDIA_S3_URL: `s3://${target}/restored`,
        });
        const result = await restoreArchive(
          where.options(file, { bucket: mediaStorageFromEnv(restored) }),
        );
        expect(result.images).toBe(1);
        const objects = [...(await s3().objects(target)).keys()].sort();
        expect(objects).toEqual([
          `restored/originals/${asset.key}.jpg`,
          ...asset.widths.flatMap((width) => [
            `restored/variants/${asset.key}/${width}.avif`,
            `restored/variants/${asset.key}/${width}.webp`,
          ]),
        ]);
        // No media folder was made or swapped, nor a cache: the pictures are the bucket's.
        expect(existsSync(path.join(where.dataDir, "media"))).toBe(false);
        expect(existsSync(path.join(where.dataDir, "media-cache"))).toBe(false);
        expect(result.previous).toBeUndefined();
      } finally {
        await where.dispose();
      }
    });
  });
});
