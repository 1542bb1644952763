/**
 * The deployment docs/DEPLOY.md prescribes, for the browser suite's "deployed" project: Debian's
 * Caddy in front of one production server, run from `deploy/Caddyfile` itself with only what a
 * test machine needs changed (a port of its own instead of 443, a certificate from Caddy's own
 * authority instead of Let's Encrypt, no admin endpoint, nothing installed in the system's trust
 * store). The browser reaches `https://art.example:PORT` through a host-resolver rule.
 *
 *   node testing/deployed-caddy.ts
 *     E2E_DEPLOYED_PORT   where Caddy answers HTTPS
 *     E2E_DEPLOYED_UPSTREAM   the server's address (127.0.0.1:…)
 *     E2E_DEPLOYED_READY_PORT   answers 200 once Caddy serves the site over HTTPS
 *
 * Playwright ends this process's group at the end of the run, Caddy with it.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { request as httpsRequest } from "node:https";
import os from "node:os";
import path from "node:path";

/** The site's host name in deploy/Caddyfile, which the test keeps. */
export const DEPLOYED_HOST = "art.example";

/**
 * `deploy/Caddyfile` adapted to a test machine. Each change must find what it replaces, so a
 * change to the documented file that the test no longer follows fails here rather than passing.
 */
export function testCaddyfile(documented: string, port: number, upstream: string): string {
  const change = (text: string, pattern: RegExp, replacement: (...found: string[]) => string) => {
    if (!pattern.test(text)) throw new Error(`deploy/Caddyfile no longer has ${pattern}`);
    return text.replace(pattern, replacement);
  };
  // The global options: no admin endpoint (port 2019 may be another run's), no HTTP→HTTPS
  // redirect server on port 80, and Caddy's own authority not installed system-wide.
  let adapted = change(
    documented,
    /^\{\n/m,
    () => "{\n\tadmin off\n\tauto_https disable_redirects\n\tskip_install_trust\n",
  );
  // Each site block on the test's port, its certificate from Caddy's own authority.
  adapted = change(
    adapted,
    /^((?:[a-z0-9.-]+\.example,\s*)*[a-z0-9.-]+\.example) \{\n/gm,
    (_, addresses) =>
      `${addresses!
        .split(",")
        .map((address) => `${address.trim()}:${port}`)
        .join(", ")} {\n\ttls internal\n`,
  );
  adapted = change(adapted, /reverse_proxy 127\.0\.0\.1:3000/, () => `reverse_proxy ${upstream}`);
  // The redirect to the bare domain keeps the test's port.
  return adapted.replaceAll(
    `https://${DEPLOYED_HOST}{uri}`,
    `https://${DEPLOYED_HOST}:${port}{uri}`,
  );
}

/** Whether Caddy answers `https://art.example:port/` (its own certificate is not checked). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const ask = httpsRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/api/admin/session",
        servername: DEPLOYED_HOST,
        headers: { host: `${DEPLOYED_HOST}:${port}` },
        rejectUnauthorized: false,
        timeout: 2_000,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    ask.on("error", () => resolve(false));
    ask.on("timeout", () => ask.destroy());
    ask.end();
  });
}

async function main() {
  const port = Number(process.env.E2E_DEPLOYED_PORT);
  const upstream = process.env.E2E_DEPLOYED_UPSTREAM!;
  const home = mkdtempSync(path.join(os.tmpdir(), "easel-caddy-"));
  const documented = readFileSync(path.join(import.meta.dirname, "../deploy/Caddyfile"), "utf8");
  const config = path.join(home, "Caddyfile");
  writeFileSync(config, testCaddyfile(documented, port, upstream));
  // Caddy logs every certificate it makes: kept in a file, shown if it stops.
  const log = path.join(home, "caddy.log");
  const caddy = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    // Caddy keeps its authority and certificates under XDG_DATA_HOME: a folder of this run's.
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    stdio: ["ignore", "ignore", openSync(log, "a")],
  });
  caddy.once("exit", (code, signal) => {
    console.error(readFileSync(log, "utf8"));
    console.error(`caddy stopped (${code ?? signal})`);
    process.exit(1);
  });
  const deadline = Date.now() + 120_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline) throw new Error("Caddy did not serve the site within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  createServer((_request, response) => response.end("ready")).listen(
    Number(process.env.E2E_DEPLOYED_READY_PORT),
    "127.0.0.1",
  );
}

// Run as a script (Playwright's webServer), not when a test imports testCaddyfile.
if (process.argv[1] === import.meta.filename) await main();
