import { describe, expect, it } from "vitest";
import { WriteTracker } from "../db/write-tracker.ts";
import { pageReplay } from "./page-replay.ts";

const ORIGIN = "http://shop.test";

/** Resolves once `ready()` holds, checking after each turn of the event loop. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

describe("page replay's drawings", () => {
  it("draws at most two pages at a time, however many new addresses arrive at once", async () => {
    const replay = pageReplay(new WriteTracker());
    let started = 0;
    let drawing = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const ask = (product: number) =>
      replay({
        request: new Request(`${ORIGIN}/shop?product=${product}`),
        origin: ORIGIN,
        nonce: `nonce-${String(product).padStart(16, "0")}`,
        visitor: async () => "0",
        render: async () => {
          started++;
          most = Math.max(most, ++drawing);
          await new Promise<void>((resolve) => gates.push(resolve));
          drawing--;
          return new Response(`<p>${product}</p>`, { headers: { "content-type": "text/html" } });
        },
      });
    const answers = Array.from({ length: 10 }, (_, n) => ask(n + 1));
    await until(() => gates.length >= 2);
    // Each drawing holds its page and React's work until done: the other eight wait their turn.
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(2);
    while (started < 10 || gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const bodies = await Promise.all((await Promise.all(answers)).map((answer) => answer.text()));
    expect(bodies).toEqual(Array.from({ length: 10 }, (_, n) => `<p>${n + 1}</p>`));
    expect(most).toBe(2);
  });
});
