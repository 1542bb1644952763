import { describe, expect, it } from "vitest";
import {
  createDeferredHydration,
  HELD_CLICK_TARGETS,
  HYDRATE_FALLBACK_MS,
  INERT_MODULE_TYPE,
  INPUT_HOLD_MS,
} from "./deferred-hydration.server.ts";

// The shape React Router 8 and React 19 stream for a page (abridged).
const DOCUMENT = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/home.js" nonce="abc"/>',
  "<title>Home</title></head><body><main><h1>Hello</h1>",
  '<img src="/media/a/400.avif" fetchpriority="high" elementtiming="priority"/></main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");</script>',
  '<script nonce="abc">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

/** The loader script in a rewritten document. */
function loaderOf(out: string): string {
  return out.match(/<script nonce="abc">\(\(\)=>\{[\s\S]*?<\/script>/)?.[0] ?? "";
}

function rewriteWhole(text: string, nonce = "abc") {
  const rewriter = createDeferredHydration(nonce);
  return rewriter.push(text) + rewriter.end();
}

function rewriteInPieces(text: string, size: number, nonce = "abc") {
  const rewriter = createDeferredHydration(nonce);
  let out = "";
  for (let i = 0; i < text.length; i += size) out += rewriter.push(text.slice(i, i + size));
  return out + rewriter.end();
}

describe("deferred hydration rewrite", () => {
  const out = rewriteWhole(DOCUMENT);

  it("takes the module preloads out of the document", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it("keeps the module script in place but inert, with its code untouched", () => {
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(
      `<script nonce="abc" type="${INERT_MODULE_TYPE}" id="easel-hydrate">import * as route0 from "/assets/root.js";`,
    );
    expect(out).toContain('import("/assets/entry.client.js");</script>');
  });

  it("adds one nonce'd loader right after it that knows each preload once", () => {
    const loaders = out.match(/<script nonce="abc">\(\(\)=>\{[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    const loader = loaders[0] as string;
    expect(out.indexOf(loader)).toBe(out.indexOf("</script>", out.indexOf("easel-hydrate")) + 9);
    expect(loader).toContain('["/assets/entry.client.js","/assets/root.js","/assets/home.js"]');
    expect(loader).toContain(`setTimeout(go,${HYDRATE_FALLBACK_MS})`);
    expect(loader).toContain('"element"');
    expect(loader).toContain('"first-contentful-paint"');
    // The rest of the document follows unchanged.
    expect(
      out.endsWith(
        '<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>',
      ),
    ).toBe(true);
  });

  it("holds clicks and key presses until the page has hydrated, or the hold runs out", () => {
    const loader = loaderOf(out);
    // Both listen in the capture phase on the window, ahead of anything on the page.
    expect(loader).toContain('for(const t of["click","keydown"])addEventListener(t,hold,!0)');
    expect(loader).toContain(JSON.stringify(HELD_CLICK_TARGETS));
    expect(loader).toContain("e.preventDefault();e.stopImmediatePropagation()");
    // root.tsx marks the document once React is in charge; that releases the queue.
    expect(loader).toContain(
      'new MutationObserver(done).observe(d,{attributeFilter:["data-hydrated"]})',
    );
    expect(loader).toContain(`setTimeout(done,${INPUT_HOLD_MS})`);
    expect(loader).toContain('d.dataset.inputPending=""');
    expect(loader).toContain("delete d.dataset.inputPending");
  });

  it("is a script a browser parses, within its size budget", () => {
    const code = loaderOf(out)
      .replace(/^<script[^>]*>/, "")
      .replace(/<\/script>$/, "");
    expect(() => new Function(code)).not.toThrow();
    // Only printable, non-blank keys are held (a held Space or Enter would lose its own action).
    expect(code).toContain("!/^\\S$/.test(e.key)");
    // Inlined into every page: without its module list it stays under 1.8 KB.
    const hrefs = '["/assets/entry.client.js","/assets/root.js","/assets/home.js"]';
    expect(code.length - hrefs.length).toBeLessThan(1800);
  });

  it("gives the same document however the stream is split", () => {
    for (const size of [1, 2, 3, 7, 16, 64, 333]) {
      expect(rewriteInPieces(DOCUMENT, size)).toBe(out);
    }
  });

  it("leaves out the nonce attribute when there is none (development policy)", () => {
    const plain = rewriteWhole(DOCUMENT.replaceAll(' nonce="abc"', ""), "");
    expect(plain).toContain("<script>(()=>{");
    expect(plain).toContain(`type="${INERT_MODULE_TYPE}"`);
  });

  it("passes documents without React Router scripts through unchanged", () => {
    const page = "<html><body><p>a < b</p><script>1</script></body></html>";
    expect(rewriteInPieces(page, 5)).toBe(page);
  });
});
