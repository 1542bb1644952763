/**
 * After `react-router build`: writes Brotli (.br) and gzip (.gz) copies of the browser build's text
 * assets, so the server sends the smallest file without compressing on every request.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

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
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }),
);
console.info(`precompress: ${files.length} files`);
