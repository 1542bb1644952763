/**
 * The log's output on real parts: a Unix socket whose reader stops reading and then
 * reads again, and a file on a real tmpfs that is full and then has room again.
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { logOutput } from "./log-output.ts";

const line = (n: number) => `${JSON.stringify({ level: 30, n, msg: "x".repeat(200) })}\n`;

describe("log output", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "easel-log-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("drops lines a reader does not take, without waiting, and says how many once it reads again", async () => {
    const pair = await socketPair(path.join(dir, "slow.sock"));
    const output = logOutput(pair.writer, 64 * 1024);
    let n = 0;
    // Nobody reads: the kernel's buffers fill, then Node's up to the limit, then lines are dropped.
    while (output.dropped === 0) output.write(line(n++));
    for (let i = 0; i < 100; i++) output.write(line(n++));
    const dropped = output.dropped;
    expect(dropped).toBeGreaterThan(100);

    let text = "";
    pair.reader.on("data", (chunk) => {
      text += String(chunk);
    });
    pair.reader.resume();
    await new Promise<void>((resolve) => {
      const check = () => (/dropped \d+ log lines/.test(text) ? resolve() : setImmediate(check));
      check();
    });
    expect(text).toContain(`"msg":"dropped ${dropped} log lines"`);
    expect(output.dropped).toBe(0);
    // Every line that was not dropped arrived whole, in order.
    const numbers = [...text.matchAll(/"n":(\d+)/g)].map((match) => Number(match[1]));
    expect(numbers.length + dropped).toBe(n);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    pair.writer.destroy();
    pair.reader.destroy();
  });

  it("keeps taking lines after the reader is gone (EPIPE), dropping them", async () => {
    const pair = await socketPair(path.join(dir, "gone.sock"));
    const output = logOutput(pair.writer, 64 * 1024);
    pair.reader.destroy();
    for (let i = 0; i < 2000; i++) output.write(line(i));
    await new Promise((resolve) => pair.writer.once("close", resolve));
    output.write(line(2000));
    expect(output.dropped).toBeGreaterThan(0);
    await output.flush(1000);
  });

  it("drops lines a full disk refuses (ENOSPC) and says how many once there is room", () => {
    const mount = path.join(dir, "tiny");
    try {
      execFileSync("mkdir", ["-p", mount]);
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount], { stdio: "pipe" });
    } catch {
      console.info("log output: skipped the full-disk case (mounting a tmpfs was refused)");
      return;
    }
    try {
      const filler = path.join(mount, "filler");
      const log = path.join(mount, "easel.log");
      const fd = openSync(log, "a");
      // Fill the disk to the last byte.
      try {
        writeFileSync(filler, Buffer.alloc(1024 * 1024));
      } catch {}
      const output = logOutput(fd);
      for (let i = 0; i < 10; i++) output.write(line(i));
      expect(output.dropped).toBeGreaterThan(0);
      const dropped = output.dropped;
      rmSync(filler);
      output.write(line(10));
      expect(output.dropped).toBe(0);
      closeSync(fd);
      const text = readFileSync(log, "utf8");
      expect(text).toContain(`"msg":"dropped ${dropped} log lines"`);
      expect(text).toContain('"n":10');
    } finally {
      execFileSync("umount", [mount]);
    }
  });
});

/** Both ends of a real Unix socket connection. */
async function socketPair(socketPath: string): Promise<{ reader: net.Socket; writer: net.Socket }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  const accepted = new Promise<net.Socket>((resolve) => server.once("connection", resolve));
  const writer = net.connect(socketPath);
  await new Promise((resolve) => writer.once("connect", resolve));
  const reader = await accepted;
  reader.pause();
  server.close();
  return { reader, writer };
}
