import { randomBytes } from "node:crypto";
import { CompiledQuery, type DatabaseConnection } from "kysely";
import type pg from "pg";
import type { Announce, WriteTracker } from "./write-tracker.ts";

/**
 * Several server processes on one PostgreSQL database (decision 019): each commit that changes
 * what visitors are shown sends a notice on one channel, inside its own transaction (so it is
 * delivered when, and only if, the change commits). Every process listens on that channel and
 * moves its write tracker on a notice from another process, which empties its caches and replays.
 *
 * A notice carries the sender's id and its own running number. A gap in a sender's numbers (a
 * notice lost) changes nothing: any notice already invalidates everything. A lost connection does:
 * until it is back, the tracker is `deaf` (nothing is cached), and on reconnecting it moves once
 * more, for whatever happened in between.
 */

/** The channel of one database (and schema: tests run one per test in the same database). */
export function writesChannel(schema: string | undefined): string {
  return schema ? `easel_writes_${schema}` : "easel_writes";
}

/** An announcer for this process: `sender:n`, n counting up from 1. */
export function announcer(channel: string, sender: string): Announce {
  let sent = 0;
  return async (connection: DatabaseConnection) => {
    sent++;
    await connection.executeQuery(
      CompiledQuery.raw("select pg_notify($1, $2)", [channel, `${sender}:${sent}`]),
    );
  };
}

/** A random id for this process's notices. */
export const newSenderId = () => randomBytes(8).toString("hex");

export interface WriteListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  /** Notices heard from other processes so far. */
  readonly heard: number;
  close(): Promise<void>;
}

/**
 * Listens for other processes' notices on a connection of its own, reconnecting after a second
 * (then up to 30 s) when it drops.
 */
export function listenForWrites(options: {
  Client: typeof pg.Client;
  config: pg.ClientConfig;
  channel: string;
  sender: string;
  tracker: WriteTracker;
  onError?: (error: unknown) => void;
}): WriteListener {
  const { Client, config, channel, sender, tracker, onError } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let heard = 0;
  let delay = 1000;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const retry = () => {
    if (closed || timer) return;
    tracker.deaf = true;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 30_000);
  };

  async function connect(): Promise<void> {
    const next = new Client(config);
    next.on("notification", (message) => {
      if (message.channel !== channel || message.payload?.startsWith(`${sender}:`)) return;
      heard++;
      tracker.bump();
    });
    next.on("error", (error) => {
      onError?.(error);
      next.end().catch(() => undefined);
    });
    next.on("end", () => {
      if (client !== next) return;
      client = undefined;
      retry();
    });
    try {
      await next.connect();
      await next.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      onError?.(error);
      next.end().catch(() => undefined);
      retry();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = 1000;
    // Heard from now on; what happened while deaf is covered by one more move.
    tracker.deaf = false;
    markReady();
  }

  tracker.deaf = true;
  void connect();
  return {
    ready,
    get heard() {
      return heard;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
