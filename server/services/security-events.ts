import type { Kysely } from "kysely";
import { addressGroup } from "#core/address-group.ts";
import {
  isRefusal,
  isSecurityEventKind,
  isWarning,
  REFUSAL_KINDS,
  type SecurityEvent,
  type SecurityEventDetail,
  type SecurityEventInput,
} from "#core/security-events.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

/** The most events the owner is shown (Admin → Settings → Security, the API), and as many refusals. */
export const SECURITY_EVENTS_SHOWN = 200;
/** The table keeps the newest this many refusals (other events are never pruned by volume)… */
export const SECURITY_EVENTS_KEPT = 5000;
/** A client's refusals of one kind within this window of the first are one row with a count. */
export const REFUSAL_WINDOW_MS = 5 * 60 * 1000;
/** …and no event older than a year. */
export const SECURITY_EVENTS_MAX_AGE_DAYS = 366;

export interface SecurityEventsOptions {
  db: Kysely<Database>;
  /** Every event is also one JSON log line, with a stable `event` field (its kind). */
  logger?: Logger;
  /** How many refusals to keep (the newest); for tests. */
  keep?: number;
  /** The clock; for tests. */
  now?: () => Date;
}

/**
 * The security event log: each event is a row of `security_events` and a log line.
 * Recording never fails the request it describes: a row that cannot be written is reported in the
 * log, next to the event's own line. A stranger's refusals are one row per client (address group),
 * kind and five minutes, with a count, so an attack cannot flood the table; each write
 * also drops refusals past the newest `keep`, and any event older than a year. The owner's own
 * record (sign-ins, password changes, restores, sweeps…) is never pruned because of volume.
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
      .where("kind", "in", REFUSAL_KINDS)
      .orderBy("id", "desc")
      .offset(keep - 1)
      .limit(1)
      .executeTakeFirst();
    if (last) {
      await db
        .deleteFrom("security_events")
        .where("kind", "in", REFUSAL_KINDS)
        .where("id", "<", last.id)
        .execute();
    }
  }

  /**
   * Counts a refusal into its client's row of this window, if there is one: one statement, so
   * refusals counted at once by several processes are all counted. False when there is none.
   */
  async function repeatRefusal(kind: string, group: string, at: Date): Promise<boolean> {
    const since = nowIso(new Date(at.getTime() - REFUSAL_WINDOW_MS));
    const result = await db
      .updateTable("security_events")
      .set((eb) => ({ repeated: eb("repeated", "+", 1), last_occurred_at: nowIso(at) }))
      .where("id", "=", (eb) =>
        eb
          .selectFrom("security_events")
          .select("id")
          .where("kind", "=", kind)
          .where("client_address", "=", group)
          .where("occurred_at", ">=", since)
          .orderBy("id", "desc")
          .limit(1),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function read(refusals: boolean, limit: number): Promise<SecurityEvent[]> {
    const rows = await db
      .selectFrom("security_events")
      .selectAll()
      .where("kind", refusals ? "in" : "not in", REFUSAL_KINDS)
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
              repeated: Number(row.repeated),
              ...(row.last_occurred_at ? { lastOccurredAt: row.last_occurred_at } : {}),
            },
          ]
        : [],
    );
  }

  return {
    /** Records one event: a row (then the table is pruned) and a log line. */
    async record(event: SecurityEventInput): Promise<void> {
      const detail = cleanDetail(event.detail);
      const line = { event: event.kind, address: event.address, ...detail };
      if (isWarning(event.kind)) logger?.warn(line, "security event");
      else logger?.info(line, "security event");
      try {
        const at = now();
        // A refusal is counted by the client's group: an IPv6 /64 is one client.
        const address =
          isRefusal(event.kind) && event.address ? addressGroup(event.address) : event.address;
        if (address !== null && isRefusal(event.kind)) {
          if (await repeatRefusal(event.kind, address, at)) return;
        }
        await db
          .insertInto("security_events")
          .values({
            occurred_at: nowIso(at),
            kind: event.kind,
            client_address: address,
            detail: JSON.stringify(detail),
          })
          .execute();
        await prune(at);
      } catch (error) {
        logger?.error({ err: error, event: event.kind }, "security event not stored");
      }
    },

    /** The owner's record (everything but refusals), newest first, at most `limit` (≤ 200). */
    recent: (limit: number = SECURITY_EVENTS_SHOWN) => read(false, limit),

    /** The refusals, newest first, each with its count, at most `limit` (≤ 200). */
    refusals: (limit: number = SECURITY_EVENTS_SHOWN) => read(true, limit),

    /** Drops the refusals past the newest kept, and events older than a year (also on every write). */
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
