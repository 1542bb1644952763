import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { Unavailable } from "#core/domain-errors.ts";
import type { SiteProfile } from "#core/site-profile.ts";
import { type DbHandle, isAlive, openDatabase } from "../db/client.ts";
import { sqliteFileProblem } from "../db/integrity.ts";
import { migrationStatus } from "../db/migrate.ts";
import type { Env } from "../env.ts";
import { readSetting } from "../services/setting-store.ts";
import { type Finding, fail, ok, warn } from "./findings.ts";

const S = "Database";
const CONNECT_TIMEOUT_MS = 10_000;

export interface DatabaseReport {
  findings: Finding[];
  /** The e-mail address on the owner's profile (Settings), when the database has one. */
  profileEmail?: string;
}

/**
 * Opens the database as the server would, without changing anything: reachable, migrated, the
 * owner's password stored; on SQLite the file's size and which server holds it.
 */
export async function checkDatabase(
  env: Env,
  options: { schema?: string } = {},
): Promise<DatabaseReport> {
  const sqliteFile = path.join(env.dataDir, "easel.db");
  const found: Finding[] = [];
  if (!env.DATABASE_URL) {
    const size = await stat(sqliteFile).catch(() => undefined);
    if (!size) {
      return {
        findings: [
          warn(
            S,
            "SQLite",
            `no database at ${sqliteFile} yet: the first start creates it (or set DATABASE_URL for PostgreSQL).`,
          ),
        ],
      };
    }
    const wal = await stat(`${sqliteFile}-wal`).catch(() => undefined);
    found.push(
      ok(
        S,
        "SQLite",
        `${sqliteFile}, ${Math.max(1, Math.round((size.size + (wal?.size ?? 0)) / 1024 ** 2))} MB.`,
      ),
    );
    found.push(await checkSqliteClaim(sqliteFile));
    // The server's own check at start (server/db/integrity.ts): a damaged file stops it.
    const problem = sqliteFileProblem(sqliteFile);
    if (problem) {
      found.push(
        fail(
          S,
          "Integrity",
          `${sqliteFile} is damaged or unreadable (${problem}): the server will not start on it. Restore the newest backup (docs/DEPLOY.md, "Restoring").`,
        ),
      );
      return { findings: found };
    }
  }
  let database: DbHandle | undefined;
  try {
    database = await withTimeout(
      openDatabase({
        dataDir: env.dataDir,
        ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
        ...(options.schema ? { schema: options.schema } : {}),
      }),
    );
    const opened = database;
    await withTimeout(sql`select 1`.execute(opened.db));
    if (env.DATABASE_URL) {
      found.push(ok(S, "PostgreSQL", `${describeUrl(env.DATABASE_URL)} answers.`));
    }
    const status = await migrationStatus(opened.db, options.schema);
    found.push(migrationFinding(status));
    if (status.applied.length === 0) return { findings: found };
    const owner = await opened.db.selectFrom("owner_credentials").select("id").executeTakeFirst();
    found.push(
      owner || env.ADMIN_PASSWORD
        ? ok(
            S,
            "Owner's password",
            env.ADMIN_PASSWORD
              ? "set by ADMIN_PASSWORD (it replaces the stored one at every start)."
              : "stored (change it under Admin → Settings).",
          )
        : warn(
            S,
            "Owner's password",
            "none yet: the next start makes one and prints it once (journalctl -u easel shows it). Or set ADMIN_PASSWORD.",
          ),
    );
    const profileEmail = (await readSetting<Partial<SiteProfile>>(opened.db, "profile"))?.email;
    return { findings: found, ...(profileEmail ? { profileEmail } : {}) };
  } catch (error) {
    found.push(
      fail(
        S,
        env.DATABASE_URL ? "PostgreSQL" : "SQLite",
        `${env.DATABASE_URL ? `${describeUrl(env.DATABASE_URL)} ` : ""}could not be read: ${messageOf(error)}. ${
          env.DATABASE_URL
            ? "Check that PostgreSQL runs, that the database exists (createdb) and that DATABASE_URL's user may connect."
            : "Check the file's owner and permissions."
        }`,
      ),
    );
    return { findings: found };
  } finally {
    if (database) await withTimeout(database.close()).catch(() => {});
  }
}

function migrationFinding(status: {
  applied: string[];
  pending: string[];
  unknown: string[];
}): Finding {
  if (status.unknown.length > 0) {
    return fail(
      S,
      "Migrations",
      `the database has migrations this code does not know (${status.unknown.join(", ")}): it was used by a newer version, and this one will not start on it. Run the newer code again, or restore the backup taken before the upgrade (docs/DEPLOY.md, Upgrades).`,
    );
  }
  if (status.applied.length === 0) {
    return warn(
      S,
      "Migrations",
      `the database is empty: the first start creates its tables (${status.pending.length} migrations).`,
    );
  }
  if (status.pending.length > 0) {
    return warn(
      S,
      "Migrations",
      `${status.pending.length} to apply (${status.pending.join(", ")}): the next start applies them. Take a backup first (npm run backup).`,
    );
  }
  return ok(S, "Migrations", `up to date (${status.applied.length} applied).`);
}

/** Who holds `easel.db.pid`: a running server is expected; a claim of a process that is gone is harmless. */
async function checkSqliteClaim(file: string): Promise<Finding> {
  const text = await readFile(`${file}.pid`, "utf8").catch(() => undefined);
  if (text === undefined) {
    return ok(S, "Server", "no server is running on this database right now.");
  }
  const pid = Number.parseInt(text, 10);
  if (pid && isAlive(pid)) {
    return ok(
      S,
      "Server",
      `a server (process ${pid}) is running on it; SQLite serves that one process (PostgreSQL for more).`,
    );
  }
  return ok(
    S,
    "Server",
    `${file}.pid was left by a server that is gone (process ${pid || "?"}); the next start takes it over.`,
  );
}

/** A database URL without its password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "DATABASE_URL";
  }
}

/** What went wrong, in the driver's words (not the 503 a visitor would be shown). */
const messageOf = (error: unknown): string => {
  if (error instanceof Unavailable && error.cause !== undefined) return messageOf(error.cause);
  return (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");
};

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
