/** Crafted backups: a good archive, changed and packed again (server/services/backup-*.test.ts). */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { writeArchive } from "../server/services/backup.ts";
import { makeJpeg } from "./images.ts";
import { createTestApp } from "./test-app.ts";

/** One small shop picture, backed up: the archive every crafted one below is made from. */
export let good: { dir: string; file: string; key: string };
/**
 * The folder of the calling test file's archives (removed after it) and, made in its `beforeAll`,
 * one small shop picture backed up: `good`, the archive every crafted one is made from.
 */
export function goodArchiveForFile() {
  backupFolderForFile();
  beforeAll(async () => {
    const source = await createTestApp("sqlite");
    try {
      const asset = await source.services.media.ingest(await makeJpeg(64, 48), "owl.jpg", "shop");
      const file = path.join(folder, "good.tar.gz");
      await writeArchive(
        source.database.handle.db,
        path.join(source.database.dataDir, "media"),
        file,
      );
      const dir = path.join(folder, "good");
      mkdirSync(dir);
      execFileSync("tar", ["-xzf", file, "-C", dir]);
      good = { dir, file, key: asset.key };
    } finally {
      await source.dispose();
    }
  });
}

/** The calling file's archive folder (see backupFolderForFile). */
export let folder: string;

/** A folder for the calling test file's archives, `folder`, removed after the file. */
export function backupFolderForFile() {
  folder = mkdtempSync(path.join(os.tmpdir(), "easel-backup-test-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
}

/** The good archive's files, changed by `change`, packed with tar (`extra` adds its own arguments). */
export function craft(
  name: string,
  change: (dir: string, backup: CraftedBackup) => void,
  tarArgs: (dir: string) => string[] = () => ["backup.json", "originals"],
): string {
  const dir = path.join(folder, `crafted-${name}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(good.dir, dir, { recursive: true });
  const backup = JSON.parse(readFileSync(path.join(dir, "backup.json"), "utf8"));
  change(dir, backup);
  writeFileSync(path.join(dir, "backup.json"), JSON.stringify(backup));
  const file = path.join(folder, `crafted-${name}.tar.gz`);
  rmSync(file, { force: true });
  execFileSync("tar", ["-czPf", file, "-C", dir, ...tarArgs(dir)], { stdio: "ignore" });
  return file;
}

export const original = (dir: string) => path.join(dir, "originals", `${good.key}.jpg`);
/** backup.json as a crafted archive may change it. */
export interface CraftedBackup {
  format: unknown;
  version: unknown;
  tables: Record<string, Array<Record<string, unknown>>>;
}
export const asset = (backup: CraftedBackup) => backup.tables.media_assets![0]!;
export const OTHER_KEY = "0123456789abcdef0123456789abcdef";

/** Where crafted archives aim, outside DATA_DIR: nothing may ever appear there. */
export const OUTSIDE = path.join(os.tmpdir(), `easel-outside-${randomBytes(4).toString("hex")}`);
