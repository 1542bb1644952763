/**
 * The soak's server: `npm start`'s server (server/index.ts) in a process that also answers the
 * soak's IPC question "how much memory?", with the heap measured after a full collection (run with
 * --expose-gc) so a window's figure is what is kept, not what awaits collection. `external` is the
 * memory outside the heap that V8 knows of (Buffers); RSS beyond heap and external is native
 * (SQLite, libvips, the allocator's own keeping).
 */
const { main } = await import("../../server/index.ts");
await main();

process.on("message", () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({
    rssMb: rss / 2 ** 20,
    heapMb: heapUsed / 2 ** 20,
    externalMb: external / 2 ** 20,
  });
});

export {};
