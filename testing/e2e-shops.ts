/**
 * Starts the browser tests' shop servers side by side (playwright.config.ts), each on its own copy
 * of the seeded data: Playwright starts its webServer entries one after another, each once the
 * last answers, and a start that takes 1–2 s on a quiet machine took 15–25 s at load 20–30, times
 * seven servers. Answers on E2E_SHOPS_PORT once every server answers; stops if one of them stops.
 *
 *   E2E_SHOPS='[{"url":"http://127.0.0.1:…","log":"…/server.log","env":{…}},…]'
 *
 * Playwright ends this process's whole process group at the end of the run, the servers with it.
 */
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { waitFor } from "./processes.ts";

interface Shop {
  url: string;
  /** Where its standard output (the JSON log) is appended; none: it is not kept. */
  log?: string;
  env: Record<string, string>;
}

const shops = JSON.parse(process.env.E2E_SHOPS ?? "[]") as Shop[];
const entry = path.join(import.meta.dirname, "../server/index.ts");

for (const shop of shops) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...shop.env },
    stdio: ["ignore", shop.log ? openSync(shop.log, "a") : "ignore", "inherit"],
  });
  child.once("exit", (code, signal) => {
    console.error(`the server for ${shop.url} stopped (${code ?? signal})`);
    process.exit(1);
  });
}
// A limit for a hang, as Playwright's own for a webServer.
await Promise.all(shops.map((shop) => waitFor(`${shop.url}/api/admin/session`, 180_000)));
createServer((_request, response) => response.end("ready")).listen(
  Number(process.env.E2E_SHOPS_PORT),
  "127.0.0.1",
);
