import os from "node:os";
import type { Env } from "../env.ts";
import { createCaches } from "../services/byte-lru.ts";
import { type Finding, ok, warn } from "./findings.ts";

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/**
 * What the server's caches may hold (CACHE_MB, decision 020), share by share. What they hold at
 * this moment lives in the server's memory: the admin's Optimization page shows it.
 */
export function checkCaches(env: Env, totalMemory: number = os.totalmem()): Finding {
  const caches = createCaches(env.CACHE_MB);
  const shares = `finished pages ${mb(caches.budget("pages"))}, replayed API answers ${mb(caches.budget("responses"))}, reads ${mb(caches.budget("reads"))}`;
  // The server itself takes ~150 MB besides its caches (bench: idle memory).
  if ((env.CACHE_MB + 150) * 2 ** 20 > totalMemory / 2) {
    return warn(
      "Configuration",
      "Caches",
      `CACHE_MB=${env.CACHE_MB} (${shares}) with the server is over half of this machine's ${mb(totalMemory)}: lower CACHE_MB.`,
    );
  }
  return ok(
    "Configuration",
    "Caches",
    `up to ${env.CACHE_MB} MB (CACHE_MB): ${shares}, least recently used out first; what they hold now is on the admin's Optimization page.`,
  );
}
