/**
 * The layers point one way: code under `server/` never imports `app/`, except the page handler
 * that mounts the React Router build and hands it the router context; the server never needs the
 * demo's scripts, the tools or the test support; services never speak HTTP; core is pure. Shared code lives in
 * `core/` (pure) or `server/http/` (HTTP). Imports are read by TypeScript's own pre-processor
 * (static, `export … from`, dynamic `import()` and `import type` alike), not by a loose grep.
 * Test files are exempt: a test may drive a page's loader across the layers it checks.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The one place that mounts the React Router build (and so must know its context key). */
const MOUNT = "server/http/pages.ts";

/** Every TypeScript source file under `dir` (relative to the root), tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}

/** The module specifiers one file imports, as TypeScript reads them. */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((ref) => ref.fileName);
}

/** The repository path a specifier of `file` points to, or undefined for a package. */
function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (specifier.startsWith("#core/")) return `core/${specifier.slice(6)}`;
  if (specifier.startsWith("."))
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return undefined;
}

/** The imports of `file` (under `source`) that reach into any of the folders `into`. */
function importsInto(file: string, source: string, into: readonly string[]): string[] {
  return importsOf(source).filter((specifier) => {
    const target = targetOf(file, specifier);
    return target !== undefined && into.some((folder) => target.startsWith(`${folder}/`));
  });
}

/** The imports of `file` (under `source`) that reach into `app/`. */
const appImports = (file: string, source: string) => importsInto(file, source, ["app"]);

/** `file → specifier` for every import of the files under `dirs` into the folders `into`. */
function offendersOf(dirs: readonly string[], into: readonly string[]): string[] {
  return dirs
    .flatMap(sourceFiles)
    .flatMap((file) =>
      importsInto(file, readFileSync(path.join(ROOT, file), "utf8"), into).map(
        (spec) => `${file} → ${spec}`,
      ),
    );
}

describe("the layers point one way", () => {
  it("finds imports of every form, and resolves them from the importing file", () => {
    const source = [
      'import { a } from "../../app/lib/a.ts";',
      'import type { B } from "~/lib/b.ts";',
      'export { c } from "../../app/lib/c.ts";',
      'const d = await import("../../app/lib/d.ts");',
      'import { e } from "#core/e.ts";',
      'import { f } from "hono";',
    ].join("\n");
    expect(appImports("server/services/x.ts", source)).toEqual([
      "../../app/lib/a.ts",
      "~/lib/b.ts",
      "../../app/lib/c.ts",
      "../../app/lib/d.ts",
    ]);
    // The same text one folder up stays inside server/: not a finding.
    expect(appImports("server/x.ts", 'import { a } from "./app-like.ts";')).toEqual([]);
  });

  it("no file under server/ imports app/, except the page handler that mounts the build", () => {
    const offenders = sourceFiles("server")
      .filter((file) => file !== MOUNT)
      .flatMap((file) =>
        appImports(file, readFileSync(path.join(ROOT, file), "utf8")).map(
          (spec) => `${file} → ${spec}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it("the server runs without the demo's seeding scripts, the tools or the test support", () => {
    // The demo's content reaches the server as data (server/services/demo-content.ts); seeding
    // it is a command of its own, and `testing/` holds what only tests and benches use.
    expect(offendersOf(["server", "app"], ["demo", "scripts", "testing"])).toEqual([]);
  });

  it("the server's tests reach the demo and the tools only through testing/", () => {
    const tests = readdirSync(path.join(ROOT, "server"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.posix.join("server", file.split(path.sep).join("/")));
    const offenders = tests.flatMap((file) =>
      importsInto(file, readFileSync(path.join(ROOT, file), "utf8"), ["demo", "scripts"]).map(
        (spec) => `${file} → ${spec}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("the services and the database know nothing of HTTP", () => {
    expect(offendersOf(["server/services", "server/db"], ["server/http", "server/api"])).toEqual(
      [],
    );
  });

  it("core/ is pure: it imports nothing of the rest", () => {
    expect(offendersOf(["core"], ["server", "app", "demo", "scripts", "testing"])).toEqual([]);
  });

  it("the mount imports only the router context key from app/", () => {
    const imports = appImports(MOUNT, readFileSync(path.join(ROOT, MOUNT), "utf8"));
    expect(imports).toEqual(["../../app/lib/app-context.ts"]);
  });
});
