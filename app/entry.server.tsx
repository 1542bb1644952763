import { PassThrough, Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "./lib/app-context.ts";
import { createDeferredHydration } from "./lib/deferred-hydration.server.ts";
import { NonceContext } from "./lib/nonce.ts";

export const streamTimeout = 5_000;

/** Streams the page; every inline script carries this response's CSP nonce. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Empty in development, where the policy allows inline scripts instead.
  const nonce = loadContext.get(appContext).nonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const final = (callback: () => void) => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          };
          // Development keeps React Router's scripts as they are (Vite's client needs them early).
          const body = import.meta.env.DEV
            ? new PassThrough({ final })
            : deferScripts(nonce, final);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** The document stream with the page's scripts held back until it has painted (decision 006). */
function deferScripts(nonce: string | undefined, onFinal: (callback: () => void) => void) {
  const decoder = new StringDecoder("utf8");
  const rewriter = createDeferredHydration(nonce);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, rewriter.push(decoder.write(chunk)));
    },
    flush(callback) {
      onFinal(() => callback(null, rewriter.push(decoder.end()) + rewriter.end()));
    },
  });
}
