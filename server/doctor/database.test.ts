import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useTempDir } from "../../testing/temp-dir.ts";
import { createTestDatabase, DB_KINDS, type TestDatabase } from "../../testing/test-db.ts";
import { openDatabase } from "../db/client.ts";
import { migrateTo, migrationStatus } from "../db/migrate.ts";
import { readEnv } from "../env.ts";
import { checkDatabase } from "./database.ts";
import type { Finding } from "./findings.ts";

const statuses = (findings: Finding[]) =>
  Object.fromEntries(findings.map((finding) => [finding.subject, finding.status]));
const about = (findings: Finding[], subject: string) =>
  findings.find((finding) => finding.subject === subject)?.message ?? "";

describe.each(DB_KINDS)("doctor: the database (%s)", (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(() => test.dispose());

  const check = (vars: Record<string, string> = {}) =>
    checkDatabase(
      readEnv({
        DATA_DIR: test.dataDir,
        ...(kind === "postgres" ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
        ...vars,
      }),
      test.handle.schema ? { schema: test.handle.schema } : {},
    );

  it("reads a migrated database: reachable, up to date, no owner's password yet", async () => {
    const { findings, profileEmail } = await check();
    expect(statuses(findings)).toMatchObject({
      [kind === "sqlite" ? "SQLite" : "PostgreSQL"]: "ok",
      Migrations: "ok",
      "Owner's password": "warn",
    });
    expect(about(findings, "Migrations")).toMatch(/^up to date \(\d+ applied\)\.$/);
    expect(about(findings, "Owner's password")).toContain("prints it once");
    expect(profileEmail).toBeUndefined();
  });

  it("finds the stored password, ADMIN_PASSWORD, and the profile's e-mail address", async () => {
    const { db } = test.handle;
    await db
      .insertInto("owner_credentials")
      .values({ id: 1, password_hash: "$argon2id$x", updated_at: new Date().toISOString() })
      .execute();
    await db
      .insertInto("settings")
      .values({
        key: "profile",
        value: JSON.stringify({ artistName: "Ann", email: "ann@studio.example" }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const stored = await check();
    expect(statuses(stored.findings)["Owner's password"]).toBe("ok");
    expect(about(stored.findings, "Owner's password")).toContain("stored");
    expect(stored.profileEmail).toBe("ann@studio.example");
    const given = await check({ ADMIN_PASSWORD: "long enough secret" });
    expect(about(given.findings, "Owner's password")).toContain("ADMIN_PASSWORD");
  });

  it("fails a database a newer version migrated: this code would not start on it", async () => {
    await test.handle.db
      .insertInto("kysely_migration" as never)
      .values({ name: "999-from-the-future", timestamp: new Date().toISOString() } as never)
      .execute();
    const { findings } = await check();
    expect(statuses(findings).Migrations).toBe("fail");
    expect(about(findings, "Migrations")).toContain("999-from-the-future");
    expect(about(findings, "Migrations")).toContain("restore the backup taken before the upgrade");
  });

  it("changes nothing: the tables and rows are as they were", async () => {
    const count = async () =>
      (await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(test.handle.db))
        .rows[0]?.n;
    const before = await count();
    await check();
    expect(await count()).toBe(before);
  });
});

describe("doctor: the database on SQLite, before and between starts", () => {
  const temp = useTempDir("easel-doctor-db-");

  it("says the first start creates the database, and creates no file itself", async () => {
    const { findings } = await checkDatabase(readEnv({ DATA_DIR: temp.path }));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.status).toBe("warn");
    expect(findings[0]?.message).toContain("the first start creates it");
    expect(() => writeFileSync(path.join(temp.path, "easel.db"), "", { flag: "wx" })).not.toThrow();
  });

  it("lists the migrations the next start will apply", async () => {
    const handle = await openDatabase({ dataDir: temp.path });
    await migrateTo(handle.db, "010-originals");
    const { pending } = await migrationStatus(handle.db);
    await handle.close();
    expect(pending[0]).toBe("011-shipping-zone");
    const { findings } = await checkDatabase(readEnv({ DATA_DIR: temp.path }));
    expect(statuses(findings).Migrations).toBe("warn");
    expect(about(findings, "Migrations")).toContain(
      `${pending.length} to apply (${pending.join(", ")}): the next start applies them`,
    );
  });

  it("says whether a server holds the file: a live one runs on it, a dead one's claim is harmless", async () => {
    const handle = await openDatabase({ dataDir: temp.path });
    await handle.close();
    expect(about((await checkDatabase(readEnv({ DATA_DIR: temp.path }))).findings, "Server")).toBe(
      "no server is running on this database right now.",
    );
    writeFileSync(path.join(temp.path, "easel.db.pid"), `${process.pid}\n`);
    expect(
      about((await checkDatabase(readEnv({ DATA_DIR: temp.path }))).findings, "Server"),
    ).toContain(`a server (process ${process.pid}) is running on it`);
    writeFileSync(path.join(temp.path, "easel.db.pid"), "2147483646\n");
    expect(
      about((await checkDatabase(readEnv({ DATA_DIR: temp.path }))).findings, "Server"),
    ).toContain("was left by a server that is gone");
  });

  it("fails a damaged file, as the server would refuse it, and writes nothing to it", async () => {
    const handle = await openDatabase({ dataDir: temp.path });
    await migrateTo(handle.db, "010-originals");
    await handle.close();
    const file = path.join(temp.path, "easel.db");
    const bytes = readFileSync(file);
    bytes.fill(0xa5, 4096, 3 * 4096); // pages 2 and 3: schema and table pages
    writeFileSync(file, bytes);
    const { findings } = await checkDatabase(readEnv({ DATA_DIR: temp.path }));
    expect(statuses(findings).Integrity).toBe("fail");
    expect(about(findings, "Integrity")).toContain(`${file} is damaged or unreadable`);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it("fails a PostgreSQL server that does not answer, without showing the password", async () => {
    const { findings } = await checkDatabase(
      readEnv({ DATA_DIR: temp.path, DATABASE_URL: "postgres://easel:hunter22@127.0.0.1:1/easel" }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]?.status).toBe("fail");
    expect(findings[0]?.message).toContain(
      "postgres://easel:***@127.0.0.1:1/easel could not be read",
    );
    expect(findings[0]?.message).toContain("ECONNREFUSED");
    expect(findings[0]?.message).not.toContain("hunter22");
  });
});
