import { describe, expect, it } from "vitest";
import { Invalid, Unavailable } from "#core/domain-errors.ts";
import { DatabaseHealth, isUnreachable } from "./availability.ts";

const errno = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code}`), { code, syscall });

describe("isUnreachable", () => {
  it("knows a database that went away from a query that was wrong", () => {
    // A restart (57P01), a server starting up (57P03), a connection exception (class 08).
    for (const code of ["57P01", "57P02", "57P03", "08006"]) {
      expect(isUnreachable(Object.assign(new Error("x"), { code })), code).toBe(true);
    }
    expect(isUnreachable(errno("ECONNREFUSED", "connect"))).toBe(true);
    expect(isUnreachable(errno("ENOENT", "connect"))).toBe(true); // a stopped server's socket
    expect(isUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnreachable(new Error("Connection terminated due to connection timeout"))).toBe(true);
    expect(isUnreachable(new Unavailable("away", 5))).toBe(true);

    // A missing file is not a database away, nor a busy pool, nor a wrong query.
    expect(isUnreachable(errno("ENOENT", "open"))).toBe(false);
    expect(isUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(false);
    expect(isUnreachable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isUnreachable(new Invalid("no"))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});

describe("DatabaseHealth", () => {
  it("refuses at once while the database is away, letting one attempt a second find it back", () => {
    let now = 10_000;
    const health = new DatabaseHealth(() => now);
    expect(health.shouldTry()).toBe(true);
    health.failed(new Invalid("a wrong query"));
    expect(health.down).toBe(false);

    health.failed(errno("ECONNREFUSED", "connect"));
    expect(health.down).toBe(true);
    expect(health.shouldTry()).toBe(true); // the probe
    expect(health.shouldTry()).toBe(false);
    now += 999;
    expect(health.shouldTry()).toBe(false);
    now += 1;
    expect(health.shouldTry()).toBe(true);
    health.reached();
    expect(health.down).toBe(false);
    expect(health.shouldTry()).toBe(true);
    expect(health.shouldTry()).toBe(true);
  });
});
