import { GetObjectCommand, HeadBucketCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { useS3Server } from "../../testing/s3-server.ts";
import { describeS3Error, parseS3Url, pathStyle, s3ClientFromEnv } from "./s3-client.ts";

describe("parseS3Url", () => {
  it.each([
    ["s3://pictures", { bucket: "pictures", prefix: "" }],
    ["s3://pictures/", { bucket: "pictures", prefix: "" }],
    ["s3://my-shop.pictures/media", { bucket: "my-shop.pictures", prefix: "media" }],
    ["s3://pictures/site/media/", { bucket: "pictures", prefix: "site/media" }],
    ["s3://pictures//media", { bucket: "pictures", prefix: "media" }],
  ])("reads %s", (url, location) => {
    expect(parseS3Url(url)).toEqual(location);
  });

  it.each([
    ["https://pictures.s3.amazonaws.com/media", "must look like s3://bucket/folder"],
    ["S3://pictures", "must look like s3://bucket/folder"],
    ["pictures/media", "must look like s3://bucket/folder"],
    ["s3://", "names no valid bucket"],
    ["s3://ab", "names no valid bucket"],
    ["s3://My_Pictures", "names no valid bucket"],
    ["s3://pictures/../other", "is not plain names"],
    ["s3://pictures/a b", "is not plain names"],
    ["s3://pictures/media?x=1", "is not plain names"],
  ])("refuses %s", (url, message) => {
    expect(() => parseS3Url(url)).toThrow(message);
  });
});

describe("s3ClientFromEnv", () => {
  it("is path-style when an endpoint is set, unless S3_FORCE_PATH_STYLE says otherwise", () => {
    expect(pathStyle({})).toBe(false);
    expect(pathStyle({ AWS_ENDPOINT_URL_S3: "http://minio:9000" })).toBe(true);
    expect(pathStyle({ AWS_ENDPOINT_URL_S3: "http://minio:9000", S3_FORCE_PATH_STYLE: "0" })).toBe(
      false,
    );
    expect(pathStyle({ S3_FORCE_PATH_STYLE: true })).toBe(true);
  });

  it("takes the region, endpoint and credentials from the variables", async () => {
    const client = s3ClientFromEnv({
      AWS_REGION: "eu-central-003",
      AWS_ENDPOINT_URL_S3: "https://s3.eu-central-003.backblazeb2.com",
      AWS_ACCESS_KEY_ID: "key-id",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(await client.config.region()).toBe("eu-central-003");
    expect(client.config.forcePathStyle).toBe(true);
    const endpoint = await client.config.endpoint!();
    expect(`${endpoint.protocol}//${endpoint.hostname}`).toBe(
      "https://s3.eu-central-003.backblazeb2.com",
    );
    expect(await client.config.credentials()).toMatchObject({
      accessKeyId: "key-id",
      secretAccessKey: "secret",
    });
    client.destroy();
  });
});

describe("describeS3Error, against a real S3 server", () => {
  const s3 = useS3Server();

  async function failure(settings: Record<string, string>, bucket: string): Promise<unknown> {
    const client = s3ClientFromEnv(settings);
    try {
      await client.send(new GetObjectCommand({ Bucket: bucket, Key: "nothing" }));
    } catch (error) {
      return error;
    } finally {
      client.destroy();
    }
    throw new Error("the request succeeded");
  }

  it("names a bucket that does not exist", async () => {
    const error = await failure(s3().settings, "no-such-bucket");
    expect(
      describeS3Error(error, { bucket: "no-such-bucket", prefix: "", endpoint: s3().endpoint }),
    ).toBe(
      `the bucket "no-such-bucket" does not exist at ${s3().endpoint}: check the bucket's name, AWS_ENDPOINT_URL_S3 and AWS_REGION`,
    );
  });

  it("says the credentials were refused", async () => {
    const bucket = await s3().createBucket();
    const error = await failure({ ...s3().settings, AWS_ACCESS_KEY_ID: "WRONG" }, bucket);
    expect(describeS3Error(error, { bucket, prefix: "", endpoint: s3().endpoint })).toContain(
      `refused the credentials for bucket "${bucket}" (InvalidAccessKeyId): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`,
    );
  });

  it("says an endpoint cannot be reached", async () => {
    // A port nothing listens on: the connection is refused at once.
    const endpoint = "http://127.0.0.1:9";
    const error = await failure({ ...s3().settings, AWS_ENDPOINT_URL_S3: endpoint }, "pictures");
    expect(describeS3Error(error, { bucket: "pictures", prefix: "", endpoint })).toBe(
      `cannot connect to ${endpoint} (ECONNREFUSED): check AWS_ENDPOINT_URL_S3 and that the storage is up`,
    );
  });

  it("reaches a bucket that exists with the right credentials", async () => {
    const bucket = await s3().createBucket();
    const client = s3ClientFromEnv(s3().settings);
    await expect(client.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
    client.destroy();
  });
});
