import { createHash } from "node:crypto";
import { ownBytes } from "../services/byte-lru.ts";
import { decode, type Encoding } from "./compression.ts";

/**
 * A public page as recorded for replay (server/http/page-replay.ts): the finished bytes every
 * visitor with its key gets, scripts allowed by their hashes, and each encoding once made.
 */

/** Node's buffers, typed as the Response body they become. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** A page as every visitor with its key gets it: finished bytes, and each encoding once made. */
export interface Recorded {
  version: number;
  at: number;
  status: number;
  /** The rendered response's own headers (content type and the like). */
  headers: Array<[string, string]>;
  /** `'sha256-…'` of each inline script: the page's scripts run by hash, not by nonce. */
  scriptHashes: string[];
  /**
   * The page's plain bytes, only until it is compressed (then they are three to five times what
   * is kept, and made again from a compressed copy for the rare visitor who accepts neither).
   */
  identity?: Bytes | undefined;
  /** Made at the fast level when first asked for, then replaced by the best level off the path. */
  encoded: Partial<Record<Encoding, Bytes>>;
  /** Whether the best-level copies are made (or being made). */
  polished?: boolean;
}

export const sizeOf = (page: Recorded) =>
  (page.identity?.byteLength ?? 0) +
  (page.encoded.br?.byteLength ?? 0) +
  (page.encoded.gzip?.byteLength ?? 0) +
  64 * page.headers.length +
  100 * page.scriptHashes.length;

/** A recording's plain bytes: kept, or decoded from a compressed copy. */
export function plainOf(page: Recorded): Bytes {
  if (page.identity) return page.identity;
  return page.encoded.br ? decode(page.encoded.br, "br") : decode(page.encoded.gzip!, "gzip");
}

/** A script's opening tag; its code runs to the next `</script>` (found by indexOf: linear). */
const SCRIPT_TAG = /<script\b([^<>]*)>/g;
const SCRIPT_END = "</script>";

/** The CSP hash source of every inline script of a document (external ones need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const tags = new RegExp(SCRIPT_TAG);
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const start = tags.lastIndex;
    const end = html.indexOf(SCRIPT_END, start);
    if (end === -1) break;
    tags.lastIndex = end + SCRIPT_END.length;
    if (/\ssrc=/.test(tag[1] ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(html.slice(start, end)).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The rendered page made into a recording: its nonce taken out (the scripts are allowed by their
 * hashes instead, so the bytes are the same for everyone). Undefined when the nonce shows up
 * anywhere else, where taking it out is not safe. Encodings are made as they are asked for.
 */
export function finish(
  body: string,
  nonce: string,
  response: Response,
  version: number,
  at: number,
): Recorded | undefined {
  const html = body.replaceAll(` nonce="${nonce}"`, "");
  if (html.includes(nonce)) return undefined;
  return {
    version,
    at,
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== "content-length"),
    scriptHashes: inlineScriptHashes(html),
    identity: ownBytes(html),
    encoded: {},
  };
}
