import { ensureBuild } from "./ensure-build.ts";

/**
 * `npm start`: builds the site when the build is missing or older than its sources, and serves.
 * The server boots meanwhile (the database, and on a first start the demo's seeding in a process
 * of its own): on a fresh clone the two overlap instead of adding up.
 */
const built = ensureBuild();
const { main, exitOnStartFailure } = await import("../server/index.ts");
await main({ built }).catch(exitOnStartFailure);
