import { describe, expect, it } from "vitest";
import { doctorEnv } from "../../testing/doctor.ts";
import { useS3Bucket } from "../../testing/s3-server.ts";
import { useTempDir } from "../../testing/temp-dir.ts";
import { readEnv } from "../env.ts";
import { checkFolders } from "./folders.ts";
import { checkPictures } from "./pictures.ts";

describe("doctor: pictures", () => {
  const { s3, bucket } = useS3Bucket();
  const temp = useTempDir("easel-doctor-pictures-");
  const vars = (extra: Record<string, string> = {}) => ({
    ...s3().settings,
    MEDIA_S3_URL: `s3://${bucket()}/media`,
    ...extra,
  });
  const env = (extra: Record<string, string> = {}) => doctorEnv(vars(extra));

  it("names the folder when the pictures are in MEDIA_DIR", async () => {
    const [only] = await checkPictures(doctorEnv({ MEDIA_DIR: "/srv/pictures" }));
    expect(only).toMatchObject({ status: "ok", subject: "Picture store" });
    expect(only!.message).toContain("/srv/pictures");
  });

  it("passes a bucket it can list and write to, and leaves nothing behind", async () => {
    const [only] = await checkPictures(env());
    expect(only).toMatchObject({ status: "ok", subject: "Picture bucket" });
    expect(only!.message).toBe(
      `s3://${bucket()}/media at ${s3().endpoint} answers: listed, and a probe object written and removed. Pictures are served through a cache of up to 1024 MB in /srv/easel/data/media-cache.`,
    );
    expect((await s3().objects(bucket())).size).toBe(0);
  });

  it("checks the picture cache's folder instead of a media folder", async () => {
    const findings = await checkFolders(readEnv({ ...vars(), DATA_DIR: temp.path }), {
      tmpDir: temp.path,
    });
    expect(findings.map((finding) => finding.subject)).toContain("Picture cache");
    expect(findings.map((finding) => finding.subject)).not.toContain("Media folder");
  });

  it.each([
    [
      "a bucket that does not exist",
      { MEDIA_S3_URL: "s3://no-such-pictures/media" },
      'the bucket "no-such-pictures" does not exist',
    ],
    [
      "credentials the storage refuses",
      { AWS_ACCESS_KEY_ID: "NOT-THE-KEY" },
      "refused the credentials",
    ],
    [
      "an endpoint nothing answers on",
      { AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9" },
      "cannot connect to http://127.0.0.1:9 (ECONNREFUSED)",
    ],
  ])(
    "fails %s, saying what to check and what it means for the site",
    async (_what, vars, reason) => {
      const [only] = await checkPictures(env(vars));
      expect(only).toMatchObject({ status: "fail", subject: "Picture bucket" });
      expect(only!.message).toContain(reason);
      expect(only!.message).toContain("uploads are refused (503)");
      for (const secret of ["NOT-THE-KEY", s3().settings.AWS_SECRET_ACCESS_KEY])
        expect(only!.message).not.toContain(secret);
    },
  );
});
