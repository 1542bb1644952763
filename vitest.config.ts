import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "core/**/*.test.ts",
      "demo/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default on a 2-core machine is one file at a time (cores − 1), and a test file's
    // main thread waits most of its time (75–80 % in CPU profiles of the API suites: PostgreSQL
    // round trips, argon2 in the thread pool, fsync, child servers): two files at once use it.
    maxWorkers: 2,
    globalSetup: ["server/testing/global-setup.ts"],
    // Limits for a hung test, not speed checks (those are ratios within a test): the suite must
    // pass beside another CPU-heavy process (issue 31), where a 200-checkout race took 17–21 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
