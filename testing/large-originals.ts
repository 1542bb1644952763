/**
 * A media store of large originals, each with its image record as an upload leaves it: random
 * bytes that gzip cannot shrink (its window is 32 KB, so one random megabyte repeated does not
 * compress either, and the test itself stays small in memory).
 */
import { randomBytes } from "node:crypto";
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { originalFileName } from "#core/media-files.ts";
import type { Database } from "../server/db/schema.ts";

const MB = 1024 * 1024;
const RANDOM_MB = randomBytes(MB);

/** Writes `count` originals of `megabytes` each under MEDIA_DIR, with their records; the bytes. */
export async function fillOriginals(
  db: Kysely<Database>,
  mediaDir: string,
  count: number,
  megabytes = 8,
): Promise<number> {
  const originals = path.join(mediaDir, "originals");
  await mkdir(originals, { recursive: true });
  for (let n = 0; n < count; n++) {
    const key = randomBytes(16).toString("hex");
    const file = path.join(originals, originalFileName(key, "image/jpeg")!);
    for (let written = 0; written < megabytes; written++) await appendFile(file, RANDOM_MB);
    await db
      .insertInto("media_assets")
      .values({
        key,
        section: "shop",
        original_name: null,
        mime: "image/jpeg",
        width: 4000,
        height: 3000,
        placeholder: null,
        alt: null,
        variants: "[]",
        bytes: megabytes * MB,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return count * megabytes * MB;
}
