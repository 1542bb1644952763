import { describe, expect, it } from "vitest";
import { offsiteBackupName } from "#core/backup-format.ts";
import { doctorEnv } from "../../testing/doctor.ts";
import { putObject } from "../../testing/offsite-servers.ts";
import { useS3Bucket } from "../../testing/s3-server.ts";
import { checkOffsiteBackups } from "./offsite.ts";

const NOW = new Date("2026-11-23T12:00:00Z");

describe("doctor: off-site backups", () => {
  const { s3, bucket } = useS3Bucket();

  /** A checked backup made `hours` before NOW, under `prefix`. */
  async function backup(prefix: string, hours: number, checked = true) {
    const name = offsiteBackupName(new Date(NOW.getTime() - hours * 3600_000), true);
    await putObject(s3(), bucket(), `${prefix}/${name}`, Buffer.alloc(3 * 1024 * 1024));
    if (checked) await putObject(s3(), bucket(), `${prefix}/${name}.sha256`, "checked");
    return name;
  }

  const settings = (prefix: string, more: Record<string, string> = {}) =>
    doctorEnv({
      ...s3().settings,
      BACKUP_S3_URL: `s3://${bucket()}/${prefix}`,
      BACKUP_PASSPHRASE: "a long enough passphrase",
      ...more,
    });

  it("says they are off without BACKUP_S3_URL", async () => {
    const [finding] = await checkOffsiteBackups(doctorEnv({}), NOW);
    expect(finding).toMatchObject({ status: "ok", subject: "Off-site backups" });
    expect(finding?.message).toMatch(/^off: every backup stays on this machine.*BACKUP_S3_URL/);
  });

  it("names the newest checked backup in the bucket, its size and age", async () => {
    await backup("fresh", 30);
    const newest = await backup("fresh", 5);
    await backup("fresh", 1, false); // never checked: not a backup
    expect(await checkOffsiteBackups(settings("fresh"), NOW)).toEqual([
      {
        status: "ok",
        section: "Backups",
        subject: "Off-site backups",
        message: `s3://${bucket()}/fresh/${newest}, 3 MB, 5 hours old.`,
      },
    ]);
  });

  it("warns when the newest is over 26 hours old, when there is none, and without a passphrase", async () => {
    const old = await backup("stale", 27);
    const [stale] = await checkOffsiteBackups(settings("stale"), NOW);
    expect(stale).toMatchObject({ status: "warn" });
    expect(stale?.message).toBe(
      `the newest, s3://${bucket()}/stale/${old}, is 27 hours old: the nightly off-site backup has stopped. Admin → Settings → Backups and the server's log say why.`,
    );
    const none = await checkOffsiteBackups(settings("empty", { BACKUP_PASSPHRASE: "" }), NOW);
    expect(none.map((finding) => [finding.status, finding.subject])).toEqual([
      ["warn", "Off-site backups"],
      ["warn", "Encryption"],
    ]);
    expect(none[0]?.message).toBe(
      `none in s3://${bucket()}/empty yet: the first is made at 03:00, or now from Admin → Settings → Backups (or npm run backup -- --offsite).`,
    );
    expect(none[1]?.message).toContain(`off: whoever can read s3://${bucket()}/empty`);
  });

  it.each([
    [
      "a bucket that does not exist",
      { BACKUP_S3_URL: "s3://no-such-bucket" },
      /^Cannot back up to s3:\/\/no-such-bucket \(BACKUP_S3_URL\): the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+/,
    ],
    [
      "credentials it refuses",
      { AWS_ACCESS_KEY_ID: "WRONG" },
      /^Cannot back up to s3:\/\/\S+\/fresh \(BACKUP_S3_URL\): http:\/\/127\.0\.0\.1:\d+ refused the credentials .*check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    ],
    [
      "an endpoint that does not answer",
      { AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9" },
      /^Cannot back up to s3:\/\/\S+\/fresh \(BACKUP_S3_URL\): cannot connect to http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\): check AWS_ENDPOINT_URL_S3/,
    ],
  ])("must be fixed for %s, said with the setting to check", async (_case, wrong, message) => {
    const [finding] = await checkOffsiteBackups(settings("fresh", wrong), NOW);
    expect(finding?.status).toBe("fail");
    expect(finding?.message).toMatch(message);
  });
});
