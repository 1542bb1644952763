/**
 * `npm test`: every check, in order — types, lint, the Vitest suite, the build, the browser suite —
 * stopping at the first that fails.
 *
 * The browser suite starts from a copy of the demo shop with its pictures finished (about 45 s of
 * CPU, mostly encoding: server/testing/seeded-data-dir.ts). That is made here, at a low priority,
 * while the checks before it run: the Vitest suite leaves about a tenth of the two cores idle
 * (waiting on PostgreSQL, fsync and child servers), which is the time the seeding needs.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env });
  const exited = new Promise<number>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { child, exited };
}

const seededDir = mkdtempSync(path.join(os.tmpdir(), "easel-e2e-seeded-"));
const seeding = run(process.execPath, ["server/testing/seeded-data-dir.ts", seededDir]);
try {
  if (seeding.child.pid) os.setPriority(seeding.child.pid, 10);
} catch {
  // Not allowed here: it seeds at the normal priority.
}

let failed = 0;
for (const script of ["typecheck", "lint", "test:unit", "build"]) {
  failed = await run(npm, ["run", script]).exited;
  if (failed) break;
}
if (failed) seeding.child.kill();
else {
  failed = await seeding.exited;
  if (failed) console.error("Seeding the browser tests' demo shop failed.");
  else
    failed = await run(npm, ["run", "test:e2e"], { ...process.env, E2E_SEEDED_DIR: seededDir })
      .exited;
}
rmSync(seededDir, { recursive: true, force: true });
process.exitCode = failed;
