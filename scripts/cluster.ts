/**
 * `npm run cluster [N]`: N server processes on one port, for one big machine (decision 019). Needs
 * PostgreSQL (DATABASE_URL): SQLite serves one process. The primary process prepares the database
 * once (migrations, the demo on a first start, the owner's password), then starts N workers
 * (default: one per CPU, or EASEL_WORKERS) that share the port; the operating system hands each
 * new connection to one of them. A worker that dies is started again (after a pause if it dies
 * young); SIGTERM or SIGINT drains and stops them all.
 */
import cluster from "node:cluster";
import os from "node:os";

process.env.NODE_ENV ??= "production";

const RESTART_PAUSE_MS = 2000;

if (cluster.isPrimary) {
  const [{ readEnv }, { createLogger }, { boot }, { ensureBuild }] = await Promise.all([
    import("../server/env.ts"),
    import("../server/logger.ts"),
    import("../server/boot.ts"),
    import("./ensure-build.ts"),
  ]);
  const env = readEnv();
  const logger = createLogger({ level: env.LOG_LEVEL });
  if (!env.DATABASE_URL) {
    console.error(
      "npm run cluster needs PostgreSQL: set DATABASE_URL. SQLite serves one process; use npm start.",
    );
    process.exit(2);
  }
  const wanted = Number(process.argv[2] ?? process.env.EASEL_WORKERS ?? os.availableParallelism());
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 64) {
    console.error("Usage: npm run cluster [N]  (N from 1 to 64 worker processes)");
    process.exit(2);
  }
  await ensureBuild();
  // Once, before any worker: migrations, the demo (first start), the owner's password.
  const prepared = await boot(env, logger, { prepareOnly: true });
  await prepared.database.close();

  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork({ EASEL_CLUSTER_WORKER: "1" });
    started.set(worker.id, Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.warn({ pid: worker.process.pid, code, signal }, "worker died: starting another");
    setTimeout(fork, lived < 10_000 ? RESTART_PAUSE_MS : 0);
  });
  for (let n = 0; n < wanted; n++) fork();
  logger.info({ workers: wanted, port: env.PORT }, "cluster started");
  console.info(`  Easel is running at http://localhost:${env.PORT} with ${wanted} processes`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "cluster stopping: draining every worker");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} else {
  const { main } = await import("../server/index.ts");
  await main();
}
