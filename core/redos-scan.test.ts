import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The folders whose code sees request input. */
const FOLDERS = ["server", "core", "app/lib"];

interface Literal {
  where: string;
  source: string;
  flags: string;
}

/**
 * The code under `folder` that runs in the server: every `.ts`/`.tsx` file but tests and their
 * helpers (`testing/`), whose expressions read our own responses, never a request.
 */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`server${path.sep}testing${path.sep}`));
}

/** The regular-expression literals of one file, as the TypeScript parser finds them. */
function literalsOf(file: string): Literal[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf("/");
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
      found.push({
        where: `${file}:${line}`,
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const literals = FOLDERS.flatMap(sourceFiles).flatMap(literalsOf);

/**
 * recheck answers offline: with its native binary (the optional package for this platform), else
 * Java, else its pure-JavaScript checker (`RECHECK_SYNC_BACKEND=pure` forces that one; slower, hence
 * the generous time per expression, after which it would answer "unknown" and fail the test).
 */
const CHECK = { timeout: 120_000 };

describe("regular expressions under server/, core/ and app/lib/", () => {
  it("finds the literals (the scan itself works)", () => {
    expect(literals.length).toBeGreaterThan(50);
    expect(literals).toContainEqual(
      expect.objectContaining({ where: expect.stringMatching(/^core\/address-group\.ts:/) }),
    );
  });

  it("the checker flags the quadratic patterns a security review found", () => {
    for (const source of ["\\s*,\\s*", "\\/+$"]) {
      expect(checkSync(source, "", CHECK).status).toBe("vulnerable");
    }
  });

  it("none backtracks super-linearly (recheck)", { timeout: 600_000 }, () => {
    const unsafe = literals.flatMap(({ where, source, flags }) => {
      const result = checkSync(source, flags, CHECK);
      if (result.status === "safe") return [];
      const why = result.status === "vulnerable" ? result.complexity.summary : result.status;
      return [`${where} /${source}/${flags}: ${why}`];
    });
    expect(unsafe).toEqual([]);
  });
});
