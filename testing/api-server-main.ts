/**
 * A real Easel server process for the tests that need one (durability, load): the production
 * middleware and API on a real socket, without the page build. Configured by the environment
 * (`DATA_DIR`, `DATABASE_URL`, `TRUST_PROXY`…) plus `EASEL_TEST_SCHEMA` for a PostgreSQL test
 * schema, `EASEL_TEST_LOG_LEVEL` to log (silent by default) and `EASEL_TEST_PAGES=1` to serve the
 * pages too (the run's build, as testing/page-site.ts does); prints `listening <port>` once it
 * accepts connections, and stops on SIGTERM as the real server does (server/shutdown.ts).
 */
import { serve } from "@hono/node-server";
import { createApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { readEnv } from "../server/env.ts";
import { keepConnections } from "../server/http/keep-alive.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services/index.ts";
import { scheduleStats } from "../server/services/stats.ts";
import { exitOnSignals, SHUTDOWN_GRACE_MS } from "../server/shutdown.ts";
import { startPages } from "./page-build.ts";

const level = process.env.EASEL_TEST_LOG_LEVEL || "silent";
const env = readEnv({ ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: level });
const schema = process.env.EASEL_TEST_SCHEMA;
const database = await openDatabase({
  dataDir: env.dataDir,
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  ...(schema ? { schema } : {}),
  // As a server: on PostgreSQL it hears other processes' changes; SQLite is its alone.
  serverProcess: true,
});
await migrateToLatest(database.db, schema);
const logger = createLogger({ level });
const services = createServices({ database, env, logger });
// The pages only when asked (the run's build, page-build.ts): most process tests need the API.
const pages = process.env.EASEL_TEST_PAGES === "1" ? await startPages() : undefined;
const app = createApp({
  services,
  ...(pages ? { build: pages.build, clientDir: pages.clientDir } : {}),
});
services.mail.start();
// Visits as the real server counts them: written every few seconds, and on a clean stop.
const stopStats = scheduleStats({ stats: services.stats, logger, db: database.db });
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
keepConnections(server);
exitOnSignals(server, {
  graceMs: SHUTDOWN_GRACE_MS,
  logger,
  onDrained: async () => {
    await stopStats();
    await services.mail.stop();
    await database.close();
  },
});
