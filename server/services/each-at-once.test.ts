import { describe, expect, it } from "vitest";
import { eachAtOnce } from "./each-at-once.ts";

/** A promise and the function that settles it, for ending a piece of work when the test says. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("eachAtOnce", () => {
  it("does every item, never more than `concurrency` at once", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachAtOnce([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      done.push(item);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it("starts nothing after a failure, and throws it once the work under way has ended", async () => {
    const slow = gate();
    const started: number[] = [];
    let slowEnded = false;
    const run = eachAtOnce([1, 2, 3, 4], 2, async (item) => {
      started.push(item);
      if (item === 1) {
        await slow.opened;
        slowEnded = true;
      }
      if (item === 2) throw new Error("item 2 failed");
    });
    let settled = false;
    run.catch(() => {}).finally(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false); // item 1 is still under way
    slow.open();
    await expect(run).rejects.toThrow("item 2 failed");
    expect(slowEnded).toBe(true);
    expect(started).toEqual([1, 2]);
  });

  it("has nothing to do for no items", async () => {
    await expect(eachAtOnce([], 4, () => Promise.reject(new Error("never")))).resolves.toBe(
      undefined,
    );
  });
});
