import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("applies the runtime contract's defaults", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", TRUST_PROXY: false, SEED_DEMO: true });
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads every variable and treats blank values as unset", () => {
    const env = readEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/easel",
      DATABASE_URL: "postgres://u:p@db/easel",
      ADMIN_PASSWORD: "long enough for sure",
      TRUST_PROXY: "1",
      SEED_DEMO: "0",
      PUBLIC_URL: "https://art.example",
      SMTP_URL: "",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      dataDir: "/var/lib/easel",
      DATABASE_URL: "postgres://u:p@db/easel",
      ADMIN_PASSWORD: "long enough for sure",
      TRUST_PROXY: true,
      SEED_DEMO: false,
      PUBLIC_URL: "https://art.example",
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("wants ADMIN_PASSWORD to have at least 12 characters, as the Settings page does", () => {
    expect(() => readEnv({ ADMIN_PASSWORD: "eleven char" })).toThrow(
      "ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters",
    );
    expect(readEnv({ ADMIN_PASSWORD: "twelve chars" }).ADMIN_PASSWORD).toBe("twelve chars");
  });

  it("names every invalid variable", () => {
    expect(() =>
      readEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short" }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/);
  });

  it("reads MEDIA_S3_URL into a bucket and folder, with a disk cache under DATA_DIR", () => {
    const env = readEnv({
      DATA_DIR: "/var/lib/easel",
      MEDIA_S3_URL: "s3://shop-pictures/site/media",
      AWS_ENDPOINT_URL_S3: "https://s3.eu-central-003.backblazeb2.com",
      AWS_ACCESS_KEY_ID: "key",
      AWS_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "0",
    });
    expect(env.mediaBucket).toEqual({ bucket: "shop-pictures", prefix: "site/media" });
    expect(env.mediaCacheDir).toBe("/var/lib/easel/media-cache");
    expect(env.MEDIA_CACHE_MB).toBe(1024);
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(readEnv({}).mediaBucket).toBeUndefined();
  });

  it("refuses a MEDIA_S3_URL, an endpoint or credentials it could not use, saying why", () => {
    expect(() => readEnv({ MEDIA_S3_URL: "https://bucket.s3.amazonaws.com" })).toThrow(
      "MEDIA_S3_URL: MEDIA_S3_URL must look like s3://bucket/folder",
    );
    expect(() => readEnv({ MEDIA_S3_URL: "s3://Bad_Bucket/media" })).toThrow(
      "MEDIA_S3_URL: MEDIA_S3_URL names no valid bucket",
    );
    expect(() => readEnv({ AWS_ENDPOINT_URL_S3: "minio:9000" })).toThrow("AWS_ENDPOINT_URL_S3");
    expect(() => readEnv({ AWS_ACCESS_KEY_ID: "key" })).toThrow(
      "AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together",
    );
    expect(() => readEnv({ MEDIA_CACHE_MB: "2" })).toThrow("MEDIA_CACHE_MB");
  });

  it("reads the off-site backups' settings: the bucket and prefix, and the time", () => {
    const env = readEnv({
      BACKUP_S3_URL: "s3://art-backups/shop/nightly/",
      BACKUP_PASSPHRASE: "twelve chars",
    });
    expect(env).toMatchObject({
      backupBucket: { bucket: "art-backups", prefix: "shop/nightly" },
      BACKUP_PASSPHRASE: "twelve chars",
      BACKUP_TIME: "03:00",
    });
    expect(readEnv({ BACKUP_S3_URL: "s3://art-backups" }).backupBucket).toEqual({
      bucket: "art-backups",
      prefix: "",
    });
    expect(readEnv({}).backupBucket).toBeUndefined();
    expect(readEnv({ BACKUP_TIME: "23:30" }).BACKUP_TIME).toBe("23:30");
  });

  it.each([
    [
      { BACKUP_S3_URL: "https://s3.example/bucket" },
      "BACKUP_S3_URL must look like s3://bucket/folder",
    ],
    [{ BACKUP_S3_URL: "s3://My_Bucket/shop" }, "BACKUP_S3_URL names no valid bucket"],
    [{ BACKUP_S3_URL: "s3://backups/a/../b" }, "BACKUP_S3_URL has a folder"],
    [{ BACKUP_PASSPHRASE: "short" }, "BACKUP_PASSPHRASE must be at least 12 characters"],
    [{ BACKUP_TIME: "3am" }, "BACKUP_TIME must be a time of day such as 03:00"],
    [{ BACKUP_TIME: "24:00" }, "BACKUP_TIME must be a time of day such as 03:00"],
  ])("stops at a bad off-site backup setting, naming it: %o", (source, message) => {
    const [name] = Object.keys(source);
    expect(() => readEnv(source)).toThrow(`${name}: `);
    expect(() => readEnv(source)).toThrow(message);
  });
});
