import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { boot } from "./boot.ts";
import { readEnv } from "./env.ts";
import { createResponseReplay, replayFirst } from "./http/response-replay.ts";
import { createLogger } from "./logger.ts";
import { scheduleSweeps } from "./services/payment-deadlines.ts";
import { drainAndClose } from "./shutdown.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the production server: build output must exist (scripts/start.ts builds when needed).
 * Loaded by server/index.ts once NODE_ENV is set.
 */
export async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger({ level: env.LOG_LEVEL });
  const services = await boot(env, logger);
  const buildFile = pathToFileURL(path.join(ROOT, "build/server/index.js")).href;
  const build = (await import(buildFile)) as ServerBuild;
  const replay = createResponseReplay(services.database.writes, logger);
  const app = createApp({
    services,
    replay,
    build,
    clientDir: path.relative(process.cwd(), path.join(ROOT, "build/client")) || ".",
  });

  services.mail.start();
  // Unpaid orders: reminders halfway, cancellation at the deadline (PRODUCT.md §4).
  const stopSweeps = scheduleSweeps({
    deadlines: services.deadlines,
    origin: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logger,
  });
  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      // Replayed responses are written straight to Node, before Hono builds a Request.
      createServer: replayFirst(replay),
    },
    (info) => {
      logger.info({ port: info.port, host: env.HOST, dataDir: env.dataDir }, "Easel is listening");
      console.info(`  Easel is running at http://localhost:${info.port}`);
    },
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests");
    drainAndClose(server, {
      graceMs: SHUTDOWN_GRACE_MS,
      onDrained: async () => {
        stopSweeps();
        await services.mail.stop();
        await services.database.close();
      },
    })
      .then(() => {
        logger.info("stopped");
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "unclean shutdown");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
