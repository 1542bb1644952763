import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

type Lifetime = "suite" | "test";

/**
 * What a suite's hooks start and stop, read through the function returned: `what` names it in
 * the error a read outside its lifetime throws (at a file's top level, before the hooks ran).
 * `start` cleans up after itself when it fails part-way: `stop` runs only on what it returned.
 */
function held<T>(
  lifetime: Lifetime,
  what: string,
  start: () => Promise<T>,
  stop: (value: T) => unknown,
): () => T {
  const [before, after] = lifetime === "suite" ? [beforeAll, afterAll] : [beforeEach, afterEach];
  let current: T | undefined;
  before(async () => {
    current = await start();
  });
  after(async () => {
    const done = current;
    current = undefined;
    if (done !== undefined) await stop(done);
  });
  return () => {
    if (current === undefined) throw new Error(`${what} exists only while the ${lifetime} runs`);
    return current;
  };
}

/** Started before the calling suite's first test, stopped after its last. */
export const perSuite = <T>(what: string, start: () => Promise<T>, stop: (value: T) => unknown) =>
  held("suite", what, start, stop);

/** Started afresh before each test of the calling suite, stopped after it. */
export const perTest = <T>(what: string, start: () => Promise<T>, stop: (value: T) => unknown) =>
  held("test", what, start, stop);
