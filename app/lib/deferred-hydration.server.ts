/**
 * Paint first, hydrate second (decision 006).
 *
 * React Router's `<Scripts>` asks the browser to fetch every module of the page at once, at high
 * priority, alongside the hero image. On a phone on a slow connection those ~100 KB of JavaScript
 * share the line with the one image the visitor is waiting for. The page is fully server-rendered,
 * so nothing needs the scripts before it has been painted.
 *
 * This rewrites the streamed document:
 *   - the `<link rel="modulepreload">` tags are taken out of `<head>`;
 *   - React Router's inline module script (which imports the route modules and the client entry)
 *     is made inert by giving it a non-JavaScript type, keeping its place in the document so React
 *     still hydrates it where it expects it;
 *   - a small nonce'd script after it waits until the page's priority image (the one with
 *     `fetchpriority="high"`) is on screen, as Element Timing reports it, or else until the first
 *     contentful paint (falling back to the image's decode, or the next frame, where a browser has
 *     neither API), or the visitor presses a key or the pointer, or 2.5 s pass; then it adds the
 *     preloads back and runs the module script as a real one.
 *
 * Works on a stream of text split anywhere: an unfinished tag at the end of a chunk waits for the
 * next one.
 */

export const INERT_MODULE_TYPE = "text/easel-deferred-module";
const INERT_ID = "easel-hydrate";
/** The longest the scripts wait for the priority image. */
export const HYDRATE_FALLBACK_MS = 2500;

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async=""([^>]*)>([\s\S]*?)<\/script>/;

function loaderScript(hrefs: string[], nonce: string | undefined): string {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  // Plain ES2020; runs before any module code. `currentScript.nonce` survives nonce hiding.
  const body = `(()=>{const n=document.currentScript.nonce,h=${JSON.stringify(hrefs)};let s=0;const go=()=>{if(s)return;s=1;for(const u of h){const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}const m=document.createElement("script");m.type="module";if(n)m.nonce=n;m.textContent=document.getElementById(${JSON.stringify(INERT_ID)}).textContent;document.head.append(m)};const painted=()=>requestAnimationFrame(()=>setTimeout(go,0));for(const t of["pointerdown","keydown","touchstart"])addEventListener(t,go,{once:true,passive:true,capture:true});const seen=(type,test)=>{try{if(!PerformanceObserver.supportedEntryTypes.includes(type))return false;new PerformanceObserver((l,o)=>{if(l.getEntries().some(test)){o.disconnect();painted()}}).observe({type,buffered:true});return true}catch{return false}};const img=document.querySelector('img[fetchpriority="high"]');if(img){if(!seen("element",e=>e.identifier==="priority"))img.decode().then(painted,painted)}else if(!seen("paint",e=>e.name==="first-contentful-paint"))painted();setTimeout(go,${HYDRATE_FALLBACK_MS})})()`;
  return `<script${nonceAttr}>${body}</script>`;
}

/** A stateful rewriter: feed it the document in pieces, in order; `end()` returns what is left. */
export function createDeferredHydration(nonce: string | undefined) {
  const hrefs: string[] = [];
  let pending = "";
  let done = false;

  function rewrite(text: string): string {
    let out = text.replace(MODULEPRELOAD, (_tag, href: string) => {
      if (!hrefs.includes(href)) hrefs.push(href);
      return "";
    });
    if (!done) {
      out = out.replace(MODULE_SCRIPT, (_whole, before: string, after: string, code: string) => {
        done = true;
        return `<script${before} type="${INERT_MODULE_TYPE}" id="${INERT_ID}"${after}>${code}</script>${loaderScript(hrefs, nonce)}`;
      });
    }
    return out;
  }

  return {
    push(chunk: string): string {
      const text = pending + chunk;
      // Hold back an unfinished tag, and the module script until its closing tag has arrived.
      let cut = text.length;
      const lastOpen = text.lastIndexOf("<");
      if (lastOpen !== -1 && text.indexOf(">", lastOpen) === -1) cut = lastOpen;
      if (!done) {
        const script = text.search(/<script[^>]* type="module" async=""/);
        if (script !== -1 && !/<\/script>/.test(text.slice(script))) cut = Math.min(cut, script);
      }
      pending = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end(): string {
      const rest = rewrite(pending);
      pending = "";
      return rest;
    },
  };
}
