/**
 * The record of off-site backups (table `offsite_backups`, migration 026): which one is being
 * made, by which process, and how each ended. Its `running` row is the lock: at most one exists,
 * whichever process asks, and one whose process stopped moving its heartbeat is over.
 */
import type { Kysely, Selectable } from "kysely";
import { Conflict } from "#core/domain-errors.ts";
import { nowIso } from "../clock.ts";
import type { Database, OffsiteBackupsTable } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";

/** How often a process making a backup says it still is. */
export const HEARTBEAT_MS = 30_000;
/** A backup whose heartbeat is older than this was interrupted (its process died). */
export const STALE_MS = 2 * 60_000;
const INTERRUPTED = "Interrupted: the process making it stopped before it was finished";
/** Records kept: the bucket holds the backups themselves, this is their recent history. */
const RECORDS_KEPT = 100;

export type BackupRecord = Omit<Selectable<OffsiteBackupsTable>, "size"> & { size: number | null };

const read = (row: Selectable<OffsiteBackupsTable>): BackupRecord => ({
  ...row,
  size: row.size === null ? null : Number(row.size),
});

/**
 * Starts the record of a backup, `running`: refused with Conflict while another one runs, in this
 * process or another (the unique index decides between two that ask at once). A `running` record
 * with a stale heartbeat is first marked failed, interrupted.
 */
export async function claimBackup(
  db: Kysely<Database>,
  backup: { name: string; location: string; trigger: "schedule" | "owner" },
  now: Date = new Date(),
): Promise<BackupRecord> {
  await endInterrupted(db, now);
  try {
    const row = await db
      .insertInto("offsite_backups")
      .values({
        ...backup,
        status: "running",
        started_at: nowIso(now),
        heartbeat_at: nowIso(now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return read(row);
  } catch (error) {
    if (!isUniqueViolation(error, "status")) throw error;
    const running = await runningBackup(db);
    throw new Conflict(
      `A backup is being made already${running ? ` (since ${running.started_at})` : ""}: wait for it to finish`,
    );
  }
}

/** Marks failed, interrupted, every `running` backup whose process stopped saying so. */
export async function endInterrupted(db: Kysely<Database>, now: Date = new Date()) {
  await db
    .updateTable("offsite_backups")
    .set({ status: "failed", error: INTERRUPTED, finished_at: nowIso(now) })
    .where("status", "=", "running")
    .where("heartbeat_at", "<", nowIso(new Date(now.getTime() - STALE_MS)))
    .execute();
}

/** Says the backup is still being made. */
export async function heartbeat(db: Kysely<Database>, id: number, now: Date = new Date()) {
  await db
    .updateTable("offsite_backups")
    .set({ heartbeat_at: nowIso(now) })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
}

/** Ends a backup: good (read back and matched, with its size and checksum) or failed (why). */
export async function finishBackup(
  db: Kysely<Database>,
  id: number,
  end: { status: "good"; size: number; sha256: string } | { status: "failed"; error: string },
  now: Date = new Date(),
) {
  await db
    .updateTable("offsite_backups")
    .set({ ...end, finished_at: nowIso(now) })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
  const old = db
    .selectFrom("offsite_backups")
    .select("id")
    .orderBy("id", "desc")
    .offset(RECORDS_KEPT)
    .limit(1);
  await db
    .deleteFrom("offsite_backups")
    .where("status", "!=", "running")
    .where("id", "<=", old)
    .execute();
}

/** The backup being made now (by any process), if one is and its process is alive. */
export async function runningBackup(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<BackupRecord | undefined> {
  const row = await db
    .selectFrom("offsite_backups")
    .selectAll()
    .where("status", "=", "running")
    .where("heartbeat_at", ">=", nowIso(new Date(now.getTime() - STALE_MS)))
    .executeTakeFirst();
  return row && read(row);
}

/** The newest good backup, if any. */
export async function lastGoodBackup(db: Kysely<Database>): Promise<BackupRecord | undefined> {
  const row = await db
    .selectFrom("offsite_backups")
    .selectAll()
    .where("status", "=", "good")
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && read(row);
}

/**
 * The newest backup that ended (good or failed), if any: one whose process stopped without saying
 * so counts as failed, interrupted (read only: `endInterrupted` writes it down at the next claim).
 */
export async function lastFinishedBackup(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<BackupRecord | undefined> {
  const stale = nowIso(new Date(now.getTime() - STALE_MS));
  const row = await db
    .selectFrom("offsite_backups")
    .selectAll()
    .where((where) =>
      where.or([where("status", "!=", "running"), where("heartbeat_at", "<", stale)]),
    )
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.status === "running"
    ? read({ ...row, status: "failed", error: INTERRUPTED })
    : read(row);
}
