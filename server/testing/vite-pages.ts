import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Vite serving the route modules (no production build needed), and a stand-in for build/client. */
export interface VitePages {
  build: () => Promise<ServerBuild>;
  clientDir: string;
  close(): Promise<void>;
}

/** Starts Vite in middleware mode for the pages, as `npm run dev` serves them. */
export async function startVitePages(): Promise<VitePages> {
  const vite: ViteDevServer = await createServer({
    root: ROOT,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  // Transformed here, in the suite's setup (allowed two minutes), not in its first test (20 s):
  // on a busy machine the first load of every route module takes longer than a test may.
  await vite.ssrLoadModule("virtual:react-router/server-build");
  // A stand-in for build/client: the favicon is enough for the pages.
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "easel-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "entry-Ab12Cd34.js"), "export const x = 1;\n");
  copyFileSync(path.join(ROOT, "public", "favicon.svg"), path.join(clientDir, "favicon.svg"));
  return {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir,
    async close() {
      await vite.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
