import { ensureBuild } from "./ensure-build.ts";

/** `npm start`: builds the site when the build is missing or older than its sources, then serves. */
await ensureBuild();
const { main, exitOnStartFailure } = await import("../server/index.ts");
await main().catch(exitOnStartFailure);
