import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import { sql } from "kysely";
import { LOG_FLUSH_MS, SHUTDOWN_GRACE_MS } from "../server/shutdown.ts";
import type { TestDatabase } from "./test-db.ts";

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /**
   * Ends the process with SIGKILL, as a crash or a power cut would, and waits for it to go and,
   * on PostgreSQL, for the database sessions it leaves behind to end.
   */
  kill(): Promise<void>;
  /** Settles when the process has exited, with its code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What it wrote to standard error so far. */
  readonly stderr: string;
}

export interface ServerProcessOptions {
  /**
   * What becomes of its standard output after `listening`: read (the default), `unread` (a pipe
   * that is never read again, as with a log collector that stopped), or `closed` (the reader is
   * gone: writes meet EPIPE).
   */
  stdout?: "read" | "unread" | "closed";
}

/**
 * Starts testing/api-server.ts in its own Node process on the test database, trusting
 * X-Forwarded-For so each simulated client has its own rate limits.
 */
export function startServerProcess(
  database: TestDatabase,
  /** More environment (SMTP_URL, another DATABASE_URL …), over the defaults. */
  extra: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const script = path.join(import.meta.dirname, "api-server.ts");
  // Its PostgreSQL sessions go by this name (node-postgres reads PGAPPNAME), for kill() to find.
  const sessions = `easel-test-${randomBytes(6).toString("hex")}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGAPPNAME: sessions,
    DATA_DIR: database.dataDir,
    TRUST_PROXY: "1",
    DATABASE_URL: database.handle.dialect === "postgres" ? process.env.TEST_DATABASE_URL : "",
    EASEL_TEST_SCHEMA: database.handle.schema ?? "",
    ...extra,
  };
  const child = spawn(process.execPath, [script], { env, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  let stderr = "";
  child.stderr!.on("data", (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    let stdout = "";
    child.stdout!.on("data", (chunk) => {
      stdout += String(chunk);
      const match = /listening (\d+)/.exec(stdout);
      if (!match) return;
      if (options.stdout === "unread") child.stdout!.pause();
      if (options.stdout === "closed") child.stdout!.destroy();
      resolve({
        child,
        baseUrl: `http://127.0.0.1:${match[1]}`,
        async kill() {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
          await exited;
          if (database.handle.dialect === "postgres") await sessionsEnded(database, sessions);
        },
        exited,
        get stderr() {
          return stderr;
        },
      });
    });
    child.once("exit", (code) =>
      reject(new Error(`server process exited (${code}) before listening:\n${stderr}`)),
    );
  });
}

/**
 * Waits until no PostgreSQL session called `name` is left. A killed process's sessions outlive it
 * for a moment: a session running a statement (a COMMIT the process sent just before it died)
 * finishes it, and only then reads the closed socket and ends. A check made before that sees the
 * database as it was before the commit, and one a moment later as it is after.
 */
async function sessionsEnded(database: TestDatabase, name: string) {
  for (const started = Date.now(); ; await pause(10)) {
    const left = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity where application_name = ${name}`
      .execute(database.handle.db)
      .then(({ rows }) => rows[0]!.n)
      // A database that is down (a test stopped it) has no sessions left either.
      .catch(() => 0);
    if (left === 0) return;
    if (Date.now() - started > 30_000) throw new Error(`${name}'s database sessions did not end`);
  }
}

/**
 * The owner, signed in on one process with `password` (sessions live in the database: any process
 * of it serves them): a fetch to any process with the session's cookie and that process's Origin.
 */
export async function signedInOwner(server: ServerProcess, password: string) {
  const response = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  return (target: ServerProcess, pathname: string, init: RequestInit = {}) =>
    fetch(`${target.baseUrl}${pathname}`, {
      ...init,
      headers: {
        cookie,
        origin: target.baseUrl,
        ...(typeof init.body === "string" ? { "content-type": "application/json" } : {}),
      },
    });
}

export interface HttpResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field.
  body: any;
}

/** A shopper talking to a server process over HTTP, with their own cart cookie and address. */
export function httpShopper(baseUrl: () => string, address: string, cookie = "") {
  const send = async (pathname: string, init: RequestInit = {}): Promise<HttpResult> => {
    const base = baseUrl(); // once: with several servers, the next one answers the whole request
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", address);
    headers.set("origin", base);
    // Plain bytes, as the bench's bare baseline server sends them.
    headers.set("accept-encoding", "identity");
    if (init.body !== undefined) headers.set("content-type", "application/json");
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(`${base}${pathname}`, { ...init, headers });
    const set = response.headers.get("set-cookie");
    if (set?.startsWith("easel_cart=")) cookie = set.split(";")[0]!;
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {}
    return { status: response.status, headers: response.headers, body };
  };
  return {
    address,
    get cookie() {
      return cookie;
    },
    send,
    get: (pathname: string) => send(pathname),
    post: (pathname: string, body: unknown) =>
      send(pathname, { method: "POST", body: JSON.stringify(body) }),
  };
}

export type HttpShopper = ReturnType<typeof httpShopper>;

/**
 * Sends SIGTERM and waits for the exit code, or "still running" when the process has not ended
 * within the drain's grace and the log's flush (what a clean stop must take at most).
 */
export function sigtermExit(process: ServerProcess): Promise<number | null | string> {
  process.child.kill("SIGTERM");
  return Promise.race([
    process.exited,
    new Promise<string>((resolve) =>
      setTimeout(() => resolve("still running"), SHUTDOWN_GRACE_MS + LOG_FLUSH_MS).unref(),
    ),
  ]);
}
