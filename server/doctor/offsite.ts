import type { Env } from "../env.ts";
import { listObjects } from "../services/backup-bucket.ts";
import { checkedBackups, s3Url } from "../services/backup-listing.ts";
import { describeAge, describeBackupError, OVERDUE_MS } from "../services/backup-offsite.ts";
import { s3ClientFromEnv } from "../services/s3-client.ts";
import { type Finding, fail, ok, warn } from "./findings.ts";

const S = "Backups";
const SUBJECT = "Off-site backups";

/**
 * Off-site backups (decision 024): off without BACKUP_S3_URL; with it, the bucket answers (its
 * listing, read only) and holds a checked backup under 26 hours old, and the backups are
 * encrypted. A storage that cannot be used is named with the setting to check.
 */
export async function checkOffsiteBackups(env: Env, now: Date = new Date()): Promise<Finding[]> {
  const location = env.backupBucket;
  if (!location) {
    return [
      ok(
        S,
        SUBJECT,
        "off: every backup stays on this machine, and a dead disk takes them with it. Set BACKUP_S3_URL to send one every night to S3-compatible storage (docs/DEPLOY.md, Off-site backups).",
      ),
    ];
  }
  const where = s3Url(location);
  const found: Finding[] = [];
  if (!env.BACKUP_PASSPHRASE) {
    found.push(
      warn(
        S,
        "Encryption",
        `off: whoever can read ${where} can read every order and address in it. Set BACKUP_PASSPHRASE, and keep it somewhere apart from the server: without it no backup can be restored.`,
      ),
    );
  }
  let backups: ReturnType<typeof checkedBackups>;
  const client = s3ClientFromEnv(env);
  try {
    backups = checkedBackups(location, await listObjects(client, location));
  } catch (error) {
    return [fail(S, SUBJECT, describeBackupError(error, location, env)), ...found];
  } finally {
    client.destroy();
  }
  const [newest] = backups;
  if (!newest) {
    found.unshift(
      warn(
        S,
        SUBJECT,
        `none in ${where} yet: the first is made at ${env.BACKUP_TIME}, or now from Admin → Settings → Backups (or npm run backup -- --offsite).`,
      ),
    );
    return found;
  }
  const age = now.getTime() - newest.createdAt.getTime();
  const size = `${Math.max(1, Math.round(newest.size / 1024 / 1024))} MB`;
  found.unshift(
    age > OVERDUE_MS
      ? warn(
          S,
          SUBJECT,
          `the newest, ${newest.location}, is ${describeAge(age)} old: the nightly off-site backup has stopped. Admin → Settings → Backups and the server's log say why.`,
        )
      : ok(S, SUBJECT, `${newest.location}, ${size}, ${describeAge(age)} old.`),
  );
  return found;
}
