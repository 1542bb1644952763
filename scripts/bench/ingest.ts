/** Ingest: twenty 12 MP JPEGs through the media pipeline in a separate process; baseline: sharp. */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { noisyJpeg } from "./noise.ts";
import { type Row, within } from "./report.ts";
import { ROOT, run } from "./root.ts";

const PHOTOS = 20;

export interface IngestFigures {
  seconds: number;
  peakMb: number;
  /** Seconds sharp alone takes to decode each photo and write one WebP. */
  baseline: number;
  /** The photos' mean size, MB to one decimal. */
  megabytes: number;
}

/** Noisy 4000 × 3000 JPEGs at quality 95 (about 10 MB each), written to `dir`. */
async function writePhotos(dir: string): Promise<void> {
  for (let i = 0; i < PHOTOS; i++) {
    const photo = await noisyJpeg(4000, 3000, {
      background: { r: 40 + i * 9, g: 120, b: 160 },
      mean: 120,
      sigma: 60,
      quality: 95,
    });
    writeFileSync(path.join(dir, `photo-${String(i).padStart(2, "0")}.jpg`), photo);
  }
}

/** Seconds a separate process takes with sharp alone: decode, resize, one WebP of each. */
async function sharpSeconds(dir: string): Promise<number> {
  const source = `
      const sharp = require("sharp");
      const fs = require("node:fs");
      const dir = ${JSON.stringify(dir)};
      (async () => {
        const started = performance.now();
        for (const f of fs.readdirSync(dir)) await sharp(fs.readFileSync(dir + "/" + f)).resize({ width: 1200 }).webp().toBuffer();
        process.stdout.write(String((performance.now() - started) / 1000));
      })();`;
  return Number((await run(process.execPath, ["-e", source], { cwd: ROOT })).stdout);
}

/** Twenty 12 MP JPEGs (about 10 MB each), ingested by a separate process; baseline: sharp alone. */
export async function benchIngest(): Promise<IngestFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "easel-ingest-"));
  try {
    await writePhotos(dir);
    const baseline = await sharpSeconds(dir);
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, "scripts/bench-ingest.ts"), dir],
      { cwd: ROOT },
    );
    const figures = JSON.parse(stdout) as { seconds: number; peakMb: number };
    const bytes = readdirSync(dir).reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
    const megabytes = Math.round((bytes / PHOTOS / 1024 / 1024) * 10) / 10;
    return { ...figures, baseline: Number(baseline.toFixed(1)), megabytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The ingest rows: time against sharp alone, and peak memory against its budget. */
export function ingestRows(ingest: IngestFigures): Row[] {
  return [
    {
      metric: `ingest ${PHOTOS} × 12 MP JPEG (${ingest.megabytes} MB each)`,
      value: ingest.seconds,
      unit: "s",
      baseline: ingest.baseline,
      ratio: ingest.seconds / ingest.baseline,
    },
    {
      metric: "ingest peak memory",
      value: ingest.peakMb,
      unit: "MB",
      ...within(ingest.peakMb, "≤", 400),
    },
  ];
}
