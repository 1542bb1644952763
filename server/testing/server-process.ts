import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { LOG_FLUSH_MS, SHUTDOWN_GRACE_MS } from "../shutdown.ts";
import type { TestDatabase } from "./test-db.ts";

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Ends the process with SIGKILL, as a crash or a power cut would, and waits for it to go. */
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
 * Starts server/testing/api-server.ts in its own Node process on the test database, trusting
 * X-Forwarded-For so each simulated client has its own rate limits.
 */
export function startServerProcess(
  database: TestDatabase,
  /** More environment (SMTP_URL, another DATABASE_URL …), over the defaults. */
  extra: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const script = path.join(import.meta.dirname, "api-server.ts");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
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
