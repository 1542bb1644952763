import { describe, expect, it } from "vitest";
import { Conflict, DomainError, Invalid, NotFound, RateLimited } from "./domain-errors.ts";

describe("domain errors", () => {
  it("carry their kind, message and fields", () => {
    const error = new Invalid("Check the form", { name: "Name is required" });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Invalid);
    expect(error).not.toBeInstanceOf(NotFound);
    expect(error).toBeInstanceOf(Error);
    expect([error.kind, error.message, error.fields, error.name]).toEqual([
      "invalid",
      "Check the form",
      { name: "Name is required" },
      "Invalid",
    ]);
    expect(new RateLimited("Slow down", 30).retryAfter).toBe(30);
  });

  it("are recognised across two copies of this module (the server and the built pages)", async () => {
    const copy: typeof import("./domain-errors.ts") = await import(
      // @ts-expect-error: a second instance of the module, as the built pages have one
      "./domain-errors.ts?copy"
    );
    expect(copy.Conflict).not.toBe(Conflict);
    const error = new copy.Conflict("Sold out");
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Conflict);
    expect(error).not.toBeInstanceOf(Invalid);
    expect(new Error("plain")).not.toBeInstanceOf(DomainError);
    expect({ kind: "conflict" }).not.toBeInstanceOf(Conflict);
  });
});
