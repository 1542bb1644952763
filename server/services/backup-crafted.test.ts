/** Crafted backups are refused and change nothing (the helpers are in testing/backup-*.ts). */
import { execFileSync } from "node:child_process";
import { existsSync, linkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  asset,
  craft,
  folder,
  goodArchiveForFile,
  OTHER_KEY,
  OUTSIDE,
  original,
} from "../../testing/backup-crafting.ts";
import { makeOldSite, oldSiteState, place } from "../../testing/backup-sites.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { restoreArchive, restoreFailure } from "./backup.ts";

goodArchiveForFile();

const CRAFTED: Array<[string, () => string, RegExp]> = [
  [
    "a path as an image key",
    () => craft("path-key", (_, b) => (asset(b).key = "../../etc/x")),
    /media_assets\.0\.key: An image key must be 32 hexadecimal digits/,
  ],
  [
    "an SVG image type",
    () => craft("svg", (_, b) => (asset(b).mime = "image/svg+xml")),
    /media_assets\.0\.mime: An image type must be one of/,
  ],
  [
    "a path as the image type",
    () => craft("path-mime", (_, b) => (asset(b).mime = "../x")),
    /media_assets\.0\.mime/,
  ],
  [
    "an unknown image section",
    () => craft("section", (_, b) => (asset(b).section = "../secret")),
    /media_assets\.0\.section: An image section must be one of/,
  ],
  [
    "a symbolic link to a file outside",
    () =>
      craft("symlink", (dir) => {
        rmSync(original(dir));
        symlinkSync("/etc/passwd", original(dir));
      }),
    /is a symbolic link/,
  ],
  [
    "originals/ as a symbolic link to a folder outside",
    () =>
      craft("symlink-folder", (dir) => {
        rmSync(path.join(dir, "originals"), { recursive: true });
        symlinkSync(OUTSIDE, path.join(dir, "originals"));
      }),
    /"originals" is a symbolic link/,
  ],
  [
    "a hard link",
    () =>
      craft("hardlink", (dir) =>
        linkSync(original(dir), path.join(dir, "originals", `${OTHER_KEY}.jpg`)),
      ),
    /is a hard link/,
  ],
  [
    "a named pipe",
    () => craft("fifo", (dir) => execFileSync("mkfifo", [path.join(dir, "originals", "f.jpg")])),
    /is not a regular file/,
  ],
  [
    "an absolute name",
    () =>
      craft(
        "absolute",
        (dir) => writeFileSync(path.join(dir, "evil.txt"), "x"),
        (dir) => ["backup.json", "originals", path.join(dir, "evil.txt")],
      ),
    /is an absolute path/,
  ],
  [
    "a .. name",
    () =>
      craft(
        "dotdot",
        (dir) => writeFileSync(path.join(dir, "..", "dotdot-evil.txt"), "x"),
        () => ["backup.json", "originals", "../dotdot-evil.txt"],
      ),
    /points outside the archive/,
  ],
  [
    "a file a backup never holds",
    () =>
      craft(
        "extra",
        (dir) => writeFileSync(path.join(dir, "run-me.sh"), "echo hi"),
        () => ["backup.json", "originals", "run-me.sh"],
      ),
    /"run-me.sh" is not a file a backup holds/,
  ],
  [
    "an unknown table",
    () => craft("table", (_, b) => (b.tables.secrets = [{ id: 1 }])),
    /Unknown table "secrets"/,
  ],
  [
    "a column name that is SQL",
    () => craft("column-sql", (_, b) => (asset(b)["key) values (1); --"] = 1)),
    /Not a column name/,
  ],
  [
    "an unknown column",
    () => craft("column", (_, b) => (asset(b).not_a_column = "x")),
    /unknown column "not_a_column"/,
  ],
  [
    "another format",
    () => craft("format", (_, b) => (b.format = "wordpress-export")),
    /This is not an Easel backup/,
  ],
  [
    "a newer version",
    () => craft("version", (_, b) => (b.version = 2)),
    /version is not one this Easel reads/,
  ],
  [
    "a missing original",
    () => craft("missing", (dir) => rmSync(original(dir))),
    /the original of image [a-f0-9]{32} is missing/,
  ],
  [
    "broken JSON",
    () =>
      craft(
        "json",
        () => {},
        (dir) => {
          writeFileSync(path.join(dir, "backup.json"), "{not json");
          return ["backup.json", "originals"];
        },
      ),
    /backup.json is not valid JSON/,
  ],
  [
    "a file that is not an archive",
    () => {
      const file = path.join(folder, "not-an-archive.tar.gz");
      writeFileSync(file, "hello");
      return file;
    },
    /not a readable \.tar\.gz archive/,
  ],
];

describe.each(DB_KINDS)("a crafted backup is refused (restoring into %s)", (kind) => {
  it.each(CRAFTED)("%s", async (_, make, reason) => {
    const where = place(kind);
    try {
      await makeOldSite(kind, where);
      const before = await oldSiteState(kind, where);
      const file = make();
      const refusal = await restoreArchive(where.options(file)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toMatchObject({ kind: "invalid", message: expect.stringMatching(reason) });
      // One readable line for the console, never a stack trace.
      expect(restoreFailure(refusal)).toMatch(/^This (backup|is not)[^\n]*$/);
      // The old site is exactly as it was, and nothing was left beside it or outside.
      expect(await oldSiteState(kind, where)).toEqual(before);
      expect(existsSync(OUTSIDE)).toBe(false);
      expect(existsSync("/etc/x")).toBe(false);
      expect(existsSync(path.join(folder, "run-me.sh"))).toBe(false);
    } finally {
      await where.dispose();
    }
  });
});
