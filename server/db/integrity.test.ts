/**
 * SQLite on a bad day: the production entry point (`node server/index.ts`) on a
 * database file with damaged pages, or one that is no database at all, stops with a message naming
 * the file and the newest backup, exits with DAMAGED_DATABASE_EXIT_CODE (which the systemd unit
 * does not restart on), and writes nothing to the file.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addProduct } from "../../testing/fixtures.ts";
import { openDatabase } from "./client.ts";
import { DAMAGED_DATABASE_EXIT_CODE } from "./integrity.ts";
import { migrateToLatest } from "./migrate.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PAGE = 4096;

let site: string | undefined;
afterEach(() => {
  if (site) rmSync(site, { recursive: true, force: true });
  site = undefined;
});

/** A site folder with a real shop database (a few hundred products) and last night's backup. */
async function siteWithDatabase() {
  site = mkdtempSync(path.join(os.tmpdir(), "easel-damaged-"));
  const dataDir = path.join(site, "data");
  const database = await openDatabase({ dataDir });
  await migrateToLatest(database.db);
  for (let index = 0; index < 300; index++) {
    await addProduct(database.db, {
      name: `Print ${index} ${"of a long series ".repeat(8)}`,
      category: "prints",
      price: 2500,
    });
  }
  await database.close(); // checkpoints the WAL into the file
  mkdirSync(path.join(site, "backups"));
  const backup = path.join(site, "backups", "easel-backup-2026-11-25.tar.gz");
  writeFileSync(backup, "a backup's bytes");
  return { dataDir, file: path.join(dataDir, "easel.db"), backup };
}

/** Overwrites `count` pages from page number `first` (1-based) with random bytes. */
function damagePages(file: string, first: number, count: number): void {
  const fd = openSync(file, "r+");
  try {
    writeSync(fd, randomBytes(PAGE * count), 0, PAGE * count, PAGE * (first - 1));
  } finally {
    closeSync(fd);
  }
}

/** Starts the production server on `dataDir` and waits for it to end. */
function startServer(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(ROOT, "server/index.ts")], {
    cwd: site,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      BACKUP_DIR: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr.on("data", (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe("a damaged SQLite file at start", () => {
  it("stops the server with the file, the newest backup and its own exit code, writing nothing", async () => {
    const { dataDir, file, backup } = await siteWithDatabase();
    const pages = statSync(file).size / PAGE;
    expect(pages).toBeGreaterThan(20);
    damagePages(file, Math.floor(pages / 2), 4);
    const before = digest(file);

    const { code, output } = await startServer(dataDir);

    expect(code, output).toBe(DAMAGED_DATABASE_EXIT_CODE);
    expect(output).toContain(`The database file ${file} is damaged or unreadable`);
    expect(output).toContain(`The newest backup is ${backup}`);
    expect(output).not.toMatch(/listening|database migrated/i);
    expect(digest(file)).toBe(before);
    expect(existsSync(`${file}.pid`)).toBe(false);
    const wal = `${file}-wal`;
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  });

  it("stops the same way on a file that is not a database at all", async () => {
    const { dataDir, file, backup } = await siteWithDatabase();
    damagePages(file, 1, 1); // the header: SQLite no longer knows the file
    const before = digest(file);

    const { code, output } = await startServer(dataDir);

    expect(code, output).toBe(DAMAGED_DATABASE_EXIT_CODE);
    expect(output).toContain(`The database file ${file} is damaged or unreadable`);
    expect(output).toContain(backup);
    expect(digest(file)).toBe(before);
  });
});
