import type { Kysely } from "kysely";
import { beforeEach, describe, expect } from "vitest";
import { DEMO_TAX_RATE, type StoreSettings } from "#core/store.ts";
import type { Database } from "../server/db/schema.ts";
import { perTest } from "./lifetimes.ts";
import { createTestApp, json, type TestApp } from "./test-app.ts";
import { createTestDatabase, DB_KINDS, type DbKind, type TestDatabase } from "./test-db.ts";

// biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field.
export type Json = any;

/** A response read whole: its status, headers and body. */
export interface ReadResponse {
  status: number;
  headers: Headers;
  body: Json;
}

/** The answer has `status` and a body with (at least) the fields of `body`. */
export function expectAnswer(answer: ReadResponse, status: number, body: Json): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject(body);
}

/** The answer refused the input with 400 and exactly these messages beside their fields. */
export function expectFieldErrors(answer: ReadResponse, errors: Record<string, string>): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.errors).toEqual(errors);
}

export interface UseTestAppOptions {
  /** Signs the owner in before each test; the session cookie is then `t.cookie`. */
  owner?: boolean;
  /**
   * How `t.owner` reads a body: `"json"` (the default) always parses it as JSON; `"by-type"`
   * parses JSON only when the Content-Type says so and gives the text otherwise.
   */
  bodies?: "json" | "by-type";
  /** Environment variables for the app, as for `createTestApp`. */
  env?: Record<string, string>;
  /**
   * The shop's trading rules stored before each test: a new site charges no tax, so a suite that
   * prices as the demo does passes {@link DEMO_TAX}.
   */
  store?: Partial<StoreSettings>;
}

/** The demo's tax (8 %, added, every zone): what the seed stores, and what older sites keep. */
export const DEMO_TAX: Partial<StoreSettings> = { taxRate: DEMO_TAX_RATE };

/** The app of the running test (see `useTestApp`), with a few shortcuts. */
export interface UsedTestApp extends TestApp {
  /** The owner's session cookie (with `owner: true`). */
  readonly cookie: string;
  /** The app's Kysely instance. */
  db(): Kysely<Database>;
  /** `request` with the owner's session cookie, read whole. */
  owner(path: string, init?: RequestInit): Promise<ReadResponse>;
}

/** How the suites below end what they made for a test. */
const dispose = (made: { dispose(): Promise<void> }) => made.dispose();

/**
 * A fresh test app for each test of the calling suite, on the given engine: registers the
 * `beforeEach` that creates it (and signs the owner in, with `owner: true`) and the `afterEach`
 * that disposes of it. The object returned always stands for the current test's app.
 */
export function useTestApp(kind: DbKind, options: UseTestAppOptions = {}): UsedTestApp {
  let cookie: string | undefined;
  const app = perTest(
    "useTestApp: the app",
    async () => {
      cookie = undefined;
      return createTestApp(kind, options.env);
    },
    dispose,
  );
  if (options.store) {
    const store = options.store;
    beforeEach(() => app().services.settingStore.set("store", store));
  }
  if (options.owner) {
    beforeEach(async () => {
      cookie = await app().login();
    });
  }
  const ownerCookie = () => {
    if (cookie === undefined) throw new Error("useTestApp: pass { owner: true } for a cookie");
    return cookie;
  };
  const t = forward(app, {
    app: true,
    services: true,
    clock: true,
    database: true,
    logs: true,
    request: true,
    login: true,
    dispose: true,
  });
  return Object.defineProperties(t, {
    cookie: { enumerable: true, get: ownerCookie },
    db: { enumerable: true, value: () => app().database.handle.db },
    owner: {
      enumerable: true,
      async value(path: string, init: RequestInit = {}): Promise<ReadResponse> {
        const headers = new Headers(init.headers);
        headers.set("cookie", ownerCookie());
        const response = await app().request(path, { ...init, headers });
        const type = response.headers.get("content-type") ?? "";
        const asJson = options.bodies !== "by-type" || type.includes("json");
        return {
          status: response.status,
          headers: response.headers,
          body: asJson ? await response.json() : await response.text(),
        };
      },
    },
  }) as UsedTestApp;
}

/**
 * The owner's payment-deadline sweep with the app's clock set to `at`: the API sweeps only as of
 * the server's time, so a test moves that instead (testing/test-clock.ts).
 */
export function sweepAt(t: UsedTestApp, at: string): Promise<ReadResponse> {
  t.clock.set(at);
  return t.owner("/api/admin/orders/sweep", json("POST", {}));
}

/** Runs `use` with a test app of its own (see `createTestApp`), disposed of however `use` ends. */
export async function withTestApp<T>(
  kind: DbKind,
  env: Record<string, string>,
  use: (app: TestApp) => Promise<T>,
): Promise<T> {
  const app = await createTestApp(kind, env);
  try {
    return await use(app);
  } finally {
    await app.dispose();
  }
}

/**
 * A suite named `name (sqlite)`, `name (postgres)`… run on each engine under test, with a fresh
 * test app (`useTestApp`) for each of its tests.
 */
export function describeApp(
  name: string,
  options: UseTestAppOptions,
  body: (t: UsedTestApp, kind: DbKind) => void,
): void {
  describe.each(DB_KINDS)(`${name} (%s)`, (kind) => body(useTestApp(kind, options), kind));
}

/** The database of the running test (see `useTestDatabase`). */
export interface UsedTestDatabase extends TestDatabase {
  /** The database's Kysely instance. */
  db(): Kysely<Database>;
}

/**
 * A fresh, migrated database for each test of the calling suite, on the given engine, made in a
 * `beforeEach` and disposed of in an `afterEach`. The object returned always stands for the
 * current test's database.
 */
export function useTestDatabase(kind: DbKind): UsedTestDatabase {
  const database = perTest(
    "useTestDatabase: the database",
    () => createTestDatabase(kind),
    dispose,
  );
  const t = forward(database, { handle: true, dataDir: true, dispose: true });
  return Object.defineProperties(t, {
    db: { enumerable: true, value: () => database().handle.db },
  }) as UsedTestDatabase;
}

/** An object whose properties (every key of `T`) read those of whatever `target()` is now. */
function forward<T extends object>(target: () => T, keys: { [K in keyof T]-?: true }): T {
  const object = {} as T;
  for (const key of Object.keys(keys) as Array<keyof T>) {
    Object.defineProperty(object, key, { enumerable: true, get: () => target()[key] });
  }
  return object;
}
