/**
 * Runs `work` on every item, `concurrency` at a time (at least one), each worker taking the next
 * item. After a failure none starts another, and the first failure is thrown once every item under
 * way has ended: nothing is still writing when the caller hears of it (a restore's transaction, or
 * a copy's temporary file, ends after them).
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  if (failure) throw failure.error;
}
