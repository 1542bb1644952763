import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

/** A folder of its own under the system's temp folder, named `prefix…`; the caller removes it. */
export function makeTempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Removes a folder made by makeTempDir, with everything in it (nothing if it is gone already). */
export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A fresh temp folder for each test of the surrounding describe, removed after it: read `.path`
 * inside a test or hook (it changes from test to test).
 */
export function useTempDir(prefix: string): { readonly path: string } {
  let dir = "";
  beforeEach(() => {
    dir = makeTempDir(prefix);
  });
  afterEach(() => removeTempDir(dir));
  return {
    get path() {
      return dir;
    },
  };
}

/**
 * For tests that need several folders: returns a maker of fresh temp folders (`prefix…`), every
 * one of which is removed after the test that made it.
 */
export function tempDirsPerTest(prefix: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) removeTempDir(dir);
  });
  return () => {
    const dir = makeTempDir(prefix);
    made.push(dir);
    return dir;
  };
}
