import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app.ts";
import type { TestApp } from "./test-app.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Pages for tests, as `npm run dev` serves them: the route modules loaded by Vite (no production
 * build needed), behind the real Hono app. Registers the suite's `beforeAll` that starts Vite and
 * the `afterAll` that stops it; `site(t)` is then the whole site over a test app's services.
 */
export function servePages() {
  let vite: ViteDevServer | undefined;
  let clientDir = "";
  beforeAll(async () => {
    vite = await createServer({
      root: ROOT,
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    // A stand-in for build/client: the favicon is enough for the pages.
    clientDir = mkdtempSync(path.join(os.tmpdir(), "easel-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "entry-Ab12Cd34.js"), "export const x = 1;\n");
    copyFileSync(path.join(ROOT, "public", "favicon.svg"), path.join(clientDir, "favicon.svg"));
  }, 120_000);
  afterAll(async () => {
    await vite?.close();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });
  const build = () => {
    if (!vite) throw new Error("servePages: Vite runs only while the suite does");
    return vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  };
  return {
    /** `request(path, init)` against the whole site (pages, API, media) over `t`'s services. */
    site(t: TestApp) {
      const app = createApp({ services: t.services, build, clientDir });
      return (url: string, init: RequestInit = {}) =>
        Promise.resolve(
          app.request(/^https?:/.test(url) ? url : `http://localhost${url}`, init, {
            incoming: { socket: { remoteAddress: "203.0.113.10" } },
          }),
        );
    },
  };
}
