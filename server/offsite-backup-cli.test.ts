/**
 * The owner's commands for off-site backups, run as they are on a server: `npm run backup --
 * --offsite` makes one, `npm run restore -- s3://bucket/prefix/NAME --yes` fetches, decrypts and
 * restores it into an empty data folder; a wrong passphrase or a name that is not there is refused
 * with one line and exit code 1, nothing written.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillShop } from "../testing/backup-shop.ts";
import { openSite } from "../testing/backup-sites.ts";
import { storageForFile } from "../testing/offsite-servers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const PASSPHRASE = "the owner's long passphrase";
const storage = storageForFile();
let source: TestApp;
let parent: string;

beforeAll(async () => {
  source = await createTestApp("sqlite", { PUBLIC_URL: "http://localhost" });
  await fillShop(source);
  parent = mkdtempSync(path.join(os.tmpdir(), "easel-cli-restore-"));
});
afterAll(async () => {
  await source?.dispose();
  rmSync(parent, { recursive: true, force: true });
});

/** A script of the project, run with `env` (and the storage's settings) as npm runs it. */
async function script(name: string, args: string[], env: Record<string, string>) {
  const settings = {
    PATH: process.env.PATH ?? "",
    LOG_LEVEL: "silent",
    ...storage.s3.settings,
    BACKUP_S3_URL: `s3://${storage.bucket}/shop`,
    BACKUP_PASSPHRASE: PASSPHRASE,
    ...env,
  };
  return run(process.execPath, [path.join(ROOT, "scripts", name), ...args], {
    cwd: ROOT,
    env: settings,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("npm run backup -- --offsite, then npm run restore -- s3://…", () => {
  it("restores the backup into an empty data folder: the same shop, pictures included", {
    timeout: 180_000,
  }, async () => {
    const made = await script("backup.ts", ["--offsite"], { DATA_DIR: source.database.dataDir });
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    const location = /Backup made and checked: (s3:\/\/\S+)/.exec(made.stdout)?.[1];
    expect(location).toMatch(/^s3:\/\/[a-z0-9-]+\/shop\/easel-backup-.*\.tar\.gz\.enc$/);
    expect(location?.startsWith(`s3://${storage.bucket}/shop/`)).toBe(true);

    // A wrong passphrase, and a name that is not there: one line each, nothing written.
    const wrong = await script("restore.ts", [location!, "--yes"], {
      DATA_DIR: path.join(parent, "data"),
      BACKUP_PASSPHRASE: "not the owner's passphrase",
    });
    expect(wrong).toMatchObject({ code: 1, stderr: "The passphrase does not open this backup\n" });
    const missing = location!.replace(/T\d{6}Z/, "T000000Z");
    const absent = await script("restore.ts", [missing, "--yes"], {
      DATA_DIR: path.join(parent, "data"),
    });
    expect(absent).toMatchObject({
      code: 1,
      stderr: `This backup cannot be restored: there is no backup at ${missing}\n`,
    });
    expect(readdirSync(parent)).toEqual([]);

    const restored = await script("restore.ts", [location!, "--yes"], {
      DATA_DIR: path.join(parent, "data"),
    });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Fetching ${location}`);
    expect(restored.stdout).toContain(`Restored ${location} (made `);
    expect(restored.stdout).toContain(", 3 images).");
    const site = await openSite("sqlite", path.join(parent, "data"), "");
    try {
      const products = await (await site.request("/api/products")).json();
      expect(products).toEqual(await (await source.request("/api/products")).json());
      expect((await site.request(products[0].imageUrl)).status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it("says plainly that off-site backups are not set up", async () => {
    const made = await script("backup.ts", ["--offsite"], {
      DATA_DIR: source.database.dataDir,
      BACKUP_S3_URL: "",
    });
    expect(made.code).toBe(1);
    expect(made.stderr).toMatch(/^Off-site backups are not set up: set BACKUP_S3_URL/);
  });
});
