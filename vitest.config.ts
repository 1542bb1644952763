import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Every Node process of the run (the test workers, the servers and scripts the tests start) keeps
// V8's compiled code of the modules it loads on disk, and the next one reuses it: a server process
// starts on 0.8 s of CPU instead of 1.1 s, and the suite starts dozens (test-db, server-process).
process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), "node-compile-cache");

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "core/**/*.test.ts",
      "demo/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "testing/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default on a 2-core machine is one file at a time (cores − 1), and a test file's
    // main thread waits most of its time (75–80 % in CPU profiles of the API suites: PostgreSQL
    // round trips, argon2 in the thread pool, fsync, child servers): two files at once use it.
    maxWorkers: 2,
    globalSetup: ["testing/global-setup.ts"],
    // Limits for a hung test, not speed checks (those are ratios within a test): the suite must
    // pass beside another CPU-heavy process, where a 200-checkout race took 17–21 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
