import { Conflict } from "#core/domain-errors.ts";
import { MEDIA_SECTION_NAMES, type MediaSection } from "#core/media-files.ts";
import type { MediaService } from "./media.ts";

export interface OptimizationStatus {
  running: boolean;
  section: MediaSection | "all" | null;
  done: number;
  total: number;
}

export type SectionCounts = Record<MediaSection, number> & { updatedRecords: number };

/**
 * Image re-optimisation for the owner (rebuilds every variant from the kept originals), one run
 * at a time, with its progress readable while it runs.
 */
export function createOptimizer(media: MediaService) {
  let status: OptimizationStatus = { running: false, section: null, done: 0, total: 0 };

  async function exclusive<T>(section: MediaSection | "all", work: () => Promise<T>): Promise<T> {
    if (status.running) throw new Conflict("An optimisation is already running");
    status = { running: true, section, done: 0, total: 0 };
    try {
      return await work();
    } finally {
      status = { ...status, running: false };
    }
  }

  return {
    status: (): OptimizationStatus => ({ ...status }),

    /** Rebuilds one section's variants; returns how many images were done. */
    section(section: MediaSection): Promise<number> {
      return exclusive(section, async () => {
        const result = await media.reoptimize(section, ({ done, total }) => {
          status = { ...status, done, total };
        });
        return result.updated;
      });
    },

    /** Rebuilds every section, counting each. */
    all(): Promise<SectionCounts> {
      return exclusive("all", async () => {
        const counts = { updatedRecords: 0 } as SectionCounts;
        let before = 0;
        for (const section of MEDIA_SECTION_NAMES) {
          const result = await media.reoptimize(section, ({ done, total }) => {
            status = {
              ...status,
              done: before + done,
              total: Math.max(status.total, before + total),
            };
          });
          counts[section] = result.updated;
          counts.updatedRecords += result.updated;
          before += result.updated;
        }
        return counts;
      });
    },
  };
}

export type Optimizer = ReturnType<typeof createOptimizer>;
