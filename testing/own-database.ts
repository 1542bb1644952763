import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { type DbHandle, openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { readEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services/index.ts";
import type { TestDatabase } from "./test-db.ts";

/**
 * A PostgreSQL database of the test's own on TEST_DATABASE_URL's server, migrated, for tests that
 * run several server processes on one database (each process's schema is the database's own, as
 * in production). `url` names it; `dispose` drops it once nothing of the test is connected.
 */
export async function createOwnDatabase(
  prefix: string,
): Promise<TestDatabase & { url: string; name: string }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("createOwnDatabase needs TEST_DATABASE_URL");
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, "-")}-`));
  const admin = await openDatabase({ databaseUrl: server, dataDir });
  let handle: DbHandle | undefined;
  try {
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle?.close();
    await admin.close();
    throw error;
  }
  const opened = handle;
  return {
    name,
    url: url.toString(),
    handle: opened,
    dataDir,
    async dispose() {
      try {
        await opened.close();
      } finally {
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
        await admin.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Sets the owner's password on a database, as the first start would. */
export async function setOwnerPassword(database: TestDatabase, password: string): Promise<void> {
  const services = createServices({
    database: database.handle,
    env: readEnv({ DATA_DIR: database.dataDir }),
    logger: createLogger({ level: "silent" }),
  });
  await services.auth.ensurePassword(password);
}
