import { describe, expect, it } from "vitest";
import { checkedBackups, objectsToDelete, type StoredObject } from "./backup-listing.ts";

const location = { bucket: "art-backups", prefix: "shop" };
const now = new Date("2026-11-29T12:00:00Z");
const name = (day: number) => `easel-backup-2026-11-${String(day).padStart(2, "0")}T030000Z.tar.gz`;
/** An object written `hoursAgo` before now. */
const object = (key: string, hoursAgo = 1, size = 100): StoredObject => ({
  name: key,
  size,
  lastModified: new Date(now.getTime() - hoursAgo * 3600_000),
});
/** A checked backup: the object and its checksum. */
const checked = (day: number, hoursAgo = 1) => [
  object(name(day), hoursAgo),
  object(`${name(day)}.sha256`, hoursAgo, 90),
];

describe("what an off-site backup's bucket holds", () => {
  it("counts only backups with their checksum object, newest first", () => {
    const objects = [
      ...checked(27),
      ...checked(29),
      object(name(28)), // its upload was never checked
      object("easel-backup-notes.txt"),
    ];
    expect(checkedBackups(location, objects)).toEqual([
      {
        name: name(29),
        size: 100,
        createdAt: new Date("2026-11-29T03:00:00Z"),
        location: `s3://art-backups/shop/${name(29)}`,
      },
      {
        name: name(27),
        size: 100,
        createdAt: new Date("2026-11-27T03:00:00Z"),
        location: `s3://art-backups/shop/${name(27)}`,
      },
    ]);
  });

  it("deletes backups retention lets go, checksum first, and strays a day old; nothing else", () => {
    const objects = [
      ...checked(25),
      ...checked(26),
      ...checked(29),
      object(name(27), 30), // never checked, 30 hours ago: a stray
      object(name(28), 5), // never checked, 5 hours ago: perhaps still being checked
      object(`${name(24)}.sha256`), // a checksum whose backup is gone
      object("easel-backup-notes.txt", 100),
      object("other-file.tar.gz", 100),
    ];
    const keep = new Set([name(29), name(26)]);
    expect(objectsToDelete(objects, keep, now)).toEqual([
      `${name(25)}.sha256`,
      `${name(24)}.sha256`,
      name(25),
      name(27),
    ]);
  });
});
