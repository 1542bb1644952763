/**
 * `npm test`: every check — types, lint, the Vitest suite, the build, the browser suite — stopping
 * at the first that fails.
 *
 * The Vitest suite leaves about a quarter of the two cores idle (its tests wait on PostgreSQL,
 * fsync, child servers and keep-alive timers), so what the browser suite needs besides it runs
 * meanwhile, at a low priority, and takes that idle time rather than time of its own:
 * - the types, the lint and the build, one after another (about 25 s of CPU); their output is
 *   printed when they are over, or at once when one fails;
 * - the browser suite's demo shop, with its pictures finished (about 45 s of CPU, mostly encoding:
 *   testing/seeded-data-dir.ts).
 * None of them writes what the Vitest suite reads: it serves its own build of the pages
 * (testing/page-build.ts), not `build/`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

interface Step {
  name: string;
  child: ChildProcess;
  /** Settles with the exit code (1 for a signal). */
  exited: Promise<number>;
  /** What it printed, when it runs in the background. */
  readonly output: string;
}

/** Starts `command`; in the background, at a low priority and with its output kept for later. */
function start(
  name: string,
  command: string,
  args: string[],
  { background = false, env = process.env }: { background?: boolean; env?: NodeJS.ProcessEnv } = {},
): Step {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: background ? ["ignore", "pipe", "pipe"] : "inherit",
    // A process group of its own, so that stopping it stops what it started (npm does not pass
    // SIGTERM on to Vitest's workers and servers).
    detached: true,
  });
  let output = "";
  if (background) {
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    try {
      // Set before npm starts what it runs, which inherits it.
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // Not allowed here: it runs at the normal priority.
    }
  }
  const exited = new Promise<number>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return {
    name,
    child,
    exited,
    get output() {
      return output;
    },
  };
}

const running = new Set<Step>();
let failed: string | undefined;

/** Stops every step that is still running, and all it started. */
function stopAll(signal: NodeJS.Signals = "SIGTERM") {
  for (const step of running) {
    try {
      process.kill(-step.child.pid!, signal);
    } catch {
      // Already gone.
    }
  }
}
const seededDir = mkdtempSync(path.join(os.tmpdir(), "easel-e2e-seeded-"));
process.on("exit", () => rmSync(seededDir, { recursive: true, force: true, maxRetries: 3 }));
// The steps are not in the terminal's process group: Ctrl-C reaches them from here.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(128 + os.constants.signals[signal]);
  });
}

/** Runs `step` to its end; a failure stops every other step. */
async function finish(step: Step): Promise<boolean> {
  running.add(step);
  const code = await step.exited;
  running.delete(step);
  if (step.output) process.stdout.write(step.output);
  if (code === 0 || failed) return code === 0;
  failed = step.name;
  stopAll();
  return false;
}

/** The npm scripts in `names`, one after another in the background, until one fails. */
async function inTurn(names: string[]): Promise<boolean> {
  for (const name of names) {
    if (failed) return false;
    if (!(await finish(start(name, npm, ["run", name], { background: true })))) return false;
  }
  return true;
}

const [checked, unitPassed, seeded] = await Promise.all([
  inTurn(["typecheck", "lint", "build"]),
  finish(start("test:unit", npm, ["run", "test:unit"])),
  finish(
    start(
      "seeding the browser tests' demo shop",
      process.execPath,
      ["testing/seeded-data-dir.ts", seededDir],
      { background: true },
    ),
  ),
]);
if (checked && unitPassed && seeded) {
  const env = { ...process.env, E2E_SEEDED_DIR: seededDir };
  await finish(start("test:e2e", npm, ["run", "test:e2e"], { env }));
}
if (failed) console.error(`\n${failed} failed.`);
process.exitCode = failed ? 1 : 0;
