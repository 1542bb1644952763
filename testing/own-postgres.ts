import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./processes.ts";

const run = promisify(execFile);

/** Where PostgreSQL's programs are (Debian's layout; PG_BIN says otherwise). */
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL server of the test's own, in a temporary directory on its own port and socket, for
 * tests that stop and restart the database: the shared cluster other tests use is never touched.
 * As root, the server runs as the `postgres` user (it refuses to run as root).
 */
export interface OwnPostgres {
  /** `postgres://…` for a database `easel` on this server. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: active sessions are ended (57P01), as an upgrade or failover does. */
  restart(): Promise<void>;
  /** Stops the server at once and removes its directory. */
  dispose(): Promise<void>;
}

/** Why an own server cannot be started here, or undefined when it can. */
export function ownPostgresMissing(): string | undefined {
  if (!existsSync(path.join(PG_BIN, "initdb"))) return `no PostgreSQL programs in ${PG_BIN}`;
  return undefined;
}

/** `settings`: server settings for its command line (`max_connections`…). */
export async function startOwnPostgres(
  settings: Record<string, string> = {},
): Promise<OwnPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), "easel-own-pg-"));
  const data = path.join(root, "data");
  const socket = path.join(root, "socket");
  mkdirSync(socket);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    chownSync(root, uid, gid);
    chownSync(socket, uid, gid);
  }
  // The programs run as `postgres` when the test runs as root.
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(PG_BIN, program), ...args])
      : run(path.join(PG_BIN, program), args);
  const port = await freePort();
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
  const options = `-p ${port} -k ${socket} -c listen_addresses=''${extra.join("")}`;
  const ctl = (...args: string[]) =>
    pg("pg_ctl", ["-D", data, "-l", path.join(root, "log"), "-o", options, "-w", ...args]);
  await ctl("start");
  await pg("createdb", ["-h", socket, "-p", String(port), "-U", "postgres", "easel"]);
  return {
    url: `postgres://postgres@/easel?host=${encodeURIComponent(socket)}&port=${port}`,
    stop: async () => void (await ctl("stop", "-m", "fast")),
    start: async () => void (await ctl("start")),
    restart: async () => void (await ctl("restart", "-m", "fast")),
    async dispose() {
      await ctl("stop", "-m", "immediate").catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run("id", ["-u", "postgres"]),
    run("id", ["-g", "postgres"]),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
