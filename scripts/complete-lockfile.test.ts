import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCK_PATH, type Lockfile, missingPlatformEntries } from "./complete-lockfile.ts";

describe("package-lock.json", () => {
  it("lists every platform-specific optional package, so `npm ci` accepts it everywhere", () => {
    const lock = JSON.parse(readFileSync(LOCK_PATH, "utf8")) as Lockfile;
    // If this fails: run `node scripts/complete-lockfile.ts` after `npm install`.
    expect(Object.keys(missingPlatformEntries(lock))).toEqual([]);
  });
});

describe("missingPlatformEntries", () => {
  it("adds a platform entry for each optional package the lock lacks", () => {
    const lock: Lockfile = {
      packages: {
        "": {},
        "node_modules/tool": {
          version: "1.0.0",
          dev: true,
          optionalDependencies: {
            "tool-linux-x64": "1.0.0",
            "tool-darwin-arm64": "1.0.0",
            "tool-linux-x64-musl": "1.0.0",
          },
        },
        "node_modules/tool-linux-x64": { version: "1.0.0", optional: true },
      },
    };
    expect(missingPlatformEntries(lock)).toEqual({
      "node_modules/tool-darwin-arm64": {
        version: "1.0.0",
        dev: true,
        optional: true,
        os: ["darwin"],
        cpu: ["arm64"],
      },
      "node_modules/tool-linux-x64-musl": {
        version: "1.0.0",
        dev: true,
        optional: true,
        os: ["linux"],
        cpu: ["x64"],
        libc: ["musl"],
      },
    });
  });
});
