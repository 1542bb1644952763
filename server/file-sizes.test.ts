/**
 * Small files (issue 31): no TypeScript file of the repository is over 400 lines, tests included,
 * except the demo's content under `demo/` (data, read as a whole). A file that grows past it is
 * split by theme, as `testing/` shows for the suites.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const MAX_LINES = 400;

/** The folders that hold the project's own code (the build, packages and `demo/` are not read). */
const CODE_FOLDERS = ["app", "core", "server", "scripts", "tests"];

/** Every TypeScript file of those folders and of the root, as a path from the root. */
function typescriptFiles(): string[] {
  const nested = CODE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" }).map((file) =>
      path.posix.join(folder, file.split(path.sep).join("/")),
    ),
  );
  return [...readdirSync(ROOT), ...nested].filter((file) => /\.tsx?$/.test(file));
}

/** Lines as `wc -l` counts them: a final line without its newline still counts. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("file sizes", () => {
  it(`keeps every TypeScript file outside demo/ at ${MAX_LINES} lines or fewer`, () => {
    const files = typescriptFiles();
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), "utf8")) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
