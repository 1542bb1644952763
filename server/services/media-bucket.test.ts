/**
 * Pictures in an S3-compatible bucket (MEDIA_S3_URL): a real S3 server (s3rver) started here, the
 * real SDK, the real app on SQLite and PostgreSQL. Uploads land in the bucket and nowhere on disk
 * but the cache; /media serves them as it serves a folder's; private photos stay private.
 */
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { requestCommission } from "../../testing/commissions.ts";
import { makeJpeg } from "../../testing/images.ts";
import { useS3Bucket } from "../../testing/s3-server.ts";
import { describeApp } from "../../testing/use-test-app.ts";

function uploadForm(bytes: Buffer, name: string, section = "portfolio"): FormData {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(bytes)]), name);
  form.append("section", section);
  return form;
}

describe("MEDIA_S3_URL", () => {
  const { s3, bucket } = useS3Bucket();
  /** The app's environment: filled once the S3 server runs, before the first app is made. */
  const env: Record<string, string> = {};
  const PREFIX = "site/media";

  beforeAll(async () => {
    Object.assign(env, s3().settings, { MEDIA_S3_URL: `s3://${bucket()}/${PREFIX}/` });
  });

  /** The objects of one picture in the bucket, by name inside the prefix. */
  async function objectsOf(key: string): Promise<string[]> {
    const all = await s3().objects(bucket(), `${PREFIX}/`);
    return [...all.keys()]
      .map((name) => name.slice(PREFIX.length + 1))
      .filter((name) => name.includes(key))
      .sort();
  }

  describeApp("pictures in a bucket", { owner: true, env }, (t) => {
    async function upload(bytes: Buffer, name = "heron.jpg") {
      const response = await t.request("/api/admin/upload", {
        method: "POST",
        body: uploadForm(bytes, name),
        headers: { cookie: t.cookie },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const { files } = (await response.json()) as { files: Array<{ path: string; key: string }> };
      return files[0]!;
    }

    it("stores an upload's original and every size in the bucket, nothing in MEDIA_DIR, and serves it at the same address", async () => {
      const { key, path } = await upload(await makeJpeg(1400, 1000));
      expect(path).toBe(`/media/${key}/600.webp`);
      expect(await objectsOf(key)).toEqual([
        `originals/${key}.jpg`,
        ...[1200, 300, 600].flatMap((width) => [
          `variants/${key}/${width}.avif`,
          `variants/${key}/${width}.webp`,
        ]),
      ]);
      expect(existsSync(t.services.env.mediaDir)).toBe(false);

      const response = await t.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toBe(`"${key}-600.webp"`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body).toEqual(await s3().read(bucket(), `${PREFIX}/variants/${key}/600.webp`));
      expect(Number(response.headers.get("content-length"))).toBe(body.length);

      const part = await t.request(path, { headers: { range: "bytes=100-199" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 100-199/${body.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(body.subarray(100, 200));
      const again = await t.request(path, { headers: { "if-none-match": `"${key}-600.webp"` } });
      expect(again.status).toBe(304);
      expect((await t.request(`/media/${key}/1200.avif`)).headers.get("content-type")).toBe(
        "image/avif",
      );
      expect((await t.request(`/media/${key}/800.webp`)).status).toBe(404);
    });

    it("serves a picture it has fetched once from its disk cache, even while the bucket is down", async () => {
      const { key, path } = await upload(await makeJpeg(700, 500));
      expect((await t.request(path)).status).toBe(200);
      const cached = t.services.env.mediaCacheDir;
      expect(existsSync(cached)).toBe(true);
      await s3().stop();
      try {
        const response = await t.request(path);
        expect(response.status).toBe(200);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
        // Not fetched yet: it cannot be had just now, which is not "it does not exist".
        const uncached = await t.request(`/media/${key}/300.webp`);
        expect(uncached.status).toBe(503);
        expect(uncached.headers.get("retry-after")).toBe("30");
        // An address no picture has is still a 404, without asking the bucket.
        expect((await t.request("/media/0123456789abcdef0123456789abcdef/300.webp")).status).toBe(
          404,
        );
      } finally {
        await s3().start();
      }
      expect((await t.request(`/media/${key}/300.webp`)).status).toBe(200);
    });

    it("re-optimises from the bucket's originals and discards a picture's objects with it", async () => {
      const { key, path } = await upload(await makeJpeg(900, 600));
      expect(await t.services.media.reoptimize("portfolio")).toMatchObject({
        updated: expect.any(Number),
      });
      expect(await objectsOf(key)).toContain(`variants/${key}/600.webp`);
      expect((await t.request(path)).status).toBe(200); // now in the cache too
      expect(await t.services.media.discard([key])).toBe(1);
      expect(await objectsOf(key)).toEqual([]);
      expect((await t.request(path)).status).toBe(404);
    });

    it("keeps a commission's reference photos private: in the bucket, never under /media, only through the commission's check", async () => {
      const { id, cookie } = await requestCommission(t, "203.0.113.61");
      const photos = await t
        .db()
        .selectFrom("commission_photos")
        .select(["key", "mime"])
        .where("commission_id", "=", id)
        .execute();
      expect(photos).toHaveLength(2);
      for (const photo of photos) {
        expect(await objectsOf(photo.key)).toEqual([`originals/${photo.key}.webp`]);
        const address = `/api/commissions/${id}/photos/${photo.key}`;
        expect((await t.request(address, {}, "203.0.113.62")).status).toBe(404);
        const own = await t.request(address, { headers: { cookie } }, "203.0.113.61");
        expect(own.status).toBe(200);
        expect(own.headers.get("cache-control")).toContain("no-store");
        expect(Buffer.from(await own.arrayBuffer())).toEqual(
          await s3().read(bucket(), `${PREFIX}/originals/${photo.key}.webp`),
        );
        for (const width of [300, 400, 600, 800])
          expect((await t.request(`/media/${photo.key}/${width}.webp`)).status).toBe(404);
      }
    });
  });
});
