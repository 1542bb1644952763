/** Server processes for the bench: free ports, starting, waiting until up, stopping, and RSS. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort, stopSite, waitFor } from "../../testing/processes.ts";
import { ROOT } from "./root.ts";

export { freePort, stopSite, waitFor };

const START_SCRIPT = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts.start!;

/** The Node flags `npm start` runs the server with (package.json), so the bench measures the same. */
const START_FLAGS: string[] = START_SCRIPT.match(/--[\w-]+=\S+/g) ?? [];

/** The environment `npm start` sets before `node` (the allocator's setting, decision 022). */
const START_ENV: Record<string, string> = Object.fromEntries(
  [...(/^((?:\w+=\S+\s+)*)node\b/.exec(START_SCRIPT)?.[1] ?? "").matchAll(/(\w+)=(\S+)/g)].map(
    ([, name, value]) => [name!, value!],
  ),
);

/** The owner's password on the bench's servers. */
// A password the policy takes beside the demo (core/password-policy.ts: it does not lean on the
// demo's words, and it scores well without spaces too).
export const BENCH_PASSWORD = "plum kettle orbit 9 saxophones";

/** A server process and the loopback address it answers on. */
export interface Site {
  child: ChildProcess;
  base: string;
}

/** Spawns a server on a free loopback port and waits until `ready` (a path, maybe "") answers. */
export async function spawnOnFreePort(
  spawnOn: (port: number) => ChildProcess,
  ready: string,
  timeoutMs: number,
): Promise<Site> {
  const port = await freePort();
  const child = spawnOn(port);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${ready}`, timeoutMs);
  return { child, base };
}

/**
 * Our server, as `npm start` runs it, on the data in `dataDir`; `extra` adds to its environment
 * (DATABASE_URL), `command` runs another entry point (scripts/cluster.ts and its arguments) and
 * `ipc` opens a channel to it (the soak asks its server for its memory).
 */
export function startSite(
  dataDir: string,
  extra: Record<string, string> = {},
  command: string[] = [path.join(ROOT, "server/index.ts")],
  ipc = false,
): Promise<Site> {
  return spawnOnFreePort(
    (port) =>
      spawn(process.execPath, [...START_FLAGS, ...command], {
        env: {
          ...process.env,
          ...START_ENV,
          // Every simulated shopper sends its own X-Forwarded-For, so per-client limits apply per
          // shopper as they would to real visitors behind a proxy.
          TRUST_PROXY: "1",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          ADMIN_PASSWORD: BENCH_PASSWORD,
          ...extra,
        },
        stdio: ipc ? ["ignore", "ignore", "inherit", "ipc"] : ["ignore", "ignore", "inherit"],
      }),
    "/api/admin/session",
    180_000,
  );
}

/** A process's resident memory in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
