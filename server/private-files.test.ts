import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

let parent = "";
beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), "easel-modes-"));
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

/**
 * Runs a Node script in a child process started with umask 000 (every file 0666 and folder 0777
 * unless the program sees to it), as a shell with a careless profile would start the server.
 */
function runWithOpenUmask(args: string[], env: Record<string, string>): Promise<string> {
  const command = `umask 000 && exec "${process.execPath}" "$@"`;
  const child = spawn("sh", ["-c", command, "sh", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => {
    out += String(chunk);
  });
  child.stderr.on("data", (chunk) => {
    err += String(chunk);
  });
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`exit ${code}:\n${err}`)),
    ),
  );
}

/** Every folder and file under `root` (itself included), with its permission bits. */
async function modesUnder(root: string): Promise<Record<string, number>> {
  const modes: Record<string, number> = { ".": (await stat(root)).mode & 0o777 };
  for (const name of await readdir(root, { recursive: true })) {
    modes[name] = (await stat(path.join(root, name))).mode & 0o777;
  }
  return modes;
}

// The server's start-up (boot) on SQLite, then an uploaded image, while the database is open (so
// its -wal and -shm files exist): prints the modes of everything in DATA_DIR.
const SERVER_SCRIPT = `
import { boot } from "./server/boot.ts";
import { readEnv } from "./server/env.ts";
import { createLogger } from "./server/logger.ts";
import { makeJpeg } from "./testing/images.ts";
const services = await boot(readEnv(), createLogger({ level: "silent" }));
await services.media.ingest(await makeJpeg(900, 600), "a.jpg", "shop");
await services.database.db.selectFrom("settings").selectAll().execute();
// SQLite removes -wal and -shm when it closes: their modes are read while it is open.
const { readdirSync, statSync } = await import("node:fs");
const open = readdirSync(process.env.DATA_DIR).filter((name) => name.startsWith("easel.db"));
console.log(JSON.stringify(Object.fromEntries(
  open.map((name) => [name, (statSync(process.env.DATA_DIR + "/" + name).mode & 0o777).toString(8)]),
)));
await services.database.close();
`;

describe("files the server creates are private whatever the umask", () => {
  it("makes its data and media folders 0700 and every file 0600 (database, -wal, -shm, media, initial password)", {
    timeout: 60_000,
  }, async () => {
    const dataDir = path.join(parent, "data");
    const whileOpen = await runWithOpenUmask(["--input-type=module", "-e", SERVER_SCRIPT], {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "0",
      ADMIN_PASSWORD: "",
      LOG_LEVEL: "silent",
    });
    expect(JSON.parse(whileOpen)).toEqual({
      "easel.db": "600",
      "easel.db-wal": "600",
      "easel.db-shm": "600",
      "easel.db.pid": "600",
    });
    const modes = await modesUnder(dataDir);
    // What must be there: the point is their modes, not merely that nothing is loose.
    for (const name of ["easel.db", "initial-password", "media", "media/originals"]) {
      expect(Object.keys(modes), name).toContain(name);
    }
    expect(Object.keys(modes).some((name) => name.endsWith(".webp"))).toBe(true);
    for (const [name, mode] of Object.entries(modes)) {
      const isFolder = (await stat(path.join(dataDir, name))).isDirectory();
      expect(mode.toString(8), name).toBe(isFolder ? "700" : "600");
    }
  });

  it("writes `npm run backup`'s archive 0600", { timeout: 60_000 }, async () => {
    const dataDir = path.join(parent, "data");
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0", LOG_LEVEL: "silent" };
    await runWithOpenUmask(["--input-type=module", "-e", SERVER_SCRIPT], env);
    const file = path.join(parent, "backup.tar.gz");
    await runWithOpenUmask(["scripts/backup.ts", file], env);
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe("600");
  });
});
