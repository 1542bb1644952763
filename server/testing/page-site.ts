import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app.ts";
import type { TestApp } from "./test-app.ts";
import { startVitePages, type VitePages } from "./vite-pages.ts";

/**
 * Pages for tests, as `npm run dev` serves them: the route modules loaded by Vite (no production
 * build needed), behind the real Hono app. Registers the suite's `beforeAll` that starts Vite and
 * the `afterAll` that stops it; `site(t)` is then the whole site over a test app's services.
 */
export function servePages() {
  let pages: VitePages | undefined;
  beforeAll(async () => {
    pages = await startVitePages();
    // Vite transforms every route module on first use: here, within the hook's two minutes,
    // rather than in the first test's 20 s (where it ran out on a loaded machine).
    await pages.build();
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
  });
  const build = () => {
    if (!pages) throw new Error("servePages: Vite runs only while the suite does");
    return pages.build();
  };
  return {
    /** `request(path, init)` against the whole site (pages, API, media) over `t`'s services. */
    site(t: TestApp) {
      const app = createApp({ services: t.services, build, clientDir: pages!.clientDir });
      return (url: string, init: RequestInit = {}) =>
        Promise.resolve(
          app.request(/^https?:/.test(url) ? url : `http://localhost${url}`, init, {
            incoming: { socket: { remoteAddress: "203.0.113.10" } },
          }),
        );
    },
  };
}
