/**
 * One way in from the browser: every component posts to its page's action through the form recipe
 * (`useActionForm` and `<ActionForm>`, app/lib/use-action-form.ts), which shows field errors, the
 * form's refusal, pending state and the action's toast, and works without JavaScript. This reads
 * every module of the app and refuses any other way to post: a fetcher or `useSubmit` of its own,
 * a `<Form method="post">`, a fetcher's `Form` or `submit`, `fetch` or `XMLHttpRequest`; but for
 * the named exceptions below, each with its reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "..");
const RECIPE = "lib/use-action-form.ts";

/** The ways a module could post other than through the recipe. */
const OTHER_WAYS: ReadonlyArray<[string, RegExp]> = [
  ["useFetcher", /\buseFetcher\s*[<(]/],
  ["useSubmit", /\buseSubmit\b/],
  ["a <Form> that posts", /<Form\b(?![^>]*method="get")[^>]*>/],
  ["a fetcher's Form", /<[\w.]+\.Form\b/],
  ["a fetcher's submit with a method", /\.submit\([^)]*\{\s*method:/],
  ["fetch", /\bfetch\s*\(/],
  ["XMLHttpRequest", /\bXMLHttpRequest\b/],
];

/**
 * Modules allowed one of the other ways, and why. None of them posts to a page's action: they
 * talk to the JSON API where the recipe cannot serve (docs/ARCHITECTURE.md, "Admin").
 */
const EXCEPTIONS: Record<string, { ways: string[]; reason: string }> = {
  "lib/send-form.ts": {
    ways: ["XMLHttpRequest"],
    reason: "uploads: only XMLHttpRequest reports upload progress (the per-file progress bars)",
  },
  "lib/admin/api.ts": {
    ways: ["fetch"],
    reason: "bulk deletes: one DELETE per id to the JSON API, each reported (PRODUCT.md §8)",
  },
  "components/layout/search-overlay.tsx": {
    ways: ["fetch"],
    reason: "a GET of the search API's JSON as the visitor types: a read, not a form post",
  },
  "routes/admin/optimization.tsx": {
    ways: ["fetch"],
    reason: "the optimiser's JSON API: its run and the progress poll, read every half second",
  },
};

/** Every module of the app (tests and test support aside), by its path under app/. */
function appModules(): string[] {
  return readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith("testing/") && !file.startsWith("+types/"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** The source without its comments, so that a comment naming a way is no use of it. */
const code = (file: string) =>
  readFileSync(path.join(APP, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1");

describe("one form recipe", () => {
  const modules = appModules();

  it("reads the app's modules", () => {
    expect(modules).toContain(RECIPE);
    expect(modules.length).toBeGreaterThan(100);
  });

  it("posts to a page's action only through useActionForm and <ActionForm>", () => {
    const found: string[] = [];
    for (const file of modules) {
      if (file === RECIPE) continue;
      const source = code(file);
      for (const [way, pattern] of OTHER_WAYS) {
        if (!pattern.test(source)) continue;
        if (EXCEPTIONS[file]?.ways.includes(way)) continue;
        found.push(`${file}: ${way}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("catches each way it refuses (the patterns are not blind)", () => {
    const samples: Record<string, string> = {
      useFetcher: "const fetcher = useFetcher<Answer>();",
      useSubmit: "const submit = useSubmit();",
      "a <Form> that posts": '<Form method="post" className="x">',
      "a fetcher's Form": '<fetcher.Form method="post">',
      "a fetcher's submit with a method": 'fetcher.submit(form, { method: "post" })',
      fetch: 'await fetch("/api/cart", { method: "POST" })',
      XMLHttpRequest: "new XMLHttpRequest()",
    };
    for (const [way, pattern] of OTHER_WAYS) expect(pattern.test(samples[way]!), way).toBe(true);
    expect(OTHER_WAYS[2]![1].test('<Form method="get" role="search">')).toBe(false);
  });

  it("keeps its exceptions true: each still uses the way it is excused for", () => {
    for (const [file, { ways }] of Object.entries(EXCEPTIONS)) {
      const source = code(file);
      for (const way of ways) {
        const pattern = OTHER_WAYS.find(([name]) => name === way)![1];
        expect(pattern.test(source), `${file}: ${way}`).toBe(true);
      }
    }
  });
});
