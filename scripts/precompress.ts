/**
 * After `react-router build`: writes Brotli (.br) and gzip (.gz) copies of the browser build's text
 * assets, so the server sends the smallest file without compressing on every request. A server
 * may be answering meanwhile (scripts/ensure-build.ts): each copy appears whole or not at all, and
 * the build is marked as done once they all are.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { writeAtomically } from "../server/services/media-storage.ts";
import { PRECOMPRESSED_MARKER } from "./ensure-build.ts";

const ROOT = path.resolve(import.meta.dirname, "../build/client");
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

// Compressed on libuv's threads, all files at once: every core works (it ran on one before).
const files = walk(ROOT).filter((file) => TEXT.test(file) && statSync(file).size >= 1024);
await Promise.all(
  files.map(async (file) => {
    const bytes = readFileSync(file);
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      promisify(gzip)(bytes, { level: 9 }),
    ]);
    await Promise.all([writeAtomically(`${file}.br`, br), writeAtomically(`${file}.gz`, gz)]);
  }),
);
writeFileSync(PRECOMPRESSED_MARKER, "");
console.info(`precompress: ${files.length} files`);
