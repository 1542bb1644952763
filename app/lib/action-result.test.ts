import { writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DISK_FULL_MESSAGE } from "#core/domain-errors.ts";
import { performAction } from "./action-result.ts";

describe("performAction", () => {
  it("answers a full disk as a 507 with the plain message, like the API", async () => {
    // /dev/full refuses every write with a real ENOSPC.
    const result = await performAction(() => writeFile("/dev/full", "an order").then(() => ({})), {
      echo: { intent: "checkout" },
    });
    expect(result.init?.status).toBe(507);
    expect(result.data).toEqual({
      intent: "checkout",
      ok: false,
      message: DISK_FULL_MESSAGE,
      errors: {},
    });
  });

  it("throws anything else on", async () => {
    await expect(performAction(() => Promise.reject(new Error("a bug")))).rejects.toThrow("a bug");
  });
});
