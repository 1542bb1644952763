import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
const unit = read("deploy/easel.service");

/** `NAME=value` settings and `--flag=value` options of a command line. */
const settingsOf = (line: string) => ({
  env:
    line
      .match(/^(?:\w+=\S+\s+)+/)?.[0]
      .trim()
      .split(/\s+/) ?? [],
  flags: line.match(/--[\w-]+=\S+/g) ?? [],
});

describe("the server's runtime settings (decisions 009 and 022)", () => {
  it("are the same for npm start, the cluster and the systemd unit", () => {
    const start = settingsOf(scripts.start!);
    expect(start.env).toContain("MALLOC_MMAP_THRESHOLD_=131072");
    expect(start.flags).toContain("--max-semi-space-size=4");
    expect(settingsOf(scripts.cluster!)).toEqual(start);
    const execStart = /^ExecStart=(.*)$/m.exec(unit)![1]!;
    expect(settingsOf(execStart).flags).toEqual(start.flags);
    for (const setting of start.env)
      expect(unit).toMatch(new RegExp(`^Environment=${setting}$`, "m"));
  });
});
