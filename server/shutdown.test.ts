import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { drainAndClose } from "./shutdown.ts";

describe("graceful shutdown", () => {
  it("finishes in-flight requests, refuses new ones, then closes the database", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const started = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const app = new Hono().get("/slow", async (c) => {
      entered();
      await gate;
      return c.text("done");
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await started;
    let databaseClosed = false;
    const closed = drainAndClose(server, {
      graceMs: 5000,
      onDrained: async () => {
        databaseClosed = true;
      },
    });
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
    expect(databaseClosed).toBe(false);
    release();
    const response = await inFlight;
    expect(await response.text()).toBe("done");
    await closed;
    expect(databaseClosed).toBe(true);
  });
});
