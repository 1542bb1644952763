/**
 * `npm run media:migrate` as the owner runs it (the script, in a process of its own) against a
 * real S3 server: a media folder into the bucket and back, file for file; a run killed part-way
 * and run again; copies that were damaged replaced. The bucket's pictures are then served through
 * the media service on the site's own database (both engines).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { makeJpeg } from "../../testing/images.ts";
import { useS3Bucket } from "../../testing/s3-server.ts";
import { tempDirsPerTest } from "../../testing/temp-dir.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { readEnv } from "../env.ts";
import { createMediaService } from "./media.ts";
import { mediaStorageFromEnv } from "./media-bucket.ts";

const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/media-migrate.ts");

/** Every file under a media folder's two folders, by store name, with its bytes. */
function filesOf(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const top of ["originals", "variants"]) {
    for (const entry of readdirSync(path.join(folder, top), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile() || entry.name.startsWith(".")) continue;
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(folder, full).split(path.sep).join("/"), readFileSync(full));
    }
  }
  return files;
}

describe("npm run media:migrate", () => {
  const { s3, bucket } = useS3Bucket();
  const folder = tempDirsPerTest("easel-migrate-");

  /** The script's environment: MEDIA_DIR, and a folder of the bucket of the test's own. */
  const scriptEnv = (mediaDir: string, prefix: string) => ({
    ...process.env,
    ...s3().settings,
    DATA_DIR: path.dirname(mediaDir),
    MEDIA_DIR: mediaDir,
    MEDIA_S3_URL: `s3://${bucket()}/${prefix}`,
  });

  /** Runs the script; `stopAfter` kills it (SIGKILL) once it has said it copied that many files. */
  function migrate(env: NodeJS.ProcessEnv, direction: string, stopAfter?: number) {
    const child: ChildProcess = spawn(process.execPath, [SCRIPT, direction], { env });
    let out = "";
    let err = "";
    child.stdout!.on("data", (chunk) => {
      out += String(chunk);
      if (stopAfter && (out.match(/^ {2}copied /gm) ?? []).length >= stopAfter)
        child.kill("SIGKILL");
    });
    child.stderr!.on("data", (chunk) => {
      err += String(chunk);
    });
    return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
      child.once("exit", (code) => resolve({ code, out, err })),
    );
  }

  /** The objects under a prefix, by store name, with their bytes. */
  async function objectsOf(prefix: string): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    for (const key of (await s3().objects(bucket(), `${prefix}/`)).keys())
      found.set(key.slice(prefix.length + 1), await s3().read(bucket(), key));
    return found;
  }

  describeApp("a site's media folder", {}, (t) => {
    /** Two real pictures, and copies of their files under other keys: many files to copy. */
    async function fillFolder() {
      const media = t.services.env.mediaDir;
      const assets = [
        await t.services.media.ingest(await makeJpeg(900, 600), "heron.jpg", "shop"),
        await t.services.media.ingest(await makeJpeg(600, 900), "wren.jpg", "portfolio"),
      ];
      for (let n = 0; n < 6; n++) {
        const key = randomBytes(16).toString("hex");
        cpSync(path.join(media, "variants", assets[0]!.key), path.join(media, "variants", key), {
          recursive: true,
        });
        cpSync(
          path.join(media, "originals", `${assets[0]!.key}.jpg`),
          path.join(media, "originals", `${key}.jpg`),
        );
      }
      // Neither is a picture the store wrote: never copied.
      writeFileSync(path.join(media, "notes.txt"), "not a picture");
      writeFileSync(path.join(media, "variants", assets[0]!.key, ".400.webp.123.ab.tmp"), "half");
      return { media, assets };
    }

    it("copies the folder into the bucket, which then serves every picture, and back into an empty folder, file for file", async () => {
      const { media, assets } = await fillFolder();
      const prefix = `copy-${t.database.handle.dialect}`;
      const there = await migrate(scriptEnv(media, prefix), "--to-s3");
      expect(there.err).toBe("");
      expect(there.code).toBe(0);
      const files = filesOf(media);
      expect(there.out).toContain(`Done: ${files.size} files copied`);
      expect(await objectsOf(prefix)).toEqual(files);

      // A media service on the bucket (as the server with MEDIA_S3_URL) serves each picture.
      const cacheDir = folder();
      const bucketEnv = readEnv({ ...scriptEnv(media, prefix), DATA_DIR: cacheDir });
      const served = createMediaService({
        db: t.db(),
        dataDir: cacheDir,
        storage: mediaStorageFromEnv(bucketEnv),
      });
      for (const asset of assets) {
        const opened = await served.openVariant(asset.key, `${asset.widths[0]}.webp`);
        expect(opened?.size).toBe(
          files.get(`variants/${asset.key}/${asset.widths[0]}.webp`)?.length,
        );
        await opened?.handle.close();
      }

      const back = path.join(folder(), "media");
      const home = await migrate(scriptEnv(back, prefix), "--to-local");
      expect(home.code).toBe(0);
      expect(filesOf(back)).toEqual(files);
      // Run again, each way: everything is already there.
      expect((await migrate(scriptEnv(back, prefix), "--to-local")).out).toContain(
        `Done: 0 files copied (0.0 MB), ${files.size} already there, of ${files.size}.`,
      );
      expect((await migrate(scriptEnv(media, prefix), "--to-s3")).out).toContain(
        `0 files copied (0.0 MB), ${files.size} already there`,
      );
    });

    it("goes on after a run killed part-way, and replaces copies that differ", async () => {
      const { media } = await fillFolder();
      const prefix = `resume-${t.database.handle.dialect}`;
      const env = scriptEnv(media, prefix);
      const files = filesOf(media);
      const killed = await migrate(env, "--to-s3", 3);
      expect(killed.code).toBeNull(); // SIGKILL, before it was done
      const copiedFirst = (killed.out.match(/^ {2}copied /gm) ?? []).length;
      expect(copiedFirst).toBeGreaterThanOrEqual(3);
      expect(copiedFirst).toBeLessThan(files.size);
      // One copy made damaged in the bucket: its size is right, its bytes are not.
      const [damagedName, damagedBytes] = [...(await objectsOf(prefix))][0]!;
      await s3().client.send(
        new PutObjectCommand({
          Bucket: bucket(),
          Key: `${prefix}/${damagedName}`,
          Body: Buffer.alloc(damagedBytes.length, 1),
        }),
      );

      // Every good copy is left alone (those the killed run made but had not yet said too).
      const before = await objectsOf(prefix);
      const good = [...before].filter(([name, bytes]) => files.get(name)?.equals(bytes)).length;
      expect(good).toBeGreaterThanOrEqual(copiedFirst - 1);

      const resumed = await migrate(env, "--to-s3");
      expect(resumed.code).toBe(0);
      const [, copied, skipped] = /Done: (\d+) files copied .*, (\d+) already there/.exec(
        resumed.out,
      )!;
      expect(Number(skipped)).toBe(good);
      expect(Number(copied)).toBe(files.size - good);
      expect(resumed.out).toContain(`  copied ${damagedName} `);
      expect(await objectsOf(prefix)).toEqual(files);

      // Back to a folder where one file was cut short: it is copied again.
      const back = path.join(folder(), "media");
      mkdirSync(back);
      expect((await migrate(scriptEnv(back, prefix), "--to-local")).code).toBe(0);
      const cut = path.join(back, damagedName);
      truncateSync(cut, 10);
      const again = await migrate(scriptEnv(back, prefix), "--to-local");
      expect(again.out).toContain(`Done: 1 files copied`);
      expect(filesOf(back)).toEqual(files);
    });
  });

  it("says what is wrong, and exits, when the bucket cannot be used", async () => {
    const media = folder();
    mkdirSync(path.join(media, "originals"));
    writeFileSync(path.join(media, "originals", `${"a".repeat(32)}.jpg`), "jpeg");
    const env = { ...scriptEnv(media, "x"), MEDIA_S3_URL: "s3://no-such-pictures/media" };
    const result = await migrate(env, "--to-s3");
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'Stopped: the bucket "no-such-pictures" does not exist at http://127.0.0.1',
    );
    expect(result.err).toContain("run the same command again to go on");
    const unsaid = await migrate(env, "--sideways");
    expect(unsaid.code).toBe(2);
    expect(unsaid.err).toContain("Say which way");
  });
});
