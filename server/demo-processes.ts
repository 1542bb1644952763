import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import type { Logger } from "./logger.ts";

/**
 * The demo's work, each in a Node process of its own (demo/run.ts), so that the native memory of
 * drawing and encoding its pictures goes back when that process ends, and the server starts small.
 */
const DEMO_SCRIPT = path.join(import.meta.dirname, "../demo/run.ts");

/**
 * Seeds the demo into the empty database (with this process's environment); settles when done.
 * The rest of the server loads meanwhile: should it fail to start, the seeding ends with it (and
 * runs again at the next start, as a seed stopped half-way does).
 */
export function seedDemoApart(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DEMO_SCRIPT], { stdio: "inherit", env: process.env });
    const endWithServer = () => child.kill();
    process.once("exit", endWithServer);
    child.on("error", reject);
    child.on("exit", (code) => {
      process.off("exit", endWithServer);
      if (code === 0) resolve();
      else reject(new Error(`demo seed failed (exit code ${code})`));
    });
  });
}

/**
 * `demo/run.ts finish` in a child process at the lowest priority, so that encoding never slows the
 * answers. It ends when it is done (it holds about 120 MB while it works), with this process (a
 * stop or a crash closes its IPC channel; any exit of this one also ends it at once), and goes on
 * at the next start. A failure is logged: the drafts keep serving.
 */
export function finishDemoInBackground(logger: Logger): void {
  const child = spawn(process.execPath, [DEMO_SCRIPT, "finish"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: process.env,
  });
  try {
    if (child.pid) os.setPriority(child.pid, 19);
  } catch {
    // Not allowed here: it runs at the normal priority.
  }
  // Not left behind to write into a data folder that the next process (a restore, a test's
  // clean-up) may be replacing.
  const endWithServer = () => child.kill();
  process.once("exit", endWithServer);
  child.on("error", (error) => logger.warn({ err: error }, "demo pictures: cannot finish them"));
  child.on("exit", (code, signal) => {
    process.off("exit", endWithServer);
    if (code !== 0 && signal === null)
      logger.warn({ code }, "demo pictures: finishing failed; they are served as drafts");
  });
  // The server's lifetime is not tied to it: neither the channel nor the process keep it alive.
  child.unref();
  child.channel?.unref();
}
