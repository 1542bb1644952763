import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

/** The response's headers, after copying the response if they are immutable (e.g. Response.redirect). */
export function mutableHeaders(c: Context): Headers {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}

const ONE_YEAR_SECONDS = 31_536_000;

// Nonces come from a pool of random bytes filled 4 KB at a time (as crypto.randomUUID does):
// one call to the system's generator per 256 responses instead of one per response.
const NONCE_BYTES = 16;
let noncePool = randomBytes(NONCE_BYTES * 256);
let nonceOffset = 0;

/** 128 random bits, base64: a fresh script nonce for one response. */
export function newNonce(): string {
  if (nonceOffset >= noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Which inline scripts may run: those carrying this response's nonce, or (a replayed page, the
 * same bytes for everyone: decision 015) those whose SHA-256 is listed; `dev` for development.
 */
export type ScriptSources = { nonce: string } | { hashes: string[] } | "dev";

/** The `script-src` sources: the nonce or the hashes, and what those scripts load. */
function scriptSources(scripts: Exclude<ScriptSources, "dev">): string {
  if ("nonce" in scripts) return `'nonce-${scripts.nonce}' 'strict-dynamic'`;
  return scripts.hashes.length ? `${scripts.hashes.join(" ")} 'strict-dynamic'` : "'none'";
}

/**
 * The Content-Security-Policy for one response; scripts run only by its nonce or their hashes.
 * Forms post to this site alone, and to `formTargets` (origins) besides: a form whose answer
 * redirects elsewhere needs that place listed too (Chromium checks every redirect of a form).
 */
export function contentSecurityPolicy(
  scripts: ScriptSources,
  formTargets: readonly string[] = [],
): string {
  const dev = scripts === "dev";
  return [
    "default-src 'self'",
    // Development serves Vite's HMR client and unhashed modules: no nonce there (React would warn
    // about the nonce it cannot see on hydration). Production allows only the response's own
    // scripts, and what they load ('strict-dynamic').
    dev
      ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
      : `script-src ${scriptSources(scripts)}`,
    // React renders style attributes (placeholder colours, image aspect ratios) into the HTML.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...formTargets].join(" "),
  ].join("; ");
}

export interface SecurityHeaderOptions {
  isSecure: (c: Context) => boolean;
  dev: boolean;
  /** Origins besides this site's that the forms of the page answering `c` may go to. */
  formTargets?: (c: Context) => readonly string[];
}

/** Puts the security headers on the response in `c` (keeping a CSP it brings). */
function applySecurityHeaders(c: Context, nonce: string, options: SecurityHeaderOptions): void {
  const headers = mutableHeaders(c);
  if (!headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(options.dev ? "dev" : { nonce }, options.formTargets?.(c)),
    );
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.delete("X-Powered-By");
  if (options.isSecure(c)) {
    headers.set("Strict-Transport-Security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
  }
}

/**
 * Security headers on every response, pages, API, media and errors alike. The nonce is created
 * before the request is handled so the page renderer can put it on React Router's inline scripts.
 * A replayed page brings its own policy (its scripts' hashes instead of the nonce), which is kept.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    applySecurityHeaders(c, nonce, options);
  };
}

/**
 * Runs `guards` (middleware that answer some requests themselves: 414, 431, 421) ahead of the
 * replay and of `securityHeaders`, whose recorded answers must stay inside it; an answer a guard
 * gives gets the same headers here (a 421 carried none). A guard answers by returning a
 * response, not by throwing, so that the answer passes through this middleware.
 */
export function guardedWithHeaders(
  options: SecurityHeaderOptions,
  ...guards: MiddlewareHandler[]
): MiddlewareHandler {
  return async (c, next) => {
    let passed = false;
    const run = async (index: number): Promise<void> => {
      const guard = guards[index];
      if (!guard) {
        passed = true;
        return next();
      }
      const answer = await guard(c, () => run(index + 1));
      if (answer instanceof Response) c.res = answer;
    };
    await run(0);
    if (!passed) applySecurityHeaders(c, newNonce(), options);
  };
}
