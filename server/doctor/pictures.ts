import { randomBytes } from "node:crypto";
import { DeleteObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import type { Env } from "../env.ts";
import { mediaStorageFromEnv } from "../services/media-bucket.ts";
import { describeS3Error, objectKey, s3ClientFromEnv } from "../services/s3-client.ts";
import { type Finding, fail, ok } from "./findings.ts";

const S = "Pictures";

/**
 * Where the pictures are kept. A folder is the folders' check; a bucket (MEDIA_S3_URL) is asked to
 * list the folder and to take and remove a probe object, so that a wrong name, refused credentials
 * or an unreachable endpoint are found here rather than at the first upload.
 */
export async function checkPictures(env: Env): Promise<Finding[]> {
  const location = env.mediaBucket;
  if (!location) {
    return [ok(S, "Picture store", `Pictures are kept in the folder ${env.mediaDir} (MEDIA_DIR).`)];
  }
  const where = env.MEDIA_S3_URL ?? "";
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? "AWS S3";
  const consequence =
    "Until it is fixed, uploads are refused (503) and pictures a server has not cached answer 503; the rest of the site works.";
  const problem = await mediaStorageFromEnv(env).problem();
  if (problem) return [fail(S, "Picture bucket", `${problem}. ${consequence}`)];
  const client = s3ClientFromEnv(env);
  const probe = {
    Bucket: location.bucket,
    Key: objectKey(location, `easel-doctor-${randomBytes(6).toString("hex")}`),
  };
  try {
    await client.send(new PutObjectCommand({ ...probe, Body: "probe\n" }));
    await client.send(new DeleteObjectCommand(probe));
  } catch (error) {
    return [
      fail(
        S,
        "Picture bucket",
        `${where} can be listed but not written to: ${describeS3Error(error, { ...location, endpoint })}. ${consequence}`,
      ),
    ];
  } finally {
    client.destroy();
  }
  return [
    ok(
      S,
      "Picture bucket",
      `${where} at ${endpoint} answers: listed, and a probe object written and removed. Pictures are served through a cache of up to ${env.MEDIA_CACHE_MB} MB in ${env.mediaCacheDir}.`,
    ),
  ];
}
