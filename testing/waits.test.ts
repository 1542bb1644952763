/**
 * The browser tests wait for states (a response, an element, `html[data-hydrated]`), never for a
 * length of time: a fixed pause is too short on a loaded machine and wasted on a quiet
 * one. This reads every spec, so a new pause fails here, with its place, before it can flake.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const E2E = path.resolve(import.meta.dirname, "../tests/e2e");

/** Ways to wait for a length of time rather than for something to happen. */
const PAUSES = [
  /\bwaitForTimeout\s*\(/,
  // Not `test.setTimeout(…)`, which sets how long a test may take.
  /(?<![\w.])setTimeout\s*\(/,
  /\bsetInterval\s*\(/,
  /\bsleep\s*\(/,
  /\bdelay\s*\(/,
  /timers\/promises/,
];

/** `file:line: text` for every line of the specs that matches one of `patterns`. */
function linesMatching(patterns: RegExp[]): string[] {
  return readdirSync(E2E)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) =>
      readFileSync(path.join(E2E, file), "utf8")
        .split("\n")
        .flatMap((text, index) =>
          patterns.some((pattern) => pattern.test(text))
            ? [`${file}:${index + 1}: ${text.trim()}`]
            : [],
        ),
    );
}

describe("the browser tests' waits", () => {
  it("finds the specs it reads", () => {
    expect(readdirSync(E2E).filter((file) => file.endsWith(".spec.ts")).length).toBeGreaterThan(20);
  });

  it("never pause for a fixed time", () => {
    expect(linesMatching(PAUSES)).toEqual([]);
  });

  it("recognise a pause when one is written", () => {
    const spec = "await page.waitForTimeout(500);";
    expect(PAUSES.some((pattern) => pattern.test(spec))).toBe(true);
    for (const wait of ["await expect(toast(page)).toBeVisible();", "test.setTimeout(120_000);"]) {
      expect(PAUSES.some((pattern) => pattern.test(wait))).toBe(false);
    }
    expect(
      PAUSES.some((pattern) => pattern.test("await new Promise((r) => setTimeout(r, 50));")),
    ).toBe(true);
  });
});
