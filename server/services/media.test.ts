import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { type DomainError, STATUS_OF_KIND } from "#core/domain-errors.ts";
import { makeJpeg, makePng, makeWebp, pngHeaderClaiming } from "../../testing/images.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { createMediaService, insideMedia, type MediaService, sniffImageType } from "./media.ts";
import { createSemaphore } from "./semaphore.ts";

describe("sniffImageType", () => {
  it("decides by content, not by name", async () => {
    expect(sniffImageType(await makeJpeg(10, 10))).toBe("jpeg");
    expect(sniffImageType(await makePng(10, 10))).toBe("png");
    expect(sniffImageType(await makeWebp(10, 10))).toBe("webp");
    expect(sniffImageType(Buffer.from("hello, I am a text file"))).toBeUndefined();
  });
});

describe("media ingest", () => {
  const t = useTestDatabase("sqlite");
  let media: MediaService;
  beforeEach(() => {
    media = createMediaService({ db: t.handle.db, dataDir: t.dataDir });
  });

  const refusal = async (bytes: Uint8Array, name = "photo.jpg") => {
    try {
      await media.ingest(bytes, name, "portfolio");
    } catch (error) {
      // The status the site answers this refusal with.
      const { kind, message } = error as DomainError;
      return { status: STATUS_OF_KIND[kind], message };
    }
    throw new Error("expected a refusal");
  };

  it.each([
    ["a text file named .jpg", Buffer.from("not an image at all"), "photo.jpg"],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "art.svg",
    ],
    ["an HTML page", Buffer.from("<!doctype html><html><body>hi</body></html>"), "page.png"],
    ["a PDF", Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), "scan.jpg"],
  ])("refuses %s with 415 Unsupported image type", async (_label, bytes, name) => {
    expect(await refusal(bytes, name)).toEqual({ status: 415, message: "Unsupported image type" });
  });

  it("refuses files over 25 MB with 413", async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await refusal(big)).status).toBe(413);
  });

  it("refuses a 16000×16000 PNG from its header, without decoding it", async () => {
    const bomb = pngHeaderClaiming(16000, 16000);
    expect(bomb.length).toBeLessThan(5000);
    expect(await refusal(bomb, "bomb.png")).toEqual({ status: 400, message: "Image is too large" });
    expect(existsSync(path.join(t.dataDir, "media"))).toBe(false);
  });

  it("refuses a truncated JPEG with 400", async () => {
    const jpeg = await makeJpeg(800, 600);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await refusal(truncated)).toEqual({ status: 400, message: "Image could not be read" });
  });

  it("writes WebP and AVIF variants at the section's widths", async () => {
    const asset = await media.ingest(
      await makeJpeg(2400, 1800),
      "sunset.jpg",
      "portfolio",
      "A sunset",
    );
    expect(asset).toMatchObject({
      width: 1200,
      height: 900,
      widths: [300, 600, 1200],
      alt: "A sunset",
    });
    expect(asset.key).toMatch(/^[a-f0-9]{32}$/);
    expect(asset.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(asset.url).toBe(`/media/${asset.key}/600.webp`);
    for (const width of [300, 600, 1200]) {
      for (const format of ["webp", "avif"] as const) {
        const file = path.join(t.dataDir, "media/variants", asset.key, `${width}.${format}`);
        const meta = await sharp(file).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width * 0.75);
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
      }
    }
    const shop = await media.ingest(await makePng(1000, 1000), "coaster.png", "shop");
    expect(shop.widths).toEqual([200, 400, 800]);
    const carousel = await media.ingest(await makeWebp(2400, 1350), "hero.webp", "carousel");
    expect(carousel.widths).toEqual([400, 1920]);
    expect(carousel.url).toBe(`/media/${carousel.key}/1920.webp`);
  });

  it("never enlarges a small image", async () => {
    const asset = await media.ingest(await makePng(500, 250), "small.png", "portfolio");
    expect(asset.widths).toEqual([300, 500]);
    expect(asset).toMatchObject({ width: 500, height: 250 });
  });

  it("rotates by EXIF orientation and strips all metadata, GPS included, from variants", async () => {
    const original = await makeJpeg(1600, 1200, { orientation: 6, gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const asset = await media.ingest(original, "phone.jpg", "portfolio");
    // Orientation 6 is a 90° turn: the landscape capture is a portrait picture.
    expect(asset).toMatchObject({ width: 1200, height: 1600 });
    for (const file of readdirSync(path.join(t.dataDir, "media/variants", asset.key))) {
      const meta = await sharp(path.join(t.dataDir, "media/variants", asset.key, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(meta.width! < meta.height!, file).toBe(true);
    }
  });

  it("keeps the original privately under its content hash, never the client's name", async () => {
    const asset = await media.ingest(
      await makeJpeg(400, 300),
      "../../../../tmp/evil name.jpg",
      "shop",
    );
    const originals = readdirSync(path.join(t.dataDir, "media/originals"));
    expect(originals).toEqual([`${asset.key}.jpg`]);
    expect(existsSync("/tmp/evil name.jpg")).toBe(false);
    const row = await t.handle.db.selectFrom("media_assets").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ key: asset.key, section: "shop", mime: "image/jpeg" });
  });

  it("stores the same image once per section", async () => {
    const bytes = await makeJpeg(400, 300);
    const first = await media.ingest(bytes, "a.jpg", "shop");
    const second = await media.ingest(bytes, "b.jpg", "shop");
    expect(second.key).toBe(first.key);
    const other = await media.ingest(bytes, "a.jpg", "portfolio");
    expect(other.key).not.toBe(first.key);
    expect(await t.handle.db.selectFrom("media_assets").select("key").execute()).toHaveLength(2);
  });

  it("regenerates a section's variants from the originals, reporting progress", async () => {
    const a = await media.ingest(await makeJpeg(1300, 1000), "a.jpg", "portfolio");
    const b = await media.ingest(await makePng(900, 900), "b.png", "portfolio");
    const other = await media.ingest(await makePng(900, 900), "c.png", "shop");
    rmSync(path.join(t.dataDir, "media/variants", a.key), { recursive: true });
    const progress: Array<[number, number]> = [];
    const result = await media.reoptimize("portfolio", ({ done, total }) =>
      progress.push([done, total]),
    );
    expect(result).toEqual({ section: "portfolio", updated: 2 });
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(readdirSync(path.join(t.dataDir, "media/variants", a.key)).sort()).toEqual([
      "1200.avif",
      "1200.webp",
      "300.avif",
      "300.webp",
      "600.avif",
      "600.webp",
    ]);
    expect(b.widths).toEqual([300, 600, 900]);
    const all = await media.reoptimize("all");
    expect(all.updated).toBe(3);
    expect(other.section).toBe("shop");
  });

  it("regenerates several images at once when asked (a restore), every one once", async () => {
    const assets = [];
    for (const width of [700, 800, 900])
      assets.push(await media.ingest(await makeJpeg(width, 500), `${width}.jpg`, "shop"));
    const keys = assets.map((asset) => asset.key);
    for (const key of keys)
      rmSync(path.join(t.dataDir, "media/variants", key), { recursive: true });
    const seen: string[] = [];
    const progress: number[] = [];
    const result = await media.reoptimize(
      "all",
      ({ done, key }) => {
        progress.push(done);
        seen.push(key);
      },
      { concurrency: 2 },
    );
    expect(result.updated).toBe(3);
    expect(progress).toEqual([1, 2, 3]);
    expect(seen.sort()).toEqual([...keys].sort());
    for (const asset of assets)
      expect(readdirSync(path.join(t.dataDir, "media/variants", asset.key)).sort()).toEqual(
        asset.widths.flatMap((width) => [`${width}.avif`, `${width}.webp`]).sort(),
      );

    // An original gone: the run fails with it, once the images under way have ended.
    rmSync(path.join(t.dataDir, "media/originals", `${keys[1]}.jpg`));
    await expect(media.reoptimize("all", () => {}, { concurrency: 2 })).rejects.toThrow(
      `The original of image ${keys[1]} is missing`,
    );
  });
});

describe.each(DB_KINDS)("image records that name files outside the media folder (%s)", (kind) => {
  const t = useTestDatabase(kind);

  /** A folder and a picture in DATA_DIR, outside the media folder, that a crafted record aims at. */
  async function plantVictim() {
    mkdirSync(path.join(t.dataDir, "victim"));
    writeFileSync(path.join(t.dataDir, "victim", "keep.txt"), "mine");
    writeFileSync(path.join(t.dataDir, "victim.jpg"), await makeJpeg(40, 40));
  }
  const victimIntact = () => {
    expect(readFileSync(path.join(t.dataDir, "victim", "keep.txt"), "utf8")).toBe("mine");
    expect(existsSync(path.join(t.dataDir, "victim.jpg"))).toBe(true);
  };
  const record = (key: string, mime: string, section = "portfolio") =>
    t.handle.db
      .insertInto("media_assets")
      .values({
        key,
        section,
        mime,
        original_name: "x.jpg",
        width: 40,
        height: 40,
        placeholder: null,
        alt: "",
        variants: JSON.stringify({ widths: [40] }),
        bytes: 1,
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();

  it.each([
    ["a path as the key", "../../victim", "image/jpeg"],
    ["a path in the type", "0123456789abcdef0123456789abcdef", "image/x/../../../victim.jpg"],
    ["a type the pipeline never makes", "0123456789abcdef0123456789abcdef", "image/svg+xml"],
  ])("reoptimize refuses %s before touching any file", async (_, key, mime) => {
    await plantVictim();
    const media = createMediaService({ db: t.handle.db, dataDir: t.dataDir });
    const good = await media.ingest(await makeJpeg(400, 300), "good.jpg", "portfolio");
    rmSync(path.join(t.dataDir, "media/variants", good.key), { recursive: true });
    await record(key, mime);
    await expect(media.reoptimize("all")).rejects.toMatchObject({
      kind: "invalid",
      message: expect.stringMatching(/image record/),
    });
    victimIntact();
    // Checked before anything was rebuilt: not even the good image's sizes were written.
    expect(existsSync(path.join(t.dataDir, "media/variants", good.key))).toBe(false);
  });

  it("discard never deletes a file a crafted type points at", async () => {
    await plantVictim();
    const media = createMediaService({ db: t.handle.db, dataDir: t.dataDir });
    await record("0123456789abcdef0123456789abcdef", "image/x/../../../victim.jpg");
    await expect(media.discard(["0123456789abcdef0123456789abcdef"])).rejects.toMatchObject({
      kind: "invalid",
    });
    victimIntact();
    // Nothing was half done: the record is still there.
    expect(await t.handle.db.selectFrom("media_assets").select("key").execute()).toHaveLength(1);
  });
});

describe("insideMedia", () => {
  it("gives a plain name inside the folder and refuses anything else", () => {
    expect(insideMedia("/data/media/originals", "ab.jpg")).toBe("/data/media/originals/ab.jpg");
    for (const name of ["", ".", "..", "../x", "a/b", "/etc/passwd", "x/../../y"]) {
      expect(() => insideMedia("/data/media/originals", name), name).toThrow(/outside/);
    }
  });
});

describe("createSemaphore", () => {
  it("never runs more than its slots at once", async () => {
    const run = createSemaphore(2);
    let active = 0;
    let peak = 0;
    const task = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setImmediate(resolve));
      active--;
    };
    await Promise.all(Array.from({ length: 10 }, () => run(task)));
    expect(peak).toBe(2);
  });
});
