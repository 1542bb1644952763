/**
 * One byte range of a `Range` header (RFC 9110 §14): what a video or a resumed download asks for.
 * A picture is small, so a list of ranges is answered whole, as the RFC allows a server to.
 */

export type RangeAnswer =
  /** Send the whole file (no Range, several ranges, or a unit other than bytes). */
  | { kind: "whole" }
  /** Send bytes `start`…`end` (inclusive) with 206. */
  | { kind: "part"; start: number; end: number }
  /** 416: no byte of the range lies inside the file. */
  | { kind: "unsatisfiable" };

/** The answer to `header` for a file of `size` bytes. */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: "whole" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return { kind: "whole" }; // invalid: ignored
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end };
}
