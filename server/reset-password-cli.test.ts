/**
 * `npm run reset-password` as the owner runs it on the server: a real child process on the test's
 * database (DATA_DIR, and DATABASE_URL on PostgreSQL, as `npm start` reads them), beside a running
 * site. A new random password, by the password rule; every session signed out; printed once on a
 * terminal, else written as the first start's is; in the security log.
 */
import { execFileSync, spawn } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { json, TEST_PASSWORD } from "../testing/test-app.ts";
import type { TestDatabase } from "../testing/test-db.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { initialPasswordPath } from "./services/auth.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Whether util-linux's `script` is here to give the command a terminal. */
const hasScript = (() => {
  try {
    execFileSync("script", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** The environment `npm start` would have for the test's site. */
function siteEnv(database: TestDatabase, extra: Record<string, string> = {}) {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres:///");
  const { schema } = database.handle;
  if (schema) url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.handle.dialect === "postgres" ? url.href : "",
    ADMIN_PASSWORD: "",
    LOG_LEVEL: "info",
    ...extra,
  };
}

/** Runs `command` with `args` to its end: its exit code and what it wrote. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const SCRIPT = "scripts/reset-password.ts";

describe.each(DB_KINDS)("npm run reset-password (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const session = async (cookie: string) =>
    (await t.request("/api/admin/session", { headers: { cookie } })).json();
  const login = (password: string) =>
    t.request("/api/admin/login", json("POST", { password }), "198.51.100.9");

  it("without a terminal, writes a new strong password as initial-password is written, signs out every session, and logs it", async () => {
    const result = await run(process.execPath, [SCRIPT], siteEnv(t.database));
    expect(result.code, result.stderr).toBe(0);
    const file = initialPasswordPath(t.database.dataDir);
    expect(result.stdout).toContain(`The new owner password is in ${file}`);
    const password = (await readFile(file, "utf8")).trim();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(result.stdout + result.stderr).not.toContain(password);
    expect(await t.services.auth.passwordProblem(password)).toBeUndefined();

    expect(await session(t.cookie)).toEqual({ authenticated: false });
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login(password)).status).toBe(200);
    // Used once, the file has done its job.
    await expect(stat(file)).rejects.toThrow(/ENOENT/);

    const events = await t
      .db()
      .selectFrom("security_events")
      .select(["kind", "client_address"])
      .where("kind", "=", "password-reset-on-server")
      .execute();
    expect(events).toEqual([{ kind: "password-reset-on-server", client_address: null }]);
  });

  it("warns that ADMIN_PASSWORD would put the old password back at the next start", async () => {
    const result = await run(
      process.execPath,
      [SCRIPT],
      siteEnv(t.database, { ADMIN_PASSWORD: "an-admin-password-in-the-settings" }),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("ADMIN_PASSWORD is set: the next start of the server");
  });

  it.skipIf(!hasScript)("on a terminal, prints the password once and writes no file", async () => {
    // util-linux's `script` runs the command on a terminal of its own.
    const command = `${JSON.stringify(process.execPath)} ${SCRIPT}`;
    const result = await run("script", ["-qec", command, "/dev/null"], siteEnv(t.database));
    expect(result.code, result.stderr).toBe(0);
    const password = /New owner password \(shown once\): (\S+)/.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await expect(stat(initialPasswordPath(t.database.dataDir))).rejects.toThrow(/ENOENT/);
    expect(await session(t.cookie)).toEqual({ authenticated: false });
    expect((await login(password!)).status).toBe(200);
  });
});
