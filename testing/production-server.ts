import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import { startPages } from "./page-build.ts";
import { freePort, waitFor } from "./processes.ts";
import type { TestDatabase } from "./test-db.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The production server and what it wrote to standard output so far (JSON log lines). */
export interface ProductionServer {
  child: ChildProcess;
  base: string;
  /** Every log line so far (of the server and its children), in the order they came. */
  lines: readonly LogLine[];
  /** Settles with the first log line (of the server or a child of it) that `match` accepts. */
  logLine(match: (line: LogLine) => boolean): Promise<LogLine>;
}

export interface LogLine {
  pid: number;
  msg: string;
  [field: string]: unknown;
}

/**
 * The production entry (server/index.ts: boot, then the run's build of the pages from
 * testing/page-build.ts) on a test database, as a deployment starts it: settles once it answers.
 * On PostgreSQL the server works in the test's own schema. Its standard output (and its children's)
 * is read for `logLine`; `env` adds to its environment (ADMIN_PASSWORD, SEED_DEMO, LOG_LEVEL…).
 */
export async function startProductionServer(
  database: { dataDir: string; handle: Pick<TestDatabase["handle"], "dialect" | "schema"> },
  env: Record<string, string>,
  options: {
    /** Started from a shell with this umask (`000`: as a careless profile would start it). */
    umask?: string;
  } = {},
): Promise<ProductionServer> {
  const [port, pages] = await Promise.all([freePort(), startPages()]);
  const { handle } = database;
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres:///");
  if (handle.schema) url.searchParams.set("options", `-c search_path=${handle.schema}`);
  const entry = [process.execPath, path.join(ROOT, "server/index.ts")];
  const [command, ...args] = options.umask
    ? ["sh", "-c", `umask ${options.umask} && exec "$@"`, "sh", ...entry]
    : entry;
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: database.dataDir,
      EASEL_BUILD_DIR: pages.folder,
      DATABASE_URL: handle.dialect === "postgres" ? url.href : "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  let partial = "";
  child.stdout!.on("data", (chunk) => {
    const text = partial + String(chunk);
    const complete = text.split("\n");
    partial = complete.pop()!;
    for (const line of complete) {
      if (line.startsWith("{")) lines.push(JSON.parse(line) as LogLine);
    }
    for (const wake of waiting) wake();
  });
  const logLine = (match: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const look = () => {
        const found = lines.find(match);
        if (!found) return;
        waiting.delete(look);
        resolve(found);
      };
      waiting.add(look);
      look();
    });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/admin/session`, 170_000);
  return { child, base, lines, logLine };
}

/**
 * Whether process `pid` is still running: not gone, nor a zombie that only waits for its parent to
 * read its exit status. Read from /proc (Linux), as nothing else here can wait on a process that
 * is not this one's child.
 */
export function processRunning(pid: number): boolean {
  try {
    // "pid (comm) S …": the state is the first field after the command's closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

/** Settles once process `pid` has stopped running (polled every 20 ms). */
export async function processEnded(pid: number): Promise<void> {
  while (processRunning(pid)) await pause(20);
}
