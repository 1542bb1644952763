import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { fillOriginals } from "../../../testing/large-originals.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { useTestApp } from "../../../testing/use-test-app.ts";

const MB = 1024 * 1024;
/**
 * Originals of 192 MB in all (`EASEL_BACKUP_TEST_MB=1024` for the gigabyte), of random
 * bytes that gzip cannot shrink (testing/large-originals.ts).
 */
const ORIGINALS = Math.ceil(Number(process.env.EASEL_BACKUP_TEST_MB ?? 192) / 8);
const ORIGINAL_BYTES = 8 * MB;

// The garbage collector on demand, so that what is measured is memory in use, not chunks already
// sent that the collector has not come round to yet.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Memory in use now: after a full collection. */
function memoryInUse() {
  collectGarbage();
  return process.memoryUsage();
}

describe.each(DB_KINDS)("backup download (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it("streams a large archive in small chunks: memory stays flat however large it is", {
    timeout: 240_000,
  }, async () => {
    const total = await fillOriginals(
      t.db(),
      t.services.env.mediaDir,
      ORIGINALS,
      ORIGINAL_BYTES / MB,
    );
    const before = memoryInUse();
    const response = await t.request("/api/admin/backup", { headers: { cookie: t.cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = 0;
    let chunks = 0;
    let largestChunk = 0;
    let peakBuffers = before.arrayBuffers;
    let peakRss = before.rss;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      received += read.value.byteLength;
      chunks += 1;
      largestChunk = Math.max(largestChunk, read.value.byteLength);
      if (chunks % 32 !== 1) continue; // measured every 2 MB or so
      const now = memoryInUse();
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
      peakRss = Math.max(peakRss, now.rss);
    }
    // Random originals do not compress: the archive is at least as large as they are.
    expect(received).toBeGreaterThan(total);
    const length = received;
    const growth = {
      buffers: (peakBuffers - before.arrayBuffers) / MB,
      rss: (peakRss - before.rss) / MB,
    };
    console.info(
      `backup of ${(length / MB).toFixed(0)} MB in ${chunks} chunks (largest ${(largestChunk / 1024).toFixed(0)} KB): buffers grew ${growth.buffers.toFixed(1)} MB, RSS ${growth.rss.toFixed(1)} MB`,
    );
    // Never the archive at once: small chunks, and a tenth of its size at most in use at any time.
    // Built whole in memory, as before, buffers and RSS each grew by two to three times the archive.
    expect(largestChunk).toBeLessThanOrEqual(MB);
    expect(growth.buffers).toBeLessThan(length / MB / 10);
    expect(growth.rss).toBeLessThan(length / MB / 10);
    expect(Number(response.headers.get("content-length"))).toBe(received);
  });
});
