import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { prepareDatabase } from "./boot-database.ts";
import { readEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The build's folder: `build/`, or EASEL_BUILD_DIR's (react-router.config.ts builds there too). */
const BUILD = path.resolve(ROOT, process.env.EASEL_BUILD_DIR || "build");

/**
 * Starts the production server: build output must exist (scripts/start.ts builds when needed).
 * Loaded by server/index.ts once NODE_ENV is set. Only what opens and migrates the database is
 * loaded before that: a first start begins seeding the demo (in a process of its own) there, and
 * the rest of the server, and the pages once built, are loaded meanwhile.
 */
export async function main(
  options: {
    /** Settles when the build is there (scripts/start.ts builds while this boots). */
    built?: Promise<void>;
  } = {},
): Promise<void> {
  const env = readEnv();
  const logger = createLogger({ level: env.LOG_LEVEL });
  const prepared = await prepareDatabase(env, logger);
  const [services, build, { serveSite }] = await Promise.all([
    import("./boot.ts").then(({ continueBoot }) => continueBoot(prepared, env, logger)),
    // Handed to React Router as an object, so its route table is derived once.
    Promise.resolve(options.built).then(
      () => import(pathToFileURL(path.join(BUILD, "server/index.js")).href) as Promise<ServerBuild>,
    ),
    import("./serve-site.ts"),
  ]);
  serveSite({ env, logger, services, build, buildDir: BUILD });
}

/**
 * Ends a server that could not start: its reason on one line, and an exit code a service manager
 * can tell apart (a damaged database's, which systemd does not restart; else 1).
 */
export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit((error as { exitCode?: number } | undefined)?.exitCode ?? 1);
}
