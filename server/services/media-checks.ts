/**
 * The two checks every image file passes, without sharp: what its bytes say it is, and that its
 * name stays inside the media folder.
 */
import path from "node:path";
import { Invalid } from "#core/domain-errors.ts";

export type SourceType = "jpeg" | "png" | "webp";

/** The image type by content (magic bytes), never by name or declared type. */
export function sniffImageType(bytes: Uint8Array): SourceType | undefined {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte)
  ) {
    return "png";
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return undefined;
}

/**
 * `folder/name`, resolved, when it is a plain name inside `folder`; anything else (`..`, a
 * separator, an absolute path) is refused. Defence in depth: keys and types are checked first.
 */
export function insideMedia(folder: string, name: string): string {
  const base = path.resolve(folder);
  const target = path.resolve(base, name);
  if (name === "" || path.dirname(target) !== base || path.basename(target) !== name) {
    throw new Invalid(
      `An image record names a file outside the media folder (${JSON.stringify(name)})`,
    );
  }
  return target;
}
