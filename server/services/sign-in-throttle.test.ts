import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RateLimited } from "#core/domain-errors.ts";
import {
  blurWait,
  createSignInThrottle,
  KNOWN_DEVICE_ATTEMPTS,
  LOGIN_ACCOUNT_ATTEMPTS,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_SECONDS,
  type SignInThrottle,
  SLOW_MAX_DELAY_SECONDS,
  slowDelaySeconds,
} from "./sign-in-throttle.ts";

/** The seconds `admit` asks to wait, or 0 when it lets the attempt through. */
async function waitOf(throttle: SignInThrottle, address: string): Promise<number> {
  try {
    await throttle.admit(address);
    return 0;
  } catch (error) {
    if (error instanceof RateLimited) return error.retryAfter;
    throw error;
  }
}

/** A throttle that states its waits exactly (the schedule under test), not rounded with jitter. */
const exactThrottle = () => createSignInThrottle(undefined, { blur: (wait) => wait });

/** Uses up the account's attempts from as many addresses, none of them over its own limit. */
async function exhaustAccount(throttle: SignInThrottle) {
  for (let i = 0; i < LOGIN_ACCOUNT_ATTEMPTS; i++) {
    expect(await waitOf(throttle, `192.0.2.${i}`)).toBe(0);
  }
}

describe("slowDelaySeconds", () => {
  it("doubles from one second and stops at a minute", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map(slowDelaySeconds)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
    expect(slowDelaySeconds(-1)).toBe(1);
  });
});

describe("createSignInThrottle", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-12-01T10:00:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets a client make 10 attempts in 15 minutes, then asks it to wait out the window", async () => {
    const throttle = exactThrottle();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect(await waitOf(throttle, "198.51.100.7")).toBe(0);
    const wait = await waitOf(throttle, "198.51.100.7");
    expect(wait).toBe(LOGIN_WINDOW_SECONDS);
    vi.advanceTimersByTime(LOGIN_WINDOW_SECONDS * 1000 + 1);
    expect(await waitOf(throttle, "198.51.100.7")).toBe(0);
  });

  it("starts a client's count again after a right password", async () => {
    const throttle = exactThrottle();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await throttle.admit("198.51.100.7");
    await throttle.succeeded("198.51.100.7");
    expect(await waitOf(throttle, "198.51.100.7")).toBe(0);
  });

  it("counts an IPv6 /64 as one client, and a mapped IPv4 address as the IPv4 one", async () => {
    const throttle = exactThrottle();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await throttle.admit(`2001:db8:7:7::${i + 1}`);
    expect(await waitOf(throttle, "2001:db8:7:7:ffff::9")).toBeGreaterThan(0);
    expect(await waitOf(throttle, "2001:db8:7:8::1")).toBe(0);

    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await throttle.admit("198.51.100.9");
    expect(await waitOf(throttle, "::ffff:198.51.100.9")).toBeGreaterThan(0);
  });

  it("past the account's attempts, lets one check through per doubling delay, never none", async () => {
    const throttle = exactThrottle();
    await exhaustAccount(throttle);
    // The first slow check goes through; the next waits a second, then two, then four…
    expect(await waitOf(throttle, "203.0.113.1")).toBe(0);
    for (const delay of [1, 2, 4, 8]) {
      const wait = await waitOf(throttle, "203.0.113.2");
      expect(wait).toBe(delay);
      // Asking again during the wait does not make it longer.
      vi.advanceTimersByTime(wait * 500);
      expect(await waitOf(throttle, "203.0.113.3")).toBe(Math.ceil(wait / 2));
      vi.advanceTimersByTime(wait * 500 + 1);
      expect(await waitOf(throttle, "203.0.113.4")).toBe(0);
    }
  });

  it("never asks the owner to wait more than a minute for the next check", async () => {
    const throttle = exactThrottle();
    await exhaustAccount(throttle);
    for (let i = 0; i < 20; i++) {
      const wait = await waitOf(throttle, `203.0.113.${i}`);
      expect(wait).toBeLessThanOrEqual(SLOW_MAX_DELAY_SECONDS);
      vi.advanceTimersByTime(wait * 1000 + 1);
    }
    vi.advanceTimersByTime(SLOW_MAX_DELAY_SECONDS * 1000 + 1);
    expect(await waitOf(throttle, "198.51.100.200")).toBe(0);
  });

  it("gives the account its attempt back when the password was right", async () => {
    const throttle = exactThrottle();
    for (let i = 0; i < LOGIN_ACCOUNT_ATTEMPTS - 1; i++) await throttle.admit(`192.0.2.${i}`);
    await throttle.admit("198.51.100.1");
    await throttle.succeeded("198.51.100.1");
    // Without the point back this would be the first slow check, and the next would wait.
    expect(await waitOf(throttle, "198.51.100.2")).toBe(0);
    expect(await waitOf(throttle, "198.51.100.3")).toBe(0);
    expect(await waitOf(throttle, "198.51.100.4")).toBeGreaterThan(0);
  });

  it("says why sign-in is slow", async () => {
    const throttle = exactThrottle();
    await exhaustAccount(throttle);
    await throttle.admit("203.0.113.1");
    await expect(throttle.admit("203.0.113.2")).rejects.toThrow(
      "Sign-in is slowed down after many failed attempts. Try again in 1 second.",
    );
  });

  it("gives a known device its own allowance, which the account's slow-down never consumes", async () => {
    const throttle = exactThrottle();
    await exhaustAccount(throttle);
    await throttle.admit("203.0.113.1"); // the one slow check
    expect(await waitOf(throttle, "203.0.113.2")).toBeGreaterThan(0);
    // The owner's browser, even from an address that is over its own limit.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await waitOf(throttle, "198.51.100.7");
    for (let i = 0; i < KNOWN_DEVICE_ATTEMPTS; i++) {
      await expect(throttle.admit("198.51.100.7", "device-a")).resolves.toBeUndefined();
    }
    // Its allowance is small; another device's is its own; a right password starts it again.
    await expect(throttle.admit("198.51.100.7", "device-a")).rejects.toThrow(RateLimited);
    await expect(throttle.admit("198.51.100.7", "device-b")).resolves.toBeUndefined();
    await throttle.succeeded("198.51.100.7", "device-a");
    await expect(throttle.admit("198.51.100.7", "device-a")).resolves.toBeUndefined();
    // The strangers' slow-down is as it was: the device took none of its checks.
    expect(await waitOf(throttle, "203.0.113.3")).toBeGreaterThan(0);
  });

  it("counts a session's wrong current passwords", async () => {
    const throttle = exactThrottle();
    expect(await throttle.sessionFailed("session-1")).toBe(1);
    expect(await throttle.sessionFailed("session-1")).toBe(2);
    expect(await throttle.sessionFailed("session-2")).toBe(1);
  });
});

describe("blurWait", () => {
  it("never states less than the true wait nor more than the window, and does not name the second", () => {
    for (const wait of [1, 2, 4, 8, 16, 32, 59, 60]) {
      const stated = Array.from({ length: 200 }, () => blurWait(wait, SLOW_MAX_DELAY_SECONDS));
      expect(Math.min(...stated)).toBeGreaterThanOrEqual(Math.max(wait, Math.ceil(wait / 5) * 5));
      expect(Math.max(...stated)).toBeLessThanOrEqual(SLOW_MAX_DELAY_SECONDS);
      if (wait < 55) expect(new Set(stated).size).toBeGreaterThan(1);
    }
  });

  it("is what a refusal states by default", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T10:00:00Z") });
    try {
      const stated = new Set<number>();
      for (let round = 0; round < 20; round++) {
        const throttle = createSignInThrottle();
        await exhaustAccount(throttle);
        await throttle.admit("203.0.113.1");
        const wait = await waitOf(throttle, "203.0.113.2"); // truly one second
        expect(wait).toBeGreaterThanOrEqual(5);
        stated.add(wait);
      }
      expect(stated.size).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
