import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { open, truncate } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { BLOCK, bytesEntry, fileEntry, padding, tarEnd, tarHeader } from "./backup-tar.ts";

const folder = mkdtempSync(path.join(os.tmpdir(), "easel-tar-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const mtime = new Date("2026-03-04T05:06:07Z");

/** Writes entries as a .tar.gz and lists it with GNU tar (the restore's reader): `tar -tvzf`. */
async function written(name: string, entries: () => AsyncGenerator<Buffer>) {
  const file = path.join(folder, `${name}.tar.gz`);
  // Each piece copied: a file's pieces are views of one buffer, read into again.
  const copied = async function* () {
    for await (const piece of entries()) yield Buffer.from(piece);
  };
  await pipeline(copied, createGzip(), createWriteStream(file));
  const listing = execFileSync("tar", ["-tvzf", file], { env: { ...process.env, LC_ALL: "C" } })
    .toString()
    .trim()
    .split("\n");
  return { file, listing };
}

describe("the backup's tar writer", () => {
  it("writes headers GNU tar reads: names, kinds, sizes and bytes", async () => {
    const json = Buffer.from('{"format":"easel-backup"}');
    const picture = randomBytes(3 * BLOCK + 17);
    const pictureFile = path.join(folder, "picture.jpg");
    writeFileSync(pictureFile, picture);
    const exact = Buffer.alloc(BLOCK, 7);
    const { file, listing } = await written("good", async function* () {
      yield* bytesEntry("backup.json", json, mtime);
      yield tarHeader({ name: "originals/", kind: "directory", size: 0, mtime });
      const handle = await open(pictureFile, "r");
      try {
        yield* fileEntry("originals/a.jpg", handle, Buffer.alloc(100));
      } finally {
        await handle.close();
      }
      yield* bytesEntry("originals/exact.png", exact, mtime);
      yield* bytesEntry("originals/empty.webp", Buffer.alloc(0), mtime);
      yield tarEnd();
    });
    expect(listing.map((line) => [line[0], line.split(/\s+/).at(-1)])).toEqual([
      ["-", "backup.json"],
      ["d", "originals/"],
      ["-", "originals/a.jpg"],
      ["-", "originals/exact.png"],
      ["-", "originals/empty.webp"],
    ]);
    expect(listing[0]).toContain(String(json.length));
    const out = path.join(folder, "out");
    execFileSync("mkdir", ["-p", out]);
    execFileSync("tar", ["-xzf", file, "-C", out]);
    expect(readFileSync(path.join(out, "backup.json"))).toEqual(json);
    expect(readFileSync(path.join(out, "originals", "a.jpg"))).toEqual(picture);
    expect(readFileSync(path.join(out, "originals", "exact.png"))).toEqual(exact);
    expect(readFileSync(path.join(out, "originals", "empty.webp")).length).toBe(0);
  });

  it("pads every entry to whole blocks and states its checksum as tar computes it", () => {
    expect(padding(0).length).toBe(0);
    expect(padding(1).length).toBe(BLOCK - 1);
    expect(padding(BLOCK).length).toBe(0);
    const header = tarHeader({ name: "backup.json", kind: "file", size: 1234, mtime });
    expect(header.length).toBe(BLOCK);
    const stated = Number.parseInt(header.subarray(148, 154).toString("ascii"), 8);
    const blank = Buffer.from(header);
    blank.fill(" ", 148, 156);
    expect(stated).toBe(blank.reduce((sum, byte) => sum + byte, 0));
    expect(header.subarray(124, 135).toString("ascii")).toBe((1234).toString(8).padStart(11, "0"));
  });

  it("refuses names and sizes a ustar header cannot hold", () => {
    expect(() => tarHeader({ name: "x".repeat(101), kind: "file", size: 1, mtime })).toThrow(
      /bad entry name/,
    );
    expect(() => tarHeader({ name: "big", kind: "file", size: 8 ** 11, mtime })).toThrow(
      /too large/,
    );
  });

  it("ends with an error, not a wrong archive, when a file shrinks while it is read", async () => {
    const file = path.join(folder, "shrinking.jpg");
    writeFileSync(file, randomBytes(10 * BLOCK));
    const handle = await open(file, "r");
    try {
      const entries = fileEntry("originals/s.jpg", handle, Buffer.alloc(BLOCK));
      await entries.next(); // the header, with the size as it was
      await truncate(file, BLOCK);
      await expect(
        (async () => {
          for await (const _ of entries);
        })(),
      ).rejects.toThrow(/shrank/);
    } finally {
      await handle.close();
    }
  });
});
