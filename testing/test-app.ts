import { Writable } from "node:stream";
import { createApp } from "../server/app.ts";
import { nowIso } from "../server/clock.ts";
import { readEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import { createServices, type Services } from "../server/services/index.ts";
import { type TestClock, testClock } from "./test-clock.ts";
import { createTestDatabase, type DbKind, type TestDatabase } from "./test-db.ts";

export const TEST_PASSWORD = "correct horse battery staple";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: Services;
  /** The services' clock, which the owner's payment-deadline sweep runs by: set it to sweep later. */
  clock: TestClock;
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
  const clock = testClock();
  const services = createServices({ database: database.handle, env, logger, clock });
  await setOwnerPassword(services, database);
  const app = createApp({ services });

  const request = (path: string, init?: RequestInit, address = "203.0.113.10") =>
    Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: address } } }));

  return {
    app,
    services,
    clock,
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

/** The owner's password hash of this worker's first test app (see `setOwnerPassword`). */
let passwordHash: Promise<string> | undefined;

/**
 * Sets TEST_PASSWORD as the owner's: the worker's first test app hashes it through the real
 * ensurePassword (the production argon2id parameters, which auth.test.ts checks), and every later
 * one stores that same hash, instead of spending about 12 ms of CPU on a new hash per test.
 */
async function setOwnerPassword(services: Services, database: TestDatabase): Promise<void> {
  const db = database.handle.db;
  if (!passwordHash) {
    const made = services.auth.ensurePassword(TEST_PASSWORD).then(async () => {
      const row = await db
        .selectFrom("owner_credentials")
        .select("password_hash")
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      return row.password_hash;
    });
    passwordHash = made;
    made.catch(() => {
      passwordHash = undefined; // the next test app tries again
    });
    await made;
    return;
  }
  await db
    .insertInto("owner_credentials")
    .values({ id: 1, password_hash: await passwordHash, updated_at: nowIso() })
    .execute();
}

/** JSON request options for app.request. */
export function json(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  } satisfies RequestInit;
}
