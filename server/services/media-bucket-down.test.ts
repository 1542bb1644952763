/**
 * A bucket the server cannot use (a wrong name, refused credentials, an endpoint nothing answers
 * on): a clear line in the log, 503 for an upload ("The picture store cannot be reached…") and for
 * a picture it cannot fetch, and the rest of the site as it was. A real S3 server, both engines.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { commissionForm, REQUEST } from "../../testing/commissions.ts";
import { makeJpeg } from "../../testing/images.ts";
import { useS3Server } from "../../testing/s3-server.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { STORE_DOWN_WRITING } from "./media-bucket.ts";

describe("a picture store that cannot be used", () => {
  const s3 = useS3Server();
  const cases = {
    "a bucket that does not exist": {} as Record<string, string>,
    "credentials the storage refuses": {} as Record<string, string>,
    "an endpoint nothing answers on": {} as Record<string, string>,
  };
  const reasons = {
    "a bucket that does not exist":
      'the bucket "no-such-pictures" does not exist at http://127.0.0.1',
    "credentials the storage refuses": "refused the credentials for bucket",
    "an endpoint nothing answers on": "cannot connect to http://127.0.0.1:9 (ECONNREFUSED)",
  };

  beforeAll(async () => {
    const bucket = await s3().createBucket();
    Object.assign(cases["a bucket that does not exist"], s3().settings, {
      MEDIA_S3_URL: "s3://no-such-pictures/media",
    });
    Object.assign(cases["credentials the storage refuses"], s3().settings, {
      MEDIA_S3_URL: `s3://${bucket}/media`,
      AWS_ACCESS_KEY_ID: "NOT-THE-KEY",
    });
    Object.assign(cases["an endpoint nothing answers on"], s3().settings, {
      MEDIA_S3_URL: `s3://${bucket}/media`,
      AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9",
    });
  });

  for (const [what, env] of Object.entries(cases)) {
    const reason = reasons[what as keyof typeof cases];

    describeApp(`with ${what}`, { owner: true, env }, (t) => {
      /** The log's lines about the picture store. */
      const storeLines = () =>
        t.logs.filter((line) => String(line.msg).startsWith("picture store: cannot be reached"));

      it("refuses an upload with 503 and a clear message, stores nothing, and logs why once", async () => {
        const form = new FormData();
        form.append("files", new Blob([new Uint8Array(await makeJpeg(600, 400))]), "heron.jpg");
        const answer = await t.owner("/api/admin/upload", { method: "POST", body: form });
        expect(answer.status).toBe(503);
        expect(answer.body.message).toBe(`Failed to upload heron.jpg: ${STORE_DOWN_WRITING}`);
        expect(answer.headers.get("retry-after")).toBe("30");
        expect(await t.db().selectFrom("media_assets").select("key").execute()).toEqual([]);
        // Two sizes were tried and tidied away: the log says it once, with the reason.
        expect(storeLines()).toHaveLength(1);
        expect(storeLines()[0]).toMatchObject({
          level: 50,
          reason: expect.stringContaining(reason),
        });
        expect(await t.services.media.storage.problem()).toContain(reason);
      });

      it("refuses a commission request with photos with 503, keeping nothing of it", async () => {
        const response = await t.request(
          "/api/commissions",
          commissionForm(REQUEST, [{ bytes: await makeJpeg(640, 480), name: "cat.jpg" }]),
          "203.0.113.80",
        );
        expect(response.status).toBe(503);
        expect(((await response.json()) as { message: string }).message).toContain(
          "The picture store cannot be reached",
        );
        expect(await t.db().selectFrom("commissions").select("id").execute()).toEqual([]);
      });

      it("answers 503 for a picture it cannot fetch, 404 for one that does not exist, and the rest as ever", async () => {
        const key = "0123456789abcdef0123456789abcdef";
        await t
          .db()
          .insertInto("media_assets")
          .values({
            key,
            section: "shop",
            original_name: "kept.jpg",
            mime: "image/jpeg",
            width: 400,
            height: 300,
            placeholder: "#aabbcc",
            alt: "",
            variants: JSON.stringify({ widths: [200, 400] }),
            bytes: 1000,
            created_at: new Date().toISOString(),
          })
          .execute();
        const picture = await t.request(`/media/${key}/400.webp`);
        expect(picture.status).toBe(503);
        expect(picture.headers.get("retry-after")).toBe("30");
        expect((await t.request(`/media/${key}/1200.webp`)).status).toBe(404);
        expect((await t.request("/media/fedcba9876543210fedcba9876543210/400.webp")).status).toBe(
          404,
        );
        expect((await t.request("/api/products")).status).toBe(200);
        expect((await t.request("/healthz")).status).toBe(200);
      });
    });
  }
});
