/**
 * Backups of a site whose pictures are in a bucket: the archive holds the bucket's originals, and
 * a restore with MEDIA_S3_URL puts them, and every size made from them, into the bucket; an
 * off-site backup (BACKUP_S3_URL) takes them from the bucket too, and restores into an empty data
 * folder with its pictures. A real S3 server, both engines.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openSite, place } from "../../testing/backup-sites.ts";
import { makeJpeg } from "../../testing/images.ts";
import { useS3Bucket } from "../../testing/s3-server.ts";
import { useTempDir } from "../../testing/temp-dir.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { readEnv } from "../env.ts";
import { restoreArchive } from "./backup.ts";
import { downloadOffsiteBackup } from "./backup-offsite.ts";
import { mediaStorageFromEnv } from "./media-bucket.ts";

const PASSPHRASE = "the pictures live in a bucket of their own";

describe("backups with MEDIA_S3_URL", () => {
  const { s3, bucket } = useS3Bucket();
  const env: Record<string, string> = {};
  /** Where the off-site backups go: a bucket apart from the pictures' one. */
  let backups = "";
  beforeAll(async () => {
    backups = await s3().createBucket();
    Object.assign(env, s3().settings, {
      MEDIA_S3_URL: `s3://${bucket()}/media`,
      BACKUP_S3_URL: `s3://${backups}/shop`,
      BACKUP_PASSPHRASE: PASSPHRASE,
    });
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
        await s3().read(bucket(), `media/originals/${asset.key}.jpg`),
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

    it("makes an off-site backup with the bucket's originals, which restores into an empty data folder with its pictures", async () => {
      const asset = await t.services.media.ingest(await makeJpeg(900, 600), "heron.jpg", "shop");
      // Only the bucket holds the original: nothing of it is in a media folder to be read instead.
      expect(existsSync(path.join(t.services.env.mediaDir, "originals"))).toBe(false);
      const started = await t.owner("/api/admin/backups/offsite", { method: "POST" });
      expect(started.status).toBe(202);
      await t.services.backups.settled();
      const listed = await t.owner("/api/admin/backups");
      expect(listed.body).toEqual([
        expect.objectContaining({
          name: started.body.name,
          location: `s3://${backups}/shop/${started.body.name}`,
        }),
      ]);

      const where = place(kind);
      try {
        const fetched = path.join(where.parent, "fetched");
        mkdirSync(fetched);
        const file = await downloadOffsiteBackup(t.services.env, listed.body[0].location, fetched);
        const result = await restoreArchive(where.options(file, { passphrase: PASSPHRASE }));
        expect(result.images).toBe(1);
        const media = path.join(where.dataDir, "media");
        expect(readFileSync(path.join(media, "originals", `${asset.key}.jpg`))).toEqual(
          await s3().read(bucket(), `media/originals/${asset.key}.jpg`),
        );
        expect(readdirSync(path.join(media, "variants", asset.key)).sort()).toEqual(
          asset.widths.flatMap((width) => [`${width}.avif`, `${width}.webp`]).sort(),
        );
        const site = await openSite(kind, where.dataDir, where.schema);
        try {
          const width = asset.widths[0]!;
          const picture = await site.request(`/media/${asset.key}/${width}.webp`);
          expect(picture.status).toBe(200);
          expect(picture.headers.get("content-type")).toBe("image/webp");
        } finally {
          await site.close();
        }
      } finally {
        await where.dispose();
      }
    });
  });
});
