/**
 * Small, linear helpers for request paths, slugs and header lists. Request input is hostile: an
 * expression for "trailing slashes" or "a comma with spaces around it" backtracks quadratically on
 * a long run of slashes or spaces (a 15 KB path held the event loop ~0.45 s), so these
 * walk the text once instead.
 */

/** `text` without the run of `char` (one character) at its end, and at its start with `both`. */
export function trimRepeated(text: string, char: string, both = false): string {
  let start = 0;
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  while (both && start < end && text[start] === char) start++;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** `path` without its trailing slashes (`/terms//` → `/terms`, `///` → ``). */
export const trimTrailingSlashes = (path: string): string => trimRepeated(path, "/");

/** `path` without a `.data` ending: a client navigation loads `/terms.data` for `/terms`. */
export function withoutDataSuffix(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/** The items of a comma-separated header (`If-None-Match`), each trimmed; empty ones dropped. */
export function headerList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
