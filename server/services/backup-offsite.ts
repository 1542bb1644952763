/**
 * Off-site backups (PRODUCT.md §4, decision 024): the archive `npm run backup` writes, streamed
 * (encrypted first with BACKUP_PASSPHRASE) to the bucket of BACKUP_S3_URL, read back and checked,
 * then the older ones thinned out (7 daily, 4 weekly, 12 monthly). Made every night at BACKUP_TIME
 * and when the owner asks, by one process at a time however many run (backup-records.ts). A
 * failure of the storage is recorded and logged in plain words; it never reaches the site.
 */
import path from "node:path";
import { pipeline, type Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Kysely } from "kysely";
import { offsiteBackupDate, offsiteBackupName } from "#core/backup-format.ts";
import { backupsToKeep } from "#core/backup-retention.ts";
import { Conflict, Invalid, Unavailable } from "#core/domain-errors.ts";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { archiveStream } from "./backup-archive.ts";
import {
  checkBackup,
  deleteObjects,
  fetchBackup,
  listObjects,
  uploadBackup,
} from "./backup-bucket.ts";
import { encryptor } from "./backup-crypt.ts";
import {
  ArchiveFailed,
  BackupCheckFailed,
  CHECKSUM_SUFFIX,
  checkedBackups,
  objectsToDelete,
  type StoredBackup,
  s3Url,
} from "./backup-listing.ts";
import {
  type BackupRecord,
  claimBackup,
  finishBackup,
  HEARTBEAT_MS,
  heartbeat,
  lastFinishedBackup,
  lastGoodBackup,
  runningBackup,
} from "./backup-records.ts";
import type { MediaStorage } from "./media-storage.ts";
import { describeS3Error, parseS3Url, type S3Location, s3ClientFromEnv } from "./s3-client.ts";
import { daily } from "./schedule.ts";

/** A good off-site backup older than this is overdue: the nightly one has stopped. */
export const OVERDUE_MS = 26 * 3600_000;
export const NOT_SET_UP =
  "Off-site backups are not set up: set BACKUP_S3_URL (and the storage's AWS_* settings), then restart the server";

/** A backup as the owner's API lists it. */
export interface OffsiteBackup {
  name: string;
  size: number;
  createdAt: string;
  location: string;
}

/** What Admin → Settings → Backups, the doctor and /readyz say about off-site backups. */
export interface OffsiteStatus {
  configured: boolean;
  location: string | null;
  encrypted: boolean;
  /** BACKUP_TIME: when the nightly one is made (the server's local time). */
  time: string;
  running: { name: string; startedAt: string } | null;
  lastGood: OffsiteBackup | null;
  /** The last attempt, when it failed after the last good one. */
  lastFailure: { name: string; startedAt: string; error: string } | null;
  /** Configured, and no good backup in the last 26 hours. */
  overdue: boolean;
}

const presented = (record: BackupRecord): OffsiteBackup => ({
  name: record.name,
  size: record.size ?? 0,
  createdAt: record.started_at,
  location: record.location,
});

/** Where and how backups go, from the environment; undefined without BACKUP_S3_URL. */
export function offsiteSettings(env: Env) {
  if (!env.backupBucket) return undefined;
  return { location: env.backupBucket, passphrase: env.BACKUP_PASSPHRASE, time: env.BACKUP_TIME };
}

/** The first line of an error's message. */
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0];

/**
 * What went wrong with a backup, in words: its archive, its check, or the storage (a bucket that
 * is not there, refused credentials, an endpoint that does not answer), named with BACKUP_S3_URL.
 */
export function describeBackupError(error: unknown, location: S3Location, env: Env): string {
  if (error instanceof BackupCheckFailed)
    return `The backup did not read back as it was sent, so it was deleted: ${error.message}`;
  if (error instanceof ArchiveFailed)
    return `The backup could not be made: ${firstLine(error.cause)}`;
  const said = describeS3Error(error, { ...location, endpoint: env.AWS_ENDPOINT_URL_S3 });
  return `Cannot back up to ${s3Url(location)} (BACKUP_S3_URL): ${said}.`;
}

/** An age as the owner reads it: "under an hour", "5 hours", "3 days". */
export function describeAge(ms: number): string {
  const hours = Math.max(0, Math.round(ms / 3600_000));
  if (hours < 1) return "under an hour";
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  return `${Math.round(hours / 24)} days`;
}

/**
 * The off-site backups in one sentence, and whether they are well: the newest good one is under
 * 26 hours old. Admin → Settings → Backups, the doctor and /readyz say it alike.
 */
export function describeOffsite(
  status: OffsiteStatus,
  now: Date = new Date(),
): { ok: boolean; message: string } {
  const failure = status.lastFailure ? ` The last attempt failed: ${status.lastFailure.error}` : "";
  if (!status.lastGood)
    return { ok: false, message: `No off-site backup has been made yet.${failure}` };
  const age = describeAge(now.getTime() - Date.parse(status.lastGood.createdAt));
  const newest = `The last good off-site backup, ${status.lastGood.location}, is ${age} old`;
  if (status.overdue)
    return { ok: false, message: `${newest}: the nightly one has not worked since.${failure}` };
  return { ok: true, message: `${newest}.` };
}

/**
 * `npm run restore -- s3://bucket/prefix/NAME`: downloads that checked backup into `folder` (as
 * NAME, the name a restore records), matching it against its checksum; returns the file. Refuses
 * with Invalid, in plain words, an address that names no backup, a backup never checked, and a
 * storage that cannot be read.
 */
export async function downloadOffsiteBackup(env: Env, url: string, folder: string) {
  const refused = (why: string) => new Invalid(`This backup cannot be restored: ${why}`);
  let parsed: S3Location;
  try {
    parsed = parseS3Url(url);
  } catch (error) {
    throw refused(`its address ${firstLine(error)}`);
  }
  const parts = parsed.prefix.split("/");
  const name = parts.pop() ?? "";
  if (!offsiteBackupDate(name))
    throw refused(
      `${url} does not name a backup (easel-backup-{time}.tar.gz, .enc when encrypted)`,
    );
  const location = { bucket: parsed.bucket, prefix: parts.join("/") };
  const file = path.join(folder, name);
  const client = s3ClientFromEnv(env);
  try {
    await fetchBackup(client, location, name, file);
  } catch (error) {
    if (error instanceof BackupCheckFailed) throw refused(error.message);
    throw refused(describeS3Error(error, { ...location, endpoint: env.AWS_ENDPOINT_URL_S3 }));
  } finally {
    client.destroy();
  }
  return file;
}

export function createBackups(deps: {
  db: Kysely<Database>;
  env: Env;
  logger: Logger;
  /** Where the originals are read from: the media folder, or the bucket of MEDIA_S3_URL. */
  media: MediaStorage;
}) {
  const { db, env, logger, media } = deps;
  const settings = offsiteSettings(env);
  let client: S3Client | undefined;
  const storage = () => {
    client ??= s3ClientFromEnv(env);
    return client;
  };
  /** Backups this process is making: awaited by `settled` (tests, shutdown). */
  const runs = new Set<Promise<void>>();

  /** Thins the bucket out: backups past the retention, and strays. Returns the backups deleted. */
  async function prune(location: S3Location, now: Date): Promise<string[]> {
    const objects = await listObjects(storage(), location);
    const keep = backupsToKeep(checkedBackups(location, objects));
    const doomed = objectsToDelete(objects, keep, now);
    await deleteObjects(storage(), location, doomed);
    return doomed.filter((name) => !name.endsWith(CHECKSUM_SUFFIX));
  }

  /** Makes the claimed backup: stream, upload, read back, record, prune. Never throws. */
  async function make(record: BackupRecord, location: S3Location, passphrase?: string) {
    const beat = setInterval(() => void heartbeat(db, record.id).catch(() => {}), HEARTBEAT_MS);
    beat.unref();
    const started = Date.now();
    try {
      const client = storage();
      let body: Readable = await archiveStream(db, media).catch((error: unknown) => {
        throw new ArchiveFailed({ cause: error });
      });
      // Errors travel along: an encryptor that failed, or an archive, fails the upload.
      if (passphrase) body = pipeline(body, await encryptor(passphrase), () => {});
      const sent = await uploadBackup(client, location, record.name, body, (bytes) =>
        logger.debug({ backup: record.location, bytes }, "off-site backup: sent"),
      );
      try {
        await checkBackup(client, location, record.name, sent);
      } catch (error) {
        await deleteObjects(client, location, [record.name]).catch(() => {});
        throw error;
      }
      await finishBackup(db, record.id, { status: "good", ...sent });
      logger.info(
        { backup: record.location, bytes: sent.size, ms: Date.now() - started },
        "off-site backup: made and checked",
      );
      const removed = await prune(location, new Date()).catch((error: unknown) => {
        logger.warn(
          { err: error },
          `off-site backup: old backups not thinned out: ${describeBackupError(error, location, env)}`,
        );
        return [];
      });
      if (removed.length > 0) logger.info({ removed }, "off-site backup: old backups deleted");
    } catch (error) {
      const message = describeBackupError(error, location, env);
      logger.error({ err: error, backup: record.location }, `off-site backup failed: ${message}`);
      await finishBackup(db, record.id, { status: "failed", error: message }).catch(() => {});
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * Starts a backup and answers once it is claimed (it goes on in the background): Conflict when
   * off-site backups are not set up, or one is being made already, here or in another process.
   */
  async function start(trigger: "schedule" | "owner"): Promise<OffsiteBackup> {
    if (!settings) throw new Conflict(NOT_SET_UP);
    const { location, passphrase } = settings;
    // To the second, as the name says it: the record and the bucket's listing agree.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const name = offsiteBackupName(now, Boolean(passphrase));
    const record = await claimBackup(db, { name, location: s3Url(location, name), trigger }, now);
    const run = make(record, location, passphrase).finally(() => runs.delete(run));
    runs.add(run);
    return presented(record);
  }

  /** What the owner, the doctor and /readyz are told: read from the database alone, cheaply. */
  async function status(now: Date = new Date()): Promise<OffsiteStatus> {
    const [running, good, finished] = await Promise.all([
      runningBackup(db, now),
      lastGoodBackup(db),
      lastFinishedBackup(db, now),
    ]);
    const failed = finished?.status === "failed" ? finished : undefined;
    return {
      configured: settings !== undefined,
      location: settings ? s3Url(settings.location) : null,
      encrypted: Boolean(settings?.passphrase),
      time: env.BACKUP_TIME,
      running: running ? { name: running.name, startedAt: running.started_at } : null,
      lastGood: good ? presented(good) : null,
      lastFailure: failed
        ? { name: failed.name, startedAt: failed.started_at, error: failed.error ?? "" }
        : null,
      overdue:
        settings !== undefined &&
        (!good || now.getTime() - Date.parse(good.started_at) > OVERDUE_MS),
    };
  }

  return {
    configured: settings !== undefined,
    start,
    status,

    /** The checked backups in the bucket, newest first: Unavailable when it cannot be read. */
    async list(): Promise<OffsiteBackup[]> {
      if (!settings) return [];
      const { location } = settings;
      let backups: StoredBackup[];
      try {
        backups = checkedBackups(location, await listObjects(storage(), location));
      } catch (error) {
        throw new Unavailable(describeBackupError(error, location, env), 60);
      }
      return backups.map((backup) => ({ ...backup, createdAt: backup.createdAt.toISOString() }));
    },

    /** The status and it in a sentence, whether they are well (Admin → Settings, /readyz). */
    async overview(now: Date = new Date()) {
      const current = await status(now);
      return { status: current, summary: describeOffsite(current, now) };
    },

    /** The nightly backup at BACKUP_TIME, one process of several making it. Returns the stop. */
    schedule(): () => void {
      if (!settings) return () => {};
      return daily({
        name: "offsite-backup",
        at: settings.time,
        logger,
        db,
        job: async () => {
          try {
            await start("schedule");
          } catch (error) {
            if (!(error instanceof Conflict)) throw error;
            logger.info("off-site backup: one is being made already; the nightly one is skipped");
          }
        },
      });
    },

    /** Settles when the backups this process is making have ended. */
    async settled(): Promise<void> {
      while (runs.size > 0) await Promise.allSettled([...runs]);
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
