import { describe, expect, it } from "vitest";
import { type ArchiveEntryKind, archiveEntryProblem } from "./backup-format.ts";
import { BackupSchema } from "./schemas/backup-input.ts";

const KEY = "0123456789abcdef0123456789abcdef";

describe("archiveEntryProblem", () => {
  it.each<[string, ArchiveEntryKind]>([
    ["backup.json", "file"],
    ["./backup.json", "file"],
    ["originals/", "directory"],
    ["./originals", "directory"],
    ["./", "directory"],
    [`originals/${KEY}.jpg`, "file"],
    [`./originals/${KEY}.webp`, "file"],
    [`originals/${KEY}.png`, "file"],
  ])("accepts %s (%s)", (name, kind) => {
    expect(archiveEntryProblem(name, kind)).toBeUndefined();
  });

  it.each<[string, ArchiveEntryKind, RegExp]>([
    ["/etc/passwd", "file", /absolute path/],
    ["../backup.json", "file", /outside the archive/],
    ["originals/../../x", "file", /outside the archive/],
    [`originals/${KEY}.jpg`, "symlink", /symbolic link/],
    [`originals/${KEY}.jpg`, "hardlink", /hard link/],
    [`originals/${KEY}.jpg`, "other", /not a regular file/],
    ["originals", "symlink", /symbolic link/],
    ["run-me.sh", "file", /not a file a backup holds/],
    [`originals/${KEY}.svg`, "file", /not a file a backup holds/],
    [`originals/${KEY.toUpperCase()}.jpg`, "file", /not a file a backup holds/],
    [`originals/deep/${KEY}.jpg`, "file", /not a file a backup holds/],
    ["originals/deep/", "directory", /not a folder a backup holds/],
    ["backup.json", "directory", /not a folder a backup holds/],
  ])("refuses %s (%s)", (name, kind, reason) => {
    expect(archiveEntryProblem(name, kind)).toMatch(reason);
  });
});

describe("BackupSchema", () => {
  const asset = { key: KEY, mime: "image/jpeg", section: "shop", width: 10, alt: null };
  const backup = (tables: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    format: "easel-backup",
    version: 1,
    createdAt: "2026-11-23T22:56:04.000Z",
    tables,
    ...extra,
  });
  const messages = (input: unknown) =>
    BackupSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it("accepts what exportData writes", () => {
    expect(
      messages(backup({ media_assets: [asset], settings: [{ key: "a", value: "b" }] })),
    ).toEqual([]);
  });

  it.each([
    ["another format", backup({}, { format: "zip" }), /not an Easel backup/],
    ["another version", backup({}, { version: 2 }), /version/],
    ["an unknown table", backup({ secrets: [] }), /Unknown table "secrets"/],
    ["a path as a key", backup({ media_assets: [{ ...asset, key: "../../etc/x" }] }), /32 hex/],
    ["an SVG", backup({ media_assets: [{ ...asset, mime: "image/svg+xml" }] }), /image type/],
    ["a path as a type", backup({ media_assets: [{ ...asset, mime: "../x" }] }), /image type/],
    ["an unknown section", backup({ media_assets: [{ ...asset, section: "x" }] }), /section/],
    ["SQL as a column", backup({ products: [{ "id) --": 1 }] }), /Invalid key/],
    ["an object as a value", backup({ products: [{ id: { a: 1 } }] }), /value must be/],
  ])("refuses %s", (_, input, reason) => {
    expect(messages(input).join("; ")).toMatch(reason);
  });
});
