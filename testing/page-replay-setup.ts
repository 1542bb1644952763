/** A page replay with a stand-in renderer and clock, for the page-replay suites (server/http/page-replay*.test.ts). */
import { addressGroup } from "#core/address-group.ts";
import { WriteTracker } from "../server/db/write-tracker.ts";
import { type PageRequest, pageReplay } from "../server/http/page-replay.ts";
import { pageMissLimit } from "../server/services/limits.ts";

export const ORIGIN = "http://shop.test";
export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36";

/**
 * A stand-in renderer: counts renders, notes the address each was drawn for and puts the nonce
 * on its script, as the page does. `missLimit` applies the rate of misses per client.
 */
export function setup(options: { budget?: number; missLimit?: number } = {}) {
  const writes = new WriteTracker();
  let clock = 0;
  const replay = pageReplay(writes, {
    now: () => clock,
    ...(options.budget ? { budget: options.budget } : {}),
  });
  const misses = options.missLimit ? pageMissLimit(options.missLimit) : undefined;
  const drawnFor: string[] = [];
  let renders = 0;
  let serial = 0;
  const page = async (
    path: string,
    options: Partial<Omit<PageRequest, "render" | "visitor">> & {
      /** The visitor's cart item count. */
      cart?: number;
      agent?: string;
      /** More of the page after its script. */
      filler?: string;
      /** The client's address (for the rate of misses). */
      client?: string;
      status?: number;
      setCookie?: boolean;
      /** The render waits for this (to hold drawings under way). */
      slow?: Promise<void>;
      /** "bytes" leaves the body unread, for the test to read. */
      read?: "text" | "bytes";
    } = {},
  ) => {
    const nonce = options.nonce ?? `nonce-${String(++serial).padStart(18, "0")}`;
    const request =
      options.request ??
      new Request(`${ORIGIN}${path}`, { headers: { "user-agent": options.agent ?? BROWSER } });
    const response = await replay({
      request,
      origin: options.origin ?? ORIGIN,
      nonce,
      visitor: async () => String(options.cart ?? 0),
      ...(misses
        ? {
            mayMiss: async () =>
              (await misses.take(addressGroup(options.client ?? "192.0.2.1"))) === 0,
            client: addressGroup(options.client ?? "192.0.2.1"),
          }
        : {}),
      render: async (url) => {
        renders++;
        drawnFor.push(`${url.pathname}${url.search}`);
        if (options.slow) await options.slow;
        const headers = new Headers({ "content-type": "text/html" });
        if (options.setCookie) headers.set("set-cookie", "x=1");
        const html = `<p>render ${renders}</p><script nonce="${nonce}">go()</script>`;
        return new Response(html + (options.filler ?? ""), {
          status: options.status ?? 200,
          headers,
        });
      },
    });
    const body = options.read === "bytes" ? "" : await response.text();
    return { nonce, status: response.status, body, response };
  };
  return {
    writes,
    page,
    replay,
    drawnFor,
    get renders() {
      return renders;
    },
    advance(ms: number) {
      clock += ms;
    },
  };
}
