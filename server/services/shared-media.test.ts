/**
 * Images in a folder several server processes share: MEDIA_DIR says where, and every
 * file is written under a temporary name and renamed into place, so two processes re-optimising
 * the same images never serve a missing or half-written file.
 */
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeJpeg } from "../../testing/images.ts";
import { tempDirsPerTest } from "../../testing/temp-dir.ts";
import { useTestApp, useTestDatabase } from "../../testing/use-test-app.ts";
import { readEnv } from "../env.ts";
import { createMediaService } from "./media.ts";

const folder = tempDirsPerTest("easel-media-");

describe("MEDIA_DIR", () => {
  it("defaults to DATA_DIR/media and can point anywhere", () => {
    expect(readEnv({ DATA_DIR: "/srv/easel" }).mediaDir).toBe("/srv/easel/media");
    expect(readEnv({ DATA_DIR: "/srv/easel", MEDIA_DIR: "/mnt/shared/media" }).mediaDir).toBe(
      "/mnt/shared/media",
    );
  });

  describe("through the app", () => {
    const shared = folder();
    const t = useTestApp("sqlite", { owner: true, env: { MEDIA_DIR: shared } });

    it("stores uploads there and serves them from there", async () => {
      const asset = await t.services.media.ingest(await makeJpeg(900, 600), "a.jpg", "portfolio");
      expect(readdirSync(path.join(shared, "variants", asset.key)).length).toBeGreaterThan(0);
      expect(readdirSync(path.join(shared, "originals"))).toEqual([`${asset.key}.jpg`]);
      const served = await t.request(`/media/${asset.key}/${asset.widths[0]}.webp`);
      expect(served.status).toBe(200);
    });
  });
});

describe("two processes re-optimising the same images", () => {
  const t = useTestDatabase("sqlite");

  it("never leave a variant missing or half-written for a reader", async () => {
    const mediaDir = folder();
    const a = createMediaService({ db: t.handle.db, dataDir: t.dataDir, mediaDir });
    const b = createMediaService({ db: t.handle.db, dataDir: t.dataDir, mediaDir });
    const assets = [
      await a.ingest(await makeJpeg(1600, 1200), "one.jpg", "portfolio"),
      await a.ingest(await makeJpeg(1200, 1600), "two.jpg", "portfolio"),
    ];
    const files = assets.flatMap((asset) =>
      readdirSync(path.join(mediaDir, "variants", asset.key)).map((name) =>
        path.join(mediaDir, "variants", asset.key, name),
      ),
    );
    let working = true;
    let reads = 0;
    const problems: string[] = [];
    const reader = (async () => {
      while (working) {
        for (const file of files) {
          try {
            const meta = await sharp(await readFile(file)).metadata();
            if (!meta.width) problems.push(`${file}: no width`);
            reads++;
          } catch (error) {
            problems.push(`${path.basename(file)}: ${(error as Error).message}`);
          }
        }
      }
    })();
    try {
      for (let round = 0; round < 2; round++)
        await Promise.all([a.reoptimize("portfolio"), b.reoptimize("portfolio")]);
    } finally {
      working = false;
      await reader;
    }
    expect(problems).toEqual([]);
    expect(reads).toBeGreaterThan(files.length);
    // No temporary file is left behind.
    for (const asset of assets)
      expect(
        readdirSync(path.join(mediaDir, "variants", asset.key)).filter((name) =>
          name.startsWith("."),
        ),
      ).toEqual([]);
  }, 120_000);
});
