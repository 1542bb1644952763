import { DISK_FULL_OWNER_MESSAGE, DISK_SPACE_TO_FREE } from "#core/domain-errors.ts";
import { defaultSpaceOf, FULL_SPACE_BYTES, readableSize, type Space } from "../doctor/folders.ts";

/** How long after a write failed for lack of space the owner's admin still says so. */
export const RECENTLY_FULL_MS = 30 * 60_000;

/** What the admin banner says about the disk, when there is anything to say. */
export interface DiskWarning {
  message: string;
  /** When a write last failed for lack of space (ISO), if within RECENTLY_FULL_MS. */
  lastFullAt?: string;
}

/**
 * Watches the space the site writes to (DATA_DIR and MEDIA_DIR): told of every answer a full disk
 * cut short (`noteFull`, by app.ts on each 507), it tells the owner's admin while the disk is, or
 * recently was, full or nearly so (under the doctor's failure threshold, 100 MB). Nothing is
 * cached beyond the last failure's time: each look asks the filesystem, so the banner goes as soon
 * as space is freed and no failure is recent.
 */
export function createDiskSpace(options: {
  folders: readonly string[];
  spaceOf?: (dir: string) => Promise<Space>;
  now?: () => number;
}) {
  const spaceOf = options.spaceOf ?? defaultSpaceOf;
  const now = options.now ?? Date.now;
  let lastFull: number | undefined;

  /** The fullest filesystem of the folders that exist. */
  async function tightest(): Promise<{ dir: string; space: Space } | undefined> {
    let found: { dir: string; space: Space } | undefined;
    for (const dir of new Set(options.folders)) {
      const space = await spaceOf(dir).catch(() => undefined);
      if (space && (!found || space.free < found.space.free)) found = { dir, space };
    }
    return found;
  }

  return {
    /** A write just failed for lack of space. */
    noteFull(): void {
      lastFull = now();
    },

    /** What to tell the owner, or null when the disk has room and no write failed lately. */
    async warning(): Promise<DiskWarning | null> {
      const recent = lastFull !== undefined && now() - lastFull < RECENTLY_FULL_MS;
      const fullest = await tightest();
      const low = fullest !== undefined && fullest.space.free < FULL_SPACE_BYTES;
      if (!recent && !low) return null;
      const lastFullAt = recent ? new Date(lastFull!).toISOString() : undefined;
      const free = fullest
        ? `${readableSize(fullest.space.free)} free of ${readableSize(fullest.space.total)} on the disk of ${fullest.dir}`
        : "";
      const message = recent
        ? `${DISK_FULL_OWNER_MESSAGE}${free ? ` Now: ${free}.` : ""}`
        : `The disk is nearly full (${free}): saves will soon fail. ${DISK_SPACE_TO_FREE}`;
      return { message, ...(lastFullAt ? { lastFullAt } : {}) };
    },
  };
}

export type DiskSpace = ReturnType<typeof createDiskSpace>;
