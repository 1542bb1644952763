import { describe, expect, it } from "vitest";
import { DISK_FULL_OWNER_MESSAGE } from "#core/domain-errors.ts";
import { createDiskSpace, RECENTLY_FULL_MS } from "./disk-space.ts";

const MB = 1024 ** 2;

describe("the admin's word on the disk", () => {
  it("says nothing while there is room, and names what to free when nearly full", async () => {
    let free = 5000 * MB;
    const disk = createDiskSpace({
      folders: ["/data", "/data"],
      spaceOf: async () => ({ free, total: 10_000 * MB }),
    });
    expect(await disk.warning()).toBeNull();
    free = 50 * MB;
    const warning = await disk.warning();
    expect(warning?.message).toMatch(
      /^The disk is nearly full \(50 MB free of 9\.8 GB on the disk of \/data\)/,
    );
    expect(warning?.message).toContain("old backups");
    expect(warning?.lastFullAt).toBeUndefined();
  });

  it("keeps saying that a write failed for a while after, then goes by itself", async () => {
    let now = Date.parse("2026-11-26T12:00:00Z");
    const disk = createDiskSpace({
      folders: ["/data", "/media"],
      spaceOf: async (dir) => ({
        free: dir === "/media" ? 2000 * MB : 3000 * MB,
        total: 10_000 * MB,
      }),
      now: () => now,
    });
    disk.noteFull();
    now += 60_000;
    expect(await disk.warning()).toEqual({
      message: `${DISK_FULL_OWNER_MESSAGE} Now: 2.0 GB free of 9.8 GB on the disk of /media.`,
      lastFullAt: "2026-11-26T12:00:00.000Z",
    });
    now += RECENTLY_FULL_MS;
    expect(await disk.warning()).toBeNull();
  });
});
