import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seedDemoTexts } from "../testing/demo-site.ts";
import { boot, handOverGeneratedPassword } from "./boot.ts";
import { hasContent } from "./db/has-content.ts";
import { readEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { initialPasswordPath } from "./services/auth.ts";

let dataDir = "";
let lines: string[] = [];
const logger = () =>
  createLogger({
    destination: new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    }),
  });

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "easel-boot-"));
  lines = [];
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

describe("handOverGeneratedPassword", () => {
  it("prints the password when the console is a terminal, and writes no file", async () => {
    const print = vi.spyOn(console, "info").mockImplementation(() => {});
    await handOverGeneratedPassword("Gen3rated-Secret", {
      dataDir,
      logger: logger(),
      terminal: true,
    });
    expect(print).toHaveBeenCalledWith(expect.stringContaining("Gen3rated-Secret"));
    await expect(stat(initialPasswordPath(dataDir))).rejects.toThrow(/ENOENT/);
  });

  it("otherwise writes it to DATA_DIR/initial-password, readable only by its owner, and logs only where it is", async () => {
    const print = vi.spyOn(console, "info").mockImplementation(() => {});
    const file = initialPasswordPath(dataDir);
    // A file left from an earlier start (with looser permissions) is replaced, not reused.
    await writeFile(file, "old\n", { mode: 0o644 });
    await handOverGeneratedPassword("Gen3rated-Secret", {
      dataDir,
      logger: logger(),
      terminal: false,
    });
    expect(await readFile(file, "utf8")).toBe("Gen3rated-Secret\n");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(print).not.toHaveBeenCalled();
    const log = lines.join("");
    expect(log).toContain(file);
    expect(log).not.toContain("Gen3rated-Secret");
  });
});

describe("boot", () => {
  const env = (overrides: Record<string, string>) =>
    readEnv({ DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "silent", ...overrides });

  it("refuses a guessable ADMIN_PASSWORD with a readable message", async () => {
    await expect(boot(env({ ADMIN_PASSWORD: "Password1234" }), logger())).rejects.toThrow(
      /^Invalid configuration:\n {2}ADMIN_PASSWORD: This password is too easy to guess: This is similar to a commonly used password\./,
    );
  });

  it("refuses the artist's name as ADMIN_PASSWORD, however it is spaced or written", async () => {
    const first = await boot(env({}), logger());
    await first.settings.update({ profile: { artistName: "Wren Calloway" } } as never);
    await first.database.close();
    await expect(boot(env({ ADMIN_PASSWORD: "Wren Calloway 2026" }), logger())).rejects.toThrow(
      /^Invalid configuration:\n {2}ADMIN_PASSWORD: This password is too easy to guess: There should not be any personal or page related data\./,
    );
  });

  it("refuses an ADMIN_PASSWORD of the site's own words, reordered or misspelt", async () => {
    const first = await boot(env({}), logger());
    await seedDemoTexts(first.database.db, first.settingStore);
    await first.database.close();
    for (const password of [
      "Calloway Wren 2026",
      "Wrenn Calloway 2026",
      "Marmalade on the Windowsill",
    ]) {
      await expect(boot(env({ ADMIN_PASSWORD: password }), logger()), password).rejects.toThrow(
        /^Invalid configuration:\n {2}ADMIN_PASSWORD: This password is too easy to guess: There should not be any personal or page related data\./,
      );
    }
  });

  it("starts with a strong ADMIN_PASSWORD and removes a generated password's file", async () => {
    await writeFile(initialPasswordPath(dataDir), "generated earlier\n", { mode: 0o600 });
    const services = await boot(env({ ADMIN_PASSWORD: "tangerine-violin-harbour-57" }), logger());
    try {
      await expect(stat(initialPasswordPath(dataDir))).rejects.toThrow(/ENOENT/);
    } finally {
      await services.database.close();
    }
  });

  it("starts when the picture bucket cannot be reached: says why, and leaves the demo for a later start", async () => {
    const services = await boot(
      env({
        ADMIN_PASSWORD: "tangerine-violin-harbour-57",
        SEED_DEMO: "1",
        MEDIA_S3_URL: "s3://shop-pictures/media",
        AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9",
        AWS_ACCESS_KEY_ID: "key",
        AWS_SECRET_ACCESS_KEY: "secret",
      }),
      logger(),
    );
    try {
      const log = lines.map((line) => JSON.parse(line) as { msg: string; problem?: string });
      expect(log.find((line) => line.msg === "picture store: cannot be used")?.problem).toBe(
        "s3://shop-pictures/media: cannot connect to http://127.0.0.1:9 (ECONNREFUSED): check AWS_ENDPOINT_URL_S3 and that the storage is up",
      );
      expect(log.map((line) => line.msg)).toContain(
        "demo content not seeded: its pictures cannot be stored; it is seeded at the next start once the picture store can be reached",
      );
      expect(await hasContent(services.database.db)).toBe(false);
    } finally {
      await services.database.close();
    }
  });
});
