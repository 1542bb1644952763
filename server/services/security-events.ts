import type { Kysely } from "kysely";
import {
  isSecurityEventKind,
  isWarning,
  type SecurityEvent,
  type SecurityEventDetail,
  type SecurityEventInput,
} from "#core/security-events.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

/** The most events the owner is shown (Admin → Settings → Security, the API). */
export const SECURITY_EVENTS_SHOWN = 200;
/** The table keeps the newest this many events… */
export const SECURITY_EVENTS_KEPT = 5000;
/** …and none older than a year. */
export const SECURITY_EVENTS_MAX_AGE_DAYS = 366;

export interface SecurityEventsOptions {
  db: Kysely<Database>;
  /** Every event is also one JSON log line, with a stable `event` field (its kind). */
  logger?: Logger;
  /** How many events to keep (the newest); for tests. */
  keep?: number;
  /** The clock; for tests. */
  now?: () => Date;
}

/**
 * The security event log (issue #17): each event is a row of `security_events` and a log line.
 * Recording never fails the request it describes: a row that cannot be written is reported in the
 * log, next to the event's own line. Each write also drops events past the newest `keep` or older
 * than a year, so the table stays small for as long as the site runs.
 */
export function createSecurityEvents(options: SecurityEventsOptions) {
  const { db, logger } = options;
  const keep = options.keep ?? SECURITY_EVENTS_KEPT;
  const now = options.now ?? (() => new Date());

  async function prune(at: Date = now()): Promise<void> {
    const cutoff = new Date(at.getTime() - SECURITY_EVENTS_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
    await db.deleteFrom("security_events").where("occurred_at", "<", nowIso(cutoff)).execute();
    const last = await db
      .selectFrom("security_events")
      .select("id")
      .orderBy("id", "desc")
      .offset(keep - 1)
      .limit(1)
      .executeTakeFirst();
    if (last) await db.deleteFrom("security_events").where("id", "<", last.id).execute();
  }

  return {
    /** Records one event: a row (then the table is pruned) and a log line. */
    async record(event: SecurityEventInput): Promise<void> {
      const detail = cleanDetail(event.detail);
      const line = { event: event.kind, address: event.address, ...detail };
      if (isWarning(event.kind)) logger?.warn(line, "security event");
      else logger?.info(line, "security event");
      try {
        await db
          .insertInto("security_events")
          .values({
            occurred_at: nowIso(now()),
            kind: event.kind,
            client_address: event.address,
            detail: JSON.stringify(detail),
          })
          .execute();
        await prune();
      } catch (error) {
        logger?.error({ err: error, event: event.kind }, "security event not stored");
      }
    },

    /** The newest events first, at most `limit` (and never more than SECURITY_EVENTS_SHOWN). */
    async recent(limit: number = SECURITY_EVENTS_SHOWN): Promise<SecurityEvent[]> {
      const rows = await db
        .selectFrom("security_events")
        .selectAll()
        .orderBy("occurred_at", "desc")
        .orderBy("id", "desc")
        .limit(Math.max(0, Math.min(limit, SECURITY_EVENTS_SHOWN)))
        .execute();
      return rows.flatMap((row) =>
        isSecurityEventKind(row.kind)
          ? [
              {
                id: Number(row.id),
                occurredAt: row.occurred_at,
                kind: row.kind,
                address: row.client_address,
                detail: parseDetail(row.detail),
              },
            ]
          : [],
      );
    },

    /** Drops the events past the newest kept or older than a year (also done on every write). */
    prune,
  };
}

export type SecurityEvents = ReturnType<typeof createSecurityEvents>;

/**
 * Records a restore from a backup (for `npm run restore`, which has no request): no client
 * address, the archive's file name only.
 */
export function recordRestore(
  db: Kysely<Database>,
  detail: { file?: string } = {},
  logger?: Logger,
): Promise<void> {
  return createSecurityEvents({ db, ...(logger ? { logger } : {}) }).record({
    kind: "restored",
    address: null,
    detail: detail.file ? { file: baseName(detail.file) } : {},
  });
}

const baseName = (file: string) => file.split(/[\\/]/).at(-1) ?? file;

/** Only the known facts, in their types: nothing else an event is handed is kept or logged. */
function cleanDetail(detail: SecurityEventDetail = {}): SecurityEventDetail {
  const clean: SecurityEventDetail = {};
  if (detail.sections) clean.sections = [...detail.sections];
  if (typeof detail.reason === "string") clean.reason = detail.reason.slice(0, 200);
  if (Number.isFinite(detail.retryAfter)) clean.retryAfter = detail.retryAfter as number;
  if (Number.isFinite(detail.removed)) clean.removed = detail.removed as number;
  if (Number.isFinite(detail.cancelled)) clean.cancelled = detail.cancelled as number;
  if (typeof detail.file === "string") clean.file = baseName(detail.file).slice(0, 200);
  return clean;
}

function parseDetail(text: string): SecurityEventDetail {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? cleanDetail(value) : {};
  } catch {
    return {};
  }
}
