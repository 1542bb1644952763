/**
 * After `react-router build`: writes Brotli (.br) and gzip (.gz) copies of the browser build's text
 * assets, so the server sends the smallest file without compressing on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "../build/client");
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(ROOT)) {
  if (!TEXT.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.info(`precompress: ${count} files`);
