import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startSmtp } from "../../testing/smtp.ts";
import { useTempDir } from "../../testing/temp-dir.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { exitCodeOf } from "./findings.ts";
import { runDoctor } from "./run.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("npm run doctor", () => {
  const temp = useTempDir("easel-doctor-run-");

  it("finds nothing to fix in a deployment set up as docs/DEPLOY.md says", async () => {
    const dataDir = path.join(temp.path, "data");
    const handle = await openDatabase({ dataDir });
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto("owner_credentials")
      .values({ id: 1, password_hash: "$argon2id$x", updated_at: new Date().toISOString() })
      .execute();
    await handle.close();
    mkdirSync(path.join(temp.path, "backups"));
    writeFileSync(path.join(temp.path, "backups/easel-backup-2026-11-23.tar.gz"), "archive");
    const smtp = await startSmtp();
    try {
      const { findings, heading } = await runDoctor({
        source: {
          DATA_DIR: dataDir,
          PUBLIC_URL: "https://art.example",
          TRUST_PROXY: "1",
          HOST: "127.0.0.1",
          SMTP_URL: smtp.url,
          MAIL_FROM: "Ann <shop@art.example>",
          OWNER_EMAIL: "ann@art.example",
        },
        tmpDir: temp.path,
        sendTest: true,
      });
      expect(heading).toBe(`Easel doctor: ${dataDir} (SQLite)`);
      expect(findings.filter((finding) => finding.status !== "ok")).toEqual([]);
      expect(exitCodeOf(findings)).toBe(0);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["ann@art.example"]]);
    } finally {
      await smtp.close();
    }
  });

  it("reports a bad variable first and alone, as the server would refuse to start", async () => {
    const { findings } = await runDoctor({ source: { DATA_DIR: temp.path, PORT: "eighty" } });
    expect(findings).toHaveLength(1);
    expect(findings[0]?.status).toBe("fail");
    expect(findings[0]?.message).toContain("PORT");
  });

  it("prints the checklist and exits with 1 when something must be fixed", () => {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, "scripts/doctor.ts"), "--backups", temp.path],
      {
        cwd: temp.path,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: path.join(temp.path, "data"),
          PUBLIC_URL: "https://art.example",
        },
        encoding: "utf8",
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("✗ TRUST_PROXY: not set, but PUBLIC_URL is https");
    expect(run.stdout).toContain(`! Latest backup: none found in ${temp.path}`);
    expect(run.stdout).toMatch(/1 to fix \(✗\), \d+ to look at \(!\)\.\n$/);
    const usage = spawnSync(
      process.execPath,
      [path.join(ROOT, "scripts/doctor.ts"), "--nonsense"],
      {
        encoding: "utf8",
      },
    );
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run doctor");
  });
});
