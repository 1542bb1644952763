import { Writable } from "node:stream";
import { createApp } from "../app.ts";
import { readEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { createServices, type Services } from "../services/index.ts";
import { createTestDatabase, type DbKind, type TestDatabase } from "./test-db.ts";

export const TEST_PASSWORD = "correct horse battery staple";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: Services;
  database: TestDatabase;
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** `app.request` as if from a client at `address` (the socket address rate limits use). */
  request(path: string, init?: RequestInit, address?: string): Promise<Response>;
  /** Signs the owner in and returns the Cookie header value to send. */
  login(): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * The real Hono app on a fresh database of the given engine (or on `database`, which it then
 * disposes of), with the owner's password set.
 */
export async function createTestApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
  given?: TestDatabase,
): Promise<TestApp> {
  const database = given ?? (await createTestDatabase(kind));
  const env = readEnv({ DATA_DIR: database.dataDir, LOG_LEVEL: "info", ...envOverrides });
  const logs: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split("\n")) if (line) logs.push(JSON.parse(line));
      callback();
    },
  });
  const logger = createLogger({ level: "info", destination });
  const services = createServices({ database: database.handle, env, logger });
  await services.auth.ensurePassword(TEST_PASSWORD);
  const app = createApp({ services });

  const request = (path: string, init?: RequestInit, address = "203.0.113.10") =>
    Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: address } } }));

  return {
    app,
    services,
    database,
    logs,
    request,
    async login() {
      const response = await request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
      const cookie = response.headers.get("set-cookie") ?? "";
      return cookie.split(";")[0]!;
    },
    dispose: () => database.dispose(),
  };
}

/** JSON request options for app.request. */
export function json(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  } satisfies RequestInit;
}
