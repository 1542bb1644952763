import { afterAll, beforeAll } from "vitest";
import { createOwnDatabase, setOwnerPassword } from "./own-database.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

type OwnDatabase = Awaited<ReturnType<typeof createOwnDatabase>>;

/**
 * Two real server processes, `a` and `b`, on one PostgreSQL database of the suite's own (named
 * after `prefix`), as `npm run cluster` or two machines behind a load balancer run them: started
 * together before the suite's tests with the owner's `password` set, killed after them, and the
 * database dropped once they are gone. `env` is each one's further environment, read when they
 * start (so a bucket or mail server made by an earlier `beforeAll` can be named in it).
 */
export function useTwoServerProcesses(
  prefix: string,
  password: string,
  env: (name: "a" | "b") => Record<string, string> = () => ({}),
) {
  let database: OwnDatabase | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    const own = await createOwnDatabase(prefix);
    database = own;
    await setOwnerPassword(own, password);
    // Each process works in the database's own schema, as in production.
    const start = (name: "a" | "b") =>
      startServerProcess(own, { DATABASE_URL: own.url, EASEL_TEST_SCHEMA: "", ...env(name) });
    [a, b] = await Promise.all([start("a"), start("b")]);
  }, 120_000);

  afterAll(async () => {
    try {
      await Promise.all([a?.kill(), b?.kill()]);
    } finally {
      // Only once nothing of the suite is connected to it.
      await database?.dispose();
    }
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the two server processes run only inside the suite");
    return value;
  };
  return {
    get a() {
      return started(a);
    },
    get b() {
      return started(b);
    },
    get database() {
      return started(database);
    },
    get db() {
      return started(database).handle.db;
    },
  };
}
