/**
 * Rules the whole repository keeps, read from its files:
 * - small files: no TypeScript file is over 400 lines, tests included, except the demo's content
 *   under `demo/` (data, read as a whole); a file that grows past it is split by theme;
 * - comments say why in the code's own words: none cites a ticket ("issue 31", "#25"), since
 *   history belongs in commit messages and a reason belongs next to the code;
 * - the docs name only files that exist: every path in a code span or a link of README.md and
 *   docs/*.md (the decision records are history and keep the paths of their day).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const MAX_LINES = 400;

/** The folders that hold the project's own code (the build and packages are not read). */
const CODE_FOLDERS = ["app", "core", "demo", "server", "scripts", "testing", "tests"];

/** Every file of those folders and of the root whose name matches `pattern`, from the root. */
function codeFiles(pattern: RegExp): string[] {
  const nested = CODE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" }).map((file) =>
      path.posix.join(folder, file.split(path.sep).join("/")),
    ),
  );
  return [...readdirSync(ROOT), ...nested].filter((file) => pattern.test(file));
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Lines as `wc -l` counts them: a final line without its newline still counts. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** The current docs: the README and docs/*.md, not the decision records. */
const DOCS = [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];

/** A file's path with a known extension, in a code span (`…`) or a link's target (…). */
const NAMED_PATH = /[`(]((?:[\w.-]+\/)*[\w.-]+\.(?:tsx?|md|json|sh|css|service|timer))[`)#]/g;

/** What the commands write, which a doc may name before they have run. */
const OUTPUTS = new Set(["bench/results.json", "bench/soak.json", "backup.json"]);

/** The name of every file of the project's own folders and of deploy/. */
const FILE_NAMES = new Set(
  [...codeFiles(/./), ...readdirSync(path.join(ROOT, "deploy"))].map((file) =>
    path.posix.basename(file),
  ),
);

/**
 * The files a doc names that are not there: a path from the root or from the doc's own folder,
 * or, for a bare name ("boot.ts" in a sentence about the server), a file of that name anywhere.
 */
function missingPaths(doc: string): string[] {
  const folder = path.posix.dirname(doc);
  const named = [...read(doc).matchAll(NAMED_PATH)].map((match) => match[1]!);
  return named.filter((file) => {
    if (OUTPUTS.has(file)) return false;
    if (!file.includes("/") && FILE_NAMES.has(file)) return false;
    return !existsSync(path.join(ROOT, file)) && !existsSync(path.join(ROOT, folder, file));
  });
}

/** A ticket named in prose: "issue 31", "issues #25 and #26", "(#28)". */
const TICKET = /\bissues? #?\d+|\(#\d+[),:;]/i;

describe("the repository", () => {
  it(`keeps every TypeScript file outside demo/ at ${MAX_LINES} lines or fewer`, () => {
    const files = codeFiles(/\.tsx?$/).filter((file) => !file.startsWith("demo/"));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: lineCount(read(file)) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("cites no ticket in code: a comment gives the reason itself", () => {
    expect(TICKET.test("the checkout's race (issue 31)")).toBe(true);
    expect(TICKET.test("as the owner typed it (#25).")).toBe(true);
    expect(TICKET.test('colour: "#25a0c3"; Study #3')).toBe(false);
    const self = path.posix.relative(ROOT, import.meta.filename.split(path.sep).join("/"));
    const others = codeFiles(/\.(tsx?|css)$/).filter((file) => file !== self);
    const citing = others.flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, index) =>
          TICKET.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });

  it("names in its docs only files that exist", () => {
    expect(DOCS.length).toBeGreaterThan(4);
    const missing = DOCS.flatMap((doc) => missingPaths(doc).map((file) => `${doc}: ${file}`));
    expect(missing).toEqual([]);
  });
});
