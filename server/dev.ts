import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app.ts";
import { boot } from "./boot.ts";
import { readEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

/** Development: Vite (with HMR) and the Hono app on one port; server/ changes restart the process. */
const env = readEnv({ NODE_ENV: "development", ...process.env });
const logger = createLogger({ level: env.LOG_LEVEL, pretty: true });
const services = await boot(env, logger);
// Vite's HMR websocket shares the site's port instead of opening one of its own.
const server = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server } },
  appType: "custom",
});
const app = createApp({
  services,
  mode: "development",
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const listener = getRequestListener(app.fetch);
server.on("request", (req, res) => {
  vite.middlewares(req, res, () => listener(req, res));
});
server.listen(env.PORT, env.HOST, () => {
  console.info(`  Easel (dev) at http://localhost:${env.PORT}`);
});
