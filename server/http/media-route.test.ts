import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../../testing/images.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

describe("GET /media/{key}/{width}.{format}", () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
    key = (await t.services.media.ingest(await makeJpeg(900, 600), "a.jpg", "shop")).key;
  });
  afterAll(() => t.dispose());

  it("serves a variant as an immutable image with an ETag", async () => {
    for (const [file, type] of [
      ["400.webp", "image/webp"],
      ["800.avif", "image/avif"],
    ]) {
      const response = await t.request(`/media/${key}/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toBe(`"${key}-${file}"`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      const body = new Uint8Array(await response.arrayBuffer());
      expect(body.length).toBe(Number(response.headers.get("content-length")));
      expect(body.length).toBeGreaterThan(100);
    }
  });

  it("answers a matching If-None-Match with 304", async () => {
    const response = await t.request(`/media/${key}/200.webp`, {
      headers: { "if-none-match": `"${key}-200.webp"` },
    });
    expect(response.status).toBe(304);
  });

  it("honours one byte range, and says when none of it lies inside the picture", async () => {
    const url = `/media/${key}/400.webp`;
    const whole = Buffer.from(await (await t.request(url)).arrayBuffer());
    const part = await t.request(url, { headers: { range: "bytes=10-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-99/${whole.length}`);
    expect(part.headers.get("content-length")).toBe("90");
    expect(part.headers.get("etag")).toBe(`"${key}-400.webp"`);
    expect(part.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 100));
    const tail = await t.request(url, { headers: { range: "bytes=-20" } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 20));
    const beyond = await t.request(url, { headers: { range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${whole.length}`);
    // A range of another version of the file (If-Range names another ETag) gets the whole file.
    const stale = await t.request(url, { headers: { range: "bytes=0-9", "if-range": '"other"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(whole.length);
    expect(stale.headers.get("accept-ranges")).toBe("bytes");
  });

  it("answers a draft's missing AVIF with its WebP, asked again, until the full set is made", async () => {
    const { media } = t.services;
    const draft = await media.ingest(await makeJpeg(900, 600), "d.jpg", "portfolio", "", {
      draft: true,
    });
    const avif = `/media/${draft.key}/600.avif`;
    const early = await t.request(avif);
    expect(early.status).toBe(200);
    expect(early.headers.get("content-type")).toBe("image/webp");
    expect(early.headers.get("cache-control")).toBe("public, no-cache");
    expect(early.headers.get("etag")).toBe(`"${draft.key}-600.webp"`);
    expect((await early.arrayBuffer()).byteLength).toBeGreaterThan(100);

    // Only the drafts are made again; the other images are left as they are.
    expect(await media.reoptimize("all", () => {}, { drafts: true })).toEqual({
      section: "all",
      updated: 1,
    });
    const later = await t.request(avif, {
      headers: { "if-none-match": `"${draft.key}-600.webp"` },
    });
    expect(later.status).toBe(200);
    expect(later.headers.get("content-type")).toBe("image/avif");
    expect(later.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await media.reoptimize("all", () => {}, { drafts: true })).toMatchObject({ updated: 0 });
    // A draft never stands in for a WebP that does not exist.
    expect((await t.request(`/media/${draft.key}/700.avif`)).status).toBe(404);
  });

  it.each([
    ["an unknown key", () => "/media/0123456789abcdef0123456789abcdef/400.webp"],
    ["a width that was not generated", () => `/media/${key}/1200.webp`],
    ["another format", () => `/media/${key}/400.png`],
    ["the original's name", () => `/media/${key}.jpg`],
    ["a parent-folder path", () => "/media/../easel.db"],
    ["an encoded parent-folder path", () => "/media/%2e%2e/%2e%2e/easel.db"],
    ["an encoded slash", () => `/media/${key}/..%2f..%2foriginals%2f${key}.jpg`],
    ["the originals folder", () => `/media/originals/${key}.jpg`],
    ["a variants-relative path", () => `/media/variants/${key}/400.webp`],
    ["a backslash", () => `/media/${key}\\..\\400.webp`],
    ["a dotted key", () => "/media/..%5c..%5ceasel.db/400.webp"],
  ])("is 404 for %s", async (_label, url) => {
    const response = await t.request(url());
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/^image\//);
  });

  it("sends a variant whole while another process replaces it (the demo being finished)", async () => {
    const file = path.join(t.services.env.mediaDir, "variants", key, "400.webp");
    // Two versions of different sizes, as a draft and its finished WebP are.
    const versions = [
      readFileSync(file),
      Buffer.concat([readFileSync(file), Buffer.alloc(5000, 7)]),
    ];
    writeFileSync(`${file}.a`, versions[0]!);
    writeFileSync(`${file}.b`, versions[1]!);
    // Another process puts one version, then the other, into place by rename, as media.ts does.
    const swapper = spawn(process.execPath, [
      "-e",
      `const fs = require("node:fs"); const [file] = process.argv.slice(1);
       for (let i = 0; i < 200000; i++) {
         const from = file + (i % 2 ? ".a" : ".b");
         fs.copyFileSync(from, file + ".tmp"); fs.renameSync(file + ".tmp", file);
       }`,
      file,
    ]);
    const swapped = new Promise((resolve) => swapper.once("exit", resolve));
    try {
      for (let i = 0; i < 300; i++) {
        const response = await t.request(`/media/${key}/400.webp`);
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.length, `request ${i}`).toBe(Number(response.headers.get("content-length")));
        expect(
          versions.some((version) => version.equals(body)),
          `request ${i}`,
        ).toBe(true);
      }
    } finally {
      swapper.kill();
      await swapped;
    }
  }, 60_000);
});
