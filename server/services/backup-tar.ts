/**
 * The tar half of a backup's archive, written as a stream: a 512-byte ustar header before each
 * entry, its bytes padded to 512, two empty blocks at the end. A backup holds only regular files
 * and one folder with short names (core/backup-format.ts), so this is all of tar it needs, and
 * GNU tar (which reads the archive back on restore) reads it as its own.
 */
import type { FileHandle } from "node:fs/promises";

export const BLOCK = 512;
/** The largest size a ustar header's 11 octal digits can state (8 GiB − 1). */
const MAX_SIZE = 8 ** 11 - 1;

export interface TarEntry {
  /** The name in the archive (`backup.json`, `originals/`, `originals/{key}.jpg`). */
  name: string;
  kind: "file" | "directory";
  size: number;
  mtime: Date;
}

/** An octal field of `width` bytes: digits padded with zeros, then a NUL. */
function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

/** The 512-byte ustar header of one entry. */
export function tarHeader(entry: TarEntry): Buffer {
  const name = Buffer.from(entry.name, "utf8");
  if (name.length === 0 || name.length > 100) throw new Error(`tar: bad entry name ${entry.name}`);
  if (!Number.isSafeInteger(entry.size) || entry.size < 0 || entry.size > MAX_SIZE)
    throw new Error(`tar: ${entry.name} is too large for an archive entry`);
  const header = Buffer.alloc(BLOCK);
  name.copy(header, 0);
  // Private, as the server's own files are (server/private-files.ts); restores ignore them anyway.
  header.write(octal(entry.kind === "directory" ? 0o700 : 0o600, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii"); // uid
  header.write(octal(0, 8), 116, "ascii"); // gid
  header.write(octal(entry.kind === "directory" ? 0 : entry.size, 12), 124, "ascii");
  header.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, "ascii");
  header.write(" ".repeat(8), 148, "ascii"); // the checksum counts its own field as spaces
  header.write(entry.kind === "directory" ? "5" : "0", 156, "ascii");
  header.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

/** The zeros that bring an entry of `size` bytes to a whole number of blocks. */
export function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

/** The end of an archive: two empty blocks. */
export const tarEnd = (): Buffer => Buffer.alloc(2 * BLOCK);

/** A file of known bytes, held in memory (`backup.json`). */
export function* bytesEntry(name: string, bytes: Buffer, mtime: Date): Generator<Buffer> {
  yield tarHeader({ name, kind: "file", size: bytes.length, mtime });
  yield bytes;
  yield padding(bytes.length);
}

/**
 * An open file, read into `buffer` piece by piece: each piece yielded is a view of that buffer,
 * good only until the next one is asked for, so the reader must be done with it by then (the
 * archive's pump waits until each write is taken). Reading a gigabyte allocates nothing, which
 * keeps the server's memory flat: fresh chunks would pile up as garbage for the collector faster
 * than it comes round. The size is taken from the handle, so the header and the bytes that follow
 * it agree even if the name is replaced meanwhile; a file that shrank while it was read ends the
 * archive with an error rather than a wrong one.
 */
export async function* fileEntry(
  name: string,
  handle: FileHandle,
  buffer: Buffer,
): AsyncGenerator<Buffer> {
  const { size, mtime } = await handle.stat();
  yield tarHeader({ name, kind: "file", size, mtime });
  let position = 0;
  while (position < size) {
    const length = Math.min(buffer.length, size - position);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    if (bytesRead === 0) throw new Error(`tar: ${name} shrank while it was read`);
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
  yield padding(size);
}
