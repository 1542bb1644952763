import { DiskFull, DomainError } from "./domain-errors.ts";

/** SQLite's primary result code for "database or disk is full" (extended codes keep it in the low byte). */
const SQLITE_FULL = 13;
/** PostgreSQL's SQLSTATE for disk_full (class 53, insufficient resources). */
const PG_DISK_FULL = "53100";
/** What GNU tar (and other tools run as child processes, under LC_ALL=C) print for ENOSPC. */
const NO_SPACE_TEXT = /No space left on device|Disk quota exceeded/;

/** Whether one error (not its causes) says the disk is full, in any of the ways our parts say it. */
function saysDiskFull(error: object): boolean {
  const { code, errcode, stderr } = error as {
    code?: unknown;
    errcode?: unknown;
    stderr?: unknown;
  };
  if (code === "ENOSPC" || code === "EDQUOT" || code === PG_DISK_FULL) return true;
  if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number")
    return (errcode & 0xff) === SQLITE_FULL;
  // A child process (tar) that failed writing: its exit code says nothing, its message does.
  return typeof stderr === "string" && NO_SPACE_TEXT.test(stderr);
}

/**
 * The disk-full failure behind `error` (node's ENOSPC/EDQUOT, SQLite's SQLITE_FULL, PostgreSQL's
 * 53100, a child process that said so), following `cause`s; undefined for any other error. Both
 * doors use it, so a full disk is a 507 with a plain message wherever the write was.
 */
export function asDiskFull(error: unknown): DiskFull | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if (current instanceof DiskFull) return current;
    if (current instanceof DomainError) return undefined;
    if (saysDiskFull(current)) return new DiskFull(undefined, { cause: error });
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
