import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startPages } from "../testing/page-build.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Prints each React build the process runs, as it runs it. (Not `require.cache`: reading the
 * export names of a package imported from an ES module puts both builds there without running
 * either.)
 */
const RECORDER = `data:text/javascript,${encodeURIComponent(`
import Module from "node:module";
const load = Module._load;
Module._load = function (request, ...rest) {
  if (/cjs[\\/].*\\.(production|development)\\.js$/.test(request)) {
    process.stdout.write("REACT " + request + "\\n");
  }
  return load.call(this, request, ...rest);
};
`)}`;

/**
 * The React builds a server entry point runs when started without NODE_ENV. React is loaded with
 * the server's modules, before it listens: the process is stopped once it says it listens (or has
 * ended), however long a busy machine takes to get there.
 */
async function reactBuildsOf(entry: string): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "easel-react-build-"));
  // The production server with the run's build of the pages, as it is deployed: it loads the
  // rest of the server while it loads the build, and stops at once when there is none.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    PORT: "0",
    EASEL_BUILD_DIR: (await startPages()).folder,
  };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ["--import", RECORDER, entry], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const exited = once(child, "exit");
  try {
    let stdout = "";
    await new Promise<void>((resolve) => {
      child.stdout.on("data", (chunk) => {
        stdout += String(chunk);
        // server/serve-site.ts logs "Easel is listening"; api-server-main.ts prints "listening <port>".
        if (/listening/i.test(stdout)) resolve();
      });
      child.once("exit", () => resolve());
    });
    return stdout
      .split("\n")
      .filter((line) => line.startsWith("REACT "))
      .map((line) => line.slice("REACT ".length));
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe("production entry points load React's production build", () => {
  it.each(["server/index.ts", "testing/api-server.ts"])(
    "%s, started without NODE_ENV",
    async (entry) => {
      const files = await reactBuildsOf(entry);
      expect(files.length, "React was loaded").toBeGreaterThan(0);
      expect(files.filter((file) => file.includes("development"))).toEqual([]);
      expect(files).toContain("./cjs/react.production.js");
    },
  );
});
