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
 *     preloads back and runs the module script as a real one;
 *   - until the page has hydrated (root.tsx sets `data-hydrated` on `<html>`), the same script holds
 *     the visitor's input instead of losing it: a click on a link, button, check box or radio
 *     button, and a printable key pressed outside a text field (the header's "/"), are stopped,
 *     queued (a second click on an element already waiting is dropped) and replayed once, in
 *     order, when React is in charge; `data-input-pending` on `<html>` shows that input waits.
 *     Clicks with a modifier key, clicks on links that open elsewhere, and everything in text
 *     fields keep their native behaviour. Should the scripts never hydrate the page, the input is
 *     let go 10 s after they started and acts natively (a link is followed, a form posted).
 *
 * Works on a stream of text split anywhere: an unfinished tag at the end of a chunk waits for the
 * next one.
 */

export const INERT_MODULE_TYPE = "text/easel-deferred-module";
const INERT_ID = "easel-hydrate";
/** The longest the scripts wait for the priority image. */
export const HYDRATE_FALLBACK_MS = 2500;
/** The longest input is held after the scripts have started, should they never hydrate the page. */
export const INPUT_HOLD_MS = 10_000;
/**
 * What a held click lands on: whatever acts on a click once React is in charge. The site's widgets
 * are native links and buttons (the ARIA roles it uses, tab and switch, sit on them). Not text
 * fields (a click focuses them natively), nor `<select>` (it opens on press), nor `<summary>` (the
 * FAQ's disclosures work without JavaScript); a `<label>` passes its click on to its control.
 */
export const HELD_CLICK_TARGETS =
  "a[href]:not([target],[download]),button,input:is([type=submit],[type=checkbox],[type=radio])";

// Linear patterns (core/redos-scan.test.ts): a tag's attributes stop at the next `<` or `>`.
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"<>]+)"[^<>]*>/g;
const SCRIPT_TAG = /<script([^<>]*)>/g;
const MODULE_MARK = ' type="module" async=""';
const MODULE_SCRIPT_START = /<script[^<>]* type="module" async=""/;

/**
 * The module script React Router renders (`<script … type="module" async="">…</script>`): where it
 * starts and ends, the attributes before and after the mark, and its code. Found with one pass over
 * the opening tags and indexOf, never a backtracking pattern.
 */
function findModuleScript(text: string) {
  const tags = new RegExp(SCRIPT_TAG);
  for (let tag = tags.exec(text); tag; tag = tags.exec(text)) {
    const attributes = tag[1] ?? "";
    const mark = attributes.indexOf(MODULE_MARK);
    if (mark === -1) continue;
    const end = text.indexOf("</script>", tags.lastIndex);
    if (end === -1) return undefined;
    return {
      start: tag.index,
      end: end + "</script>".length,
      before: attributes.slice(0, mark),
      after: attributes.slice(mark + MODULE_MARK.length),
      code: text.slice(tags.lastIndex, end),
    };
  }
  return undefined;
}

function loaderScript(hrefs: string[], nonce: string | undefined): string {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  // Plain ES2020; runs before any module code. `currentScript.nonce` survives nonce hiding.
  // `hold` stops and queues input (an element to click, or a key press to copy) until `done`
  // replays it: when root.tsx marks the page hydrated, or at the latest INPUT_HOLD_MS after `go`.
  const body = `(()=>{const D=document,d=D.documentElement,n=D.currentScript.nonce,h=${JSON.stringify(hrefs)},q=[];let s=0,r=0;const go=()=>{if(s)return;s=1;for(const u of h){const l=D.createElement("link");l.rel="modulepreload";l.href=u;D.head.append(l)}const m=D.createElement("script");m.type="module";if(n)m.nonce=n;m.textContent=D.getElementById(${JSON.stringify(INERT_ID)}).textContent;D.head.append(m);setTimeout(done,${INPUT_HOLD_MS})};const done=()=>{if(r)return;r=1;delete d.dataset.inputPending;for(const x of q)x.click?x.click():x.target.dispatchEvent(new KeyboardEvent(x.type,x))};const hold=e=>{const t=e.target;let x=e;if(r||e.ctrlKey||e.metaKey||e.altKey)return;if(e.type=="click"){if(e.shiftKey||!(x=t.closest(${JSON.stringify(HELD_CLICK_TARGETS)})))return}else if(e.repeat||!/^\\S$/.test(e.key)||t.isContentEditable||t.matches("input,textarea,select"))return;e.preventDefault();e.stopImmediatePropagation();if(!q.includes(x))q.push(x);d.dataset.inputPending="";go()};new MutationObserver(done).observe(d,{attributeFilter:["data-hydrated"]});for(const t of["click","keydown"])addEventListener(t,hold,!0);const p=()=>requestAnimationFrame(()=>setTimeout(go,0));for(const t of["pointerdown","keydown","touchstart"])addEventListener(t,go,{once:!0,passive:!0,capture:!0});const seen=(type,f)=>{try{if(!PerformanceObserver.supportedEntryTypes.includes(type))return!1;new PerformanceObserver((l,o)=>{if(l.getEntries().some(f)){o.disconnect();p()}}).observe({type,buffered:!0});return!0}catch{return!1}};const i=D.querySelector('img[fetchpriority="high"]');if(i){if(!seen("element",e=>e.identifier==="priority"))i.decode().then(p,p)}else if(!seen("paint",e=>e.name==="first-contentful-paint"))p();setTimeout(go,${HYDRATE_FALLBACK_MS})})()`;
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
      const script = findModuleScript(out);
      if (script) {
        done = true;
        const { start, end, before, after, code } = script;
        out = `${out.slice(0, start)}<script${before} type="${INERT_MODULE_TYPE}" id="${INERT_ID}"${after}>${code}</script>${loaderScript(hrefs, nonce)}${out.slice(end)}`;
      }
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
        const script = text.search(MODULE_SCRIPT_START);
        if (script !== -1 && !text.includes("</script>", script)) cut = Math.min(cut, script);
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
