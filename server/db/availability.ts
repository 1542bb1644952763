import type pg from "pg";
import { Unavailable } from "#core/domain-errors.ts";

/**
 * PostgreSQL going away and coming back (a restart, an upgrade, a managed database's failover).
 * While the server cannot reach it, requests answer 503 with Retry-After at once instead
 * of waiting or failing with a 500; when it is back, the pool's next connection finds out and
 * everything goes on. SQLite is a file in the process and never "goes away" in this sense.
 */

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** While the database is known to be away, one attempt per this long finds out whether it is back. */
const PROBE_MS = 1000;

export const UNAVAILABLE_MESSAGE =
  "The shop cannot reach its database just now. Please try again in a moment.";

/** SQLSTATEs of a server going away: admin shutdown (a restart), crash, not yet accepting. */
const SERVER_GONE = new Set(["57P01", "57P02", "57P03"]);
/** Socket errors of a server that is not there; only for a socket's own calls, not a file's. */
const SOCKET_GONE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOENT", // a Unix socket whose server is stopped
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
const SOCKET_CALLS = new Set(["connect", "read", "write", "getaddrinfo"]);
/**
 * What pg says when a connection ends or cannot be made in time ("Connection terminated due to
 * connection timeout"). Not pg-pool's "timeout exceeded when trying to connect": that is a wait
 * for a busy pool, not a database away.
 */
const GONE_MESSAGE = /^(Connection terminated|Client has encountered a connection error)/;

/** True for an error that says the database could not be reached, not that a query was wrong. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof Unavailable) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, syscall, message } = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
  };
  if (typeof code === "string") {
    if (SERVER_GONE.has(code) || code.startsWith("08")) return true; // 08: connection exception
    if (SOCKET_GONE.has(code) && typeof syscall === "string" && SOCKET_CALLS.has(syscall))
      return true;
  }
  return typeof message === "string" && GONE_MESSAGE.test(message);
}

/**
 * SQLSTATE 53300: the server has no connection slot left ("sorry, too many clients already", or a
 * role's or database's connection limit). The database is there but full, which a server shared
 * with other clients reaches on a busy machine: a request is told to try again (503), as while the
 * database is away, without marking it down (the next connection may well succeed).
 */
export function isAtCapacity(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "53300";
}

/** The error a request meets while the database is away (`cause`: what the driver said, for logs and the doctor). */
export function unavailable(cause?: unknown): Unavailable {
  const error = new Unavailable(UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** Whether the database is known to be away, and when to try it again. */
export class DatabaseHealth {
  #downSince: number | undefined;
  #lastTry = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** True from a failure to reach the database until the next connection made. */
  get down(): boolean {
    return this.#downSince !== undefined;
  }

  /** Notes a failure; only one that says the database is unreachable marks it down. */
  failed(error: unknown): void {
    if (isUnreachable(error)) this.#downSince ??= this.#now();
  }

  /** The database answered. */
  reached(): void {
    this.#downSince = undefined;
  }

  /**
   * Whether to try the database now: always while it is up; while it is down, once a second (that
   * attempt finds out when it is back) and every other caller is answered at once.
   */
  shouldTry(): boolean {
    if (!this.down) return true;
    const now = this.#now();
    if (now - this.#lastTry < PROBE_MS) return false;
    this.#lastTry = now;
    return true;
  }
}

/**
 * The pool as Kysely's PostgresDialect sees it: a connection is refused at once while the database
 * is known to be away, and a failure to connect (the database away, or full: isAtCapacity) becomes
 * `Unavailable` (a 503). Every client gets an
 * error listener: a connection lost while a client is checked out between two queries emits
 * `error` on that client, and without a listener that ends the process. The pool's own `error`
 * (an idle client's connection lost, e.g. 57P01 on a restart) is handled by the caller.
 */
export function guardedPool(pool: pg.Pool, health: DatabaseHealth) {
  const lost = (error: unknown) => health.failed(error);
  pool.on("connect", (client) => client.on("error", lost));
  return {
    async connect(): Promise<pg.PoolClient> {
      if (!health.shouldTry()) throw unavailable();
      try {
        const client = await pool.connect();
        health.reached();
        return client;
      } catch (error) {
        health.failed(error);
        throw isUnreachable(error) || isAtCapacity(error) ? unavailable(error) : error;
      }
    },
    end: () => pool.end(),
    // Kysely makes its control connections (a query's cancel) from these.
    options: pool.options,
    Client: (pool as unknown as { Client: typeof pg.Client }).Client,
  };
}
