import cluster from "node:cluster";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import type { Env } from "./env.ts";
import { keepConnections } from "./http/keep-alive.ts";
import { knownHosts } from "./http/known-hosts.ts";
import { createResponseReplay, replayableRequest, replayFirst } from "./http/response-replay.ts";
import type { Logger } from "./logger.ts";
import { scheduleHousekeeping } from "./services/housekeeping.ts";
import type { Services } from "./services/index.ts";
import { scheduleNotices } from "./services/notify-schedule.ts";
import { scheduleSweeps } from "./services/payment-deadlines.ts";
import { scheduleStats } from "./services/stats.ts";
import { exitOnSignals, SHUTDOWN_GRACE_MS } from "./shutdown.ts";

/**
 * The booted production server's work: the app on its port (idle connections kept 125 s), the mail
 * sender and the scheduled sweeps, and SIGTERM's drain (main.ts loads this while it boots).
 */
export function serveSite({
  env,
  logger,
  services,
  build,
  buildDir,
}: {
  env: Env;
  logger: Logger;
  services: Services;
  build: ServerBuild;
  /** The build's folder, whose `client/` holds the browser's files. */
  buildDir: string;
}): void {
  const replay = createResponseReplay(services.database.writes, logger, services.caches);
  const hosts = knownHosts(env);
  warnAboutAddresses(env, hosts !== null, logger);
  const app = createApp({
    services,
    replay,
    build,
    clientDir: path.relative(process.cwd(), path.join(buildDir, "client")) || ".",
  });

  services.mail.start();
  // Unpaid orders: reminders halfway, cancellation at the deadline (PRODUCT.md §4).
  // Each runs in one process per period, however many share the database.
  const { db } = services.database;
  const stopSweeps = scheduleSweeps({ deadlines: services.deadlines, logger, db });
  // Idle carts (and expired owner sessions) are deleted every hour.
  const stopHousekeeping = scheduleHousekeeping({
    housekeeping: services.housekeeping,
    logger,
    db,
  });
  // "Tell me when it is available": notices for items buyable again, once a minute.
  const stopNotices = scheduleNotices({ notify: services.notify, logger, db });
  // The nightly off-site backup at BACKUP_TIME (with BACKUP_S3_URL), made by one process.
  const stopBackups = services.backups.schedule();
  // Visits: written every few seconds; raw views older than 30 days rolled up hourly.
  const stopStats = scheduleStats({ stats: services.stats, logger, db });
  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      // Replayed responses are written straight to Node, before Hono builds a Request.
      createServer: replayFirst(replay, replayableRequest(hosts, env.TRUST_PROXY)),
    },
    (info) => {
      logger.info({ port: info.port, host: env.HOST, dataDir: env.dataDir }, "Easel is listening");
      // In a cluster the primary says it once (scripts/cluster.ts).
      if (!cluster.isWorker) console.info(`  Easel is running at http://localhost:${info.port}`);
    },
  );
  keepConnections(server);

  exitOnSignals(server, {
    graceMs: SHUTDOWN_GRACE_MS,
    logger,
    onDrained: async () => {
      stopSweeps();
      stopHousekeeping();
      stopNotices();
      stopBackups();
      await stopStats();
      await services.mail.stop();
      await services.database.close();
    },
  });
}

/** Says at start-up what is missing for links and host checks (PRODUCT.md §6). */
function warnAboutAddresses(env: Env, checksHosts: boolean, logger: Logger): void {
  if (!env.PUBLIC_URL) {
    logger.warn(
      "PUBLIC_URL is not set: e-mails carry no links, and there is no sitemap or link preview",
    );
    if (!cluster.isWorker)
      console.info(
        "  Set PUBLIC_URL to the site's public address (e.g. https://art.example) so e-mails can link to it.",
      );
  }
  if (!checksHosts) {
    logger.warn("neither PUBLIC_URL nor ALLOWED_HOSTS is set: every host name is answered");
  }
}
