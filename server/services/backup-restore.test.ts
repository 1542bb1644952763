import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { craft, good, goodArchiveForFile, original } from "../../testing/backup-crafting.ts";
import {
  makeOldSite,
  OLD_PASSWORD,
  oldSiteState,
  openSite,
  place,
} from "../../testing/backup-sites.ts";
import { TEST_PASSWORD } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { restoreArchive } from "./backup.ts";

goodArchiveForFile();

describe.each(DB_KINDS)("the owner password on restore (%s)", (kind) => {
  it("is the backup's with --with-credentials", async () => {
    const where = place(kind);
    try {
      await makeOldSite(kind, where);
      const result = await restoreArchive(where.options(good.file, { withCredentials: true }));
      expect(result).toMatchObject({ credentials: "from-backup", images: 1 });
      const site = await openSite(kind, where.dataDir, where.schema);
      try {
        expect(await site.signIn(OLD_PASSWORD)).toBe(401);
        expect(await site.signIn(TEST_PASSWORD)).toBe(200);
      } finally {
        await site.close();
      }
    } finally {
      await where.dispose();
    }
  });

  it("is none when the site had none (the next start makes one), and no dated copy is made", async () => {
    const where = place(kind);
    try {
      const result = await restoreArchive(where.options(good.file));
      expect(result).toMatchObject({ credentials: "none", previous: undefined });
      expect(readdirSync(where.parent)).toEqual(["data"]);
      const site = await openSite(kind, where.dataDir, where.schema);
      try {
        expect(await site.handle.db.selectFrom("owner_credentials").selectAll().execute()).toEqual(
          [],
        );
        const { generated } = await site.services.auth.ensurePassword(undefined);
        expect(generated).toBeTruthy();
      } finally {
        await site.close();
      }
    } finally {
      await where.dispose();
    }
  });
});

describe.each(DB_KINDS)("a restore that fails late (%s)", (kind) => {
  it("leaves the old site as it was when an original cannot be decoded", async () => {
    const where = place(kind);
    try {
      await makeOldSite(kind, where);
      const before = await oldSiteState(kind, where);
      const file = craft("undecodable", (dir) => writeFileSync(original(dir), "not a jpeg"));
      await expect(restoreArchive(where.options(file))).rejects.toMatchObject({
        kind: "invalid",
      });
      expect(await oldSiteState(kind, where)).toEqual(before);
    } finally {
      await where.dispose();
    }
  });
});

describe("restoring beside a running server, and with a MEDIA_DIR of its own (sqlite)", () => {
  it("refuses while a server holds the SQLite file, and changes nothing", async () => {
    const where = place("sqlite");
    try {
      await makeOldSite("sqlite", where);
      const before = await oldSiteState("sqlite", where);
      // A live process that is not this one holds the file (this test's parent process).
      writeFileSync(path.join(where.dataDir, "easel.db.pid"), `${process.ppid}\n`);
      await expect(restoreArchive(where.options(good.file))).rejects.toThrow(
        /Another Easel server \(process \d+\) is using/,
      );
      rmSync(path.join(where.dataDir, "easel.db.pid"));
      expect(await oldSiteState("sqlite", where)).toEqual(before);
      expect(readdirSync(where.parent)).toEqual(["data"]);
    } finally {
      await where.dispose();
    }
  });

  it("replaces a MEDIA_DIR outside DATA_DIR the same way, keeping the old one as a dated copy", async () => {
    const where = place("sqlite");
    const mediaDir = path.join(where.parent, "shared-media");
    try {
      await makeOldSite("sqlite", where);
      mkdirSync(path.join(mediaDir, "originals"), { recursive: true });
      writeFileSync(path.join(mediaDir, "originals", "old.txt"), "old shared picture");
      const now = new Date("2026-11-23T23:30:00Z");
      const result = await restoreArchive(where.options(good.file, { now, mediaDir }));
      expect(result.images).toBe(1);
      expect(readdirSync(where.parent).sort()).toEqual([
        "data",
        "data.before-restore-20261123-233000",
        "shared-media",
        "shared-media.before-restore-20261123-233000",
      ]);
      expect(readdirSync(path.join(mediaDir, "originals"))).toEqual([
        expect.stringMatching(new RegExp(`^${good.key}\\.`)),
      ]);
      expect(readdirSync(path.join(mediaDir, "variants", good.key)).length).toBeGreaterThan(0);
      expect(
        readFileSync(
          path.join(`${mediaDir}.before-restore-20261123-233000`, "originals", "old.txt"),
          "utf8",
        ),
      ).toBe("old shared picture");
      // Nothing of the images went into DATA_DIR/media.
      expect(existsSync(path.join(where.dataDir, "media"))).toBe(false);
    } finally {
      await where.dispose();
    }
  });
});
