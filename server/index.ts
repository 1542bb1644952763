/**
 * The production entry point (`node server/index.ts`, and `npm start` through scripts/start.ts).
 *
 * React chooses its production or development build from `NODE_ENV` when it is first loaded, and
 * Node runs the CommonJS packages an ES module imports while it links that module's imports,
 * before any module body runs. So the variable is set here, in a module with no static imports,
 * and the server is loaded afterwards. A `NODE_ENV` set by the caller is kept.
 */
process.env.NODE_ENV ??= "production";

// A first start's seeding process loads beside the server rather than after it.
(await import("./demo-processes.ts")).startSeederIfFirstStart();

export const { main, exitOnStartFailure } = await import("./main.ts");

if (import.meta.main) main().catch(exitOnStartFailure);
