import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { backupFolders, checkBackups } from "./backups.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600_000);

describe("doctor: backups", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "easel-backups-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const backup = (name: string, age: number, bytes = 2048) => {
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.alloc(bytes));
    utimesSync(file, hoursAgo(age), hoursAgo(age));
    return file;
  };

  it("names the newest backup by modification time, ignoring other files", async () => {
    backup("easel-backup-2026-11-20.tar.gz", 72);
    const newest = backup("easel-backup-2026-11-23.tar.gz", 5);
    backup("notes.tar.gz", 1);
    const [finding] = await checkBackups([dir, path.join(dir, "missing")], NOW);
    expect(finding?.status).toBe("ok");
    expect(finding?.message).toBe(`${newest}, 2 KB, 5 hours old.`);
  });

  it("warns when the newest is over two days old, or empty, or there is none", async () => {
    const [none] = await checkBackups([dir], NOW);
    expect(none?.status).toBe("warn");
    expect(none?.message).toContain(`none found in ${dir}`);
    backup("easel-backup-2026-11-20.tar.gz", 50);
    const [old] = await checkBackups([dir], NOW);
    expect(old?.status).toBe("warn");
    expect(old?.message).toContain("is 2 days old: the nightly backup has stopped");
    backup("easel-backup-2026-11-23.tar.gz", 1, 0);
    const [empty] = await checkBackups([dir], NOW);
    expect(empty?.status).toBe("warn");
    expect(empty?.message).toContain("is empty");
  });

  it("looks in --backups, else BACKUP_DIR, else here and backups/ beside the data folder", () => {
    const env = readEnv({ DATA_DIR: "/var/lib/easel/data" });
    expect(backupFolders(env, "/mnt/b", { BACKUP_DIR: "/srv/b" })).toEqual(["/mnt/b"]);
    expect(backupFolders(env, undefined, { BACKUP_DIR: "/srv/b" })).toEqual(["/srv/b"]);
    expect(backupFolders(env, undefined, {})).toEqual([process.cwd(), "/var/lib/easel/backups"]);
  });
});
