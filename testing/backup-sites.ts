import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { readEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import type { RestoreOptions } from "../server/services/backup.ts";
import { createServices } from "../server/services/index.ts";
import { json } from "./test-app.ts";
import type { DbKind } from "./test-db.ts";

export const PG_URL = process.env.TEST_DATABASE_URL;
export const OLD_PASSWORD = "the password the site has now";

/**
 * A site as `npm start` would open it: DATA_DIR (and, on PostgreSQL, a schema of the test
 * database), migrated, with the real app in front.
 */
export async function openSite(kind: DbKind, dataDir: string, schema: string) {
  const database = await openDatabase({
    dataDir,
    ...(kind === "postgres" ? { databaseUrl: PG_URL!, schema } : {}),
  });
  await migrateToLatest(database.db, kind === "postgres" ? schema : undefined);
  const env = readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const services = createServices({ database, env, logger: createLogger({ level: "silent" }) });
  const app = createApp({ services });
  const request = (url: string, init?: RequestInit) =>
    Promise.resolve(
      app.request(url, init, { incoming: { socket: { remoteAddress: "203.0.113.10" } } }),
    );
  return {
    handle: database,
    /** As a TestApp has it, for the helpers shared with the test apps. */
    database: { handle: database, dataDir },
    services,
    request,
    /** The status of signing in with `password`. */
    signIn: async (password: string) =>
      (await request("/api/admin/login", json("POST", { password }))).status,
    close: () => database.close(),
  };
}

/**
 * A parent folder with DATA_DIR in it (`data`) and, on PostgreSQL, a schema of its own: the
 * restore's fresh folder and dated copy go beside DATA_DIR, so everything it writes is in `parent`.
 */
export function place(kind: DbKind) {
  const parent = mkdtempSync(path.join(os.tmpdir(), "easel-restore-test-"));
  const schema = `restore_${randomBytes(6).toString("hex")}`;
  const dataDir = path.join(parent, "data");
  const options = (file: string, extra: Partial<RestoreOptions> = {}): RestoreOptions => ({
    file,
    dataDir,
    ...(kind === "postgres" ? { databaseUrl: PG_URL!, schema } : {}),
    ...extra,
  });
  return {
    parent,
    dataDir,
    schema,
    options,
    async dispose() {
      rmSync(parent, { recursive: true, force: true });
      if (kind === "postgres") {
        const cleanup = await openDatabase({ databaseUrl: PG_URL!, dataDir: parent });
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(cleanup.db);
        await cleanup.close();
      }
    },
  };
}

/**
 * The site as it is before a restore: the owner's password, a setting, a picture in the media
 * folder, and on SQLite (where the restore makes a new database) a message too.
 */
export async function makeOldSite(kind: DbKind, where: ReturnType<typeof place>) {
  const site = await openSite(kind, where.dataDir, where.schema);
  await site.services.auth.ensurePassword(OLD_PASSWORD);
  await site.handle.db
    .insertInto("settings")
    .values({ key: "old-site", value: "yes", updated_at: "2026-01-01T00:00:00.000Z" })
    .execute();
  if (kind === "sqlite") {
    await site.handle.db
      .insertInto("contact_messages")
      .values({
        name: "Old",
        email: "old@example.com",
        message: "Kept in the old folder",
        is_spam: false,
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
  }
  mkdirSync(path.join(where.dataDir, "media", "originals"), { recursive: true });
  writeFileSync(path.join(where.dataDir, "media", "originals", "old.txt"), "old picture");
  await site.close();
}

/** What the old site holds, read afresh: it must be exactly this after a refused restore. */
export async function oldSiteState(kind: DbKind, where: ReturnType<typeof place>) {
  const site = await openSite(kind, where.dataDir, where.schema);
  try {
    const db = site.handle.db;
    // Signing in first: it makes the known-device key in DATA_DIR (at the first sign-in), which
    // the files below then list both times.
    const signIn = await site.signIn(OLD_PASSWORD);
    return {
      parent: readdirSync(where.parent).sort(),
      files: readdirSync(where.dataDir, { recursive: true })
        .map(String)
        .filter((name) => !name.includes("easel.db"))
        .sort(),
      picture: readFileSync(path.join(where.dataDir, "media", "originals", "old.txt"), "utf8"),
      password: (await db.selectFrom("owner_credentials").select("password_hash").execute()).map(
        (row) => row.password_hash,
      ),
      settings: await db.selectFrom("settings").select(["key", "value"]).orderBy("key").execute(),
      messages: await db.selectFrom("contact_messages").select("message").execute(),
      images: await db.selectFrom("media_assets").select("key").execute(),
      signIn,
    };
  } finally {
    await site.close();
  }
}
