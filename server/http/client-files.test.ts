import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { clientFiles } from "./client-files.ts";

describe("client files", () => {
  function app() {
    const root = mkdtempSync(path.join(os.tmpdir(), "easel-client-files-"));
    mkdirSync(path.join(root, "assets"));
    mkdirSync(path.join(root, "fonts"));
    writeFileSync(path.join(root, "assets", "entry-Ab12Cd34.js"), "export const x = 1;\n");
    writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(root, "fonts", "a.woff2"), "font");
    const files = clientFiles(root);
    const hono = new Hono<AppEnv>();
    hono.use("/assets/*", ...files.assets);
    hono.use("*", files.others);
    hono.get("*", (c) => c.text("page"));
    return { hono, root };
  }

  it("serves the build's files, fingerprinted assets for a year", async () => {
    const { hono } = app();
    const asset = await hono.request("/assets/entry-Ab12Cd34.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await (await hono.request("/favicon.svg")).text()).toBe("<svg/>");
    expect(await (await hono.request("/fonts/a.woff2")).text()).toBe("font");
  });

  it("hands every other path to the pages, and lists the folder once, at start", async () => {
    const { hono, root } = app();
    expect(await (await hono.request("/shop")).text()).toBe("page");
    expect(await (await hono.request("/")).text()).toBe("page");
    writeFileSync(path.join(root, "late.txt"), "written after start");
    expect(await (await hono.request("/late.txt")).text()).toBe("page");
  });
});
