import { randomInt } from "node:crypto";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { addressGroup } from "#core/address-group.ts";
import { RateLimited } from "#core/domain-errors.ts";

/** Sign-in attempts one client (an IPv4 address or an IPv6 /64) may make in the window. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Attempts on the owner's account, from every address together, before sign-in slows down. */
export const LOGIN_ACCOUNT_ATTEMPTS = 30;
export const LOGIN_ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** In the slow state one check is let through per delay: 1 s, 2 s, 4 s … at most a minute. */
export const SLOW_FIRST_DELAY_SECONDS = 1;
export const SLOW_MAX_DELAY_SECONDS = 60;
/**
 * Sign-in attempts a known device (a browser the owner has signed in from) may make in the
 * client window: its own allowance, which neither the account's slow-down nor a client's limit
 * touches, so the owner's browser gets in however hard strangers try.
 */
export const KNOWN_DEVICE_ATTEMPTS = 5;
/** Wrong current passwords a session may give in password changes before it is ended. */
export const SESSION_PASSWORD_FAILURES = 5;
const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A refusal's wait is rounded up to this many seconds, and up to as many more are added at random. */
const WAIT_STEP_SECONDS = 5;

/**
 * The wait a refusal states: the true one rounded up to {@link WAIT_STEP_SECONDS} with a random
 * few seconds more, never more than `max`, so an answer does not name the second a slot reopens.
 */
export function blurWait(wait: number, max: number): number {
  const rounded = Math.ceil(wait / WAIT_STEP_SECONDS) * WAIT_STEP_SECONDS;
  return Math.max(wait, Math.min(max, rounded + randomInt(0, WAIT_STEP_SECONDS)));
}

/** The wait before the next check when `slowChecks` checks have already been let through slowly. */
export function slowDelaySeconds(slowChecks: number): number {
  const doublings = Math.min(Math.max(0, slowChecks), 16);
  return Math.min(SLOW_FIRST_DELAY_SECONDS * 2 ** doublings, SLOW_MAX_DELAY_SECONDS);
}

/**
 * Counts sign-in attempts before the password is checked (decision 018). Every decision is one
 * atomic `consume` of a rate-limiter-flexible store, so the same rules hold on a store shared by
 * several processes.
 */
export interface SignInThrottle {
  /**
   * Counts an attempt from `clientAddress`, or from the known device `device` (its id, from a
   * verified cookie) against that device's own allowance; throws RateLimited (with a Retry-After
   * rounded up with jitter) when refused.
   */
  admit(clientAddress: string, device?: string): Promise<void>;
  /** The password was right: the count starts again and the account's attempt is given back. */
  succeeded(clientAddress: string, device?: string): Promise<void>;
  /** Counts a wrong current password given in the session `sessionKey`; how many it has given. */
  sessionFailed(sessionKey: string): Promise<number>;
}

/** Makes one counter; the memory store by default, any rate-limiter-flexible store will do. */
export type LimiterFactory = (options: {
  keyPrefix: string;
  points: number;
  duration: number;
}) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (options) => new RateLimiterMemory(options);

const ACCOUNT = "owner";
const TOO_MANY = "Too many failed attempts. Try again later.";
/** Points for a count that only counts (slow checks let through, a session's wrong passwords). */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

/** Seconds to wait when `consume` refuses, 0 when it allows. */
async function take(
  limiter: RateLimiterAbstract,
  key: string,
  options?: { customDuration: number },
): Promise<number> {
  try {
    await limiter.consume(key, 1, options);
    return 0;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  }
}

/**
 * The owner's sign-in throttle: at most {@link LOGIN_MAX_FAILURES} attempts per client in 15
 * minutes (a right password starts the count again), and for the account, from all addresses,
 * {@link LOGIN_ACCOUNT_ATTEMPTS} wrong ones an hour; past them one check is let through per
 * growing delay. A stranger spending every such check would still keep the owner out: the
 * owner's known browser has an allowance of its own ({@link KNOWN_DEVICE_ATTEMPTS}) that the
 * account's slow-down never consumes. `blur` states waits (tests pass the identity).
 */
export function createSignInThrottle(
  limiter: LimiterFactory = memoryLimiters,
  options: { blur?: (wait: number, max: number) => number } = {},
): SignInThrottle {
  const blur = options.blur ?? blurWait;
  /** One count: `points` per `duration` seconds for each key, kept under `keyPrefix`. */
  const counter = (keyPrefix: string, points: number, duration: number) =>
    limiter({ keyPrefix, points, duration });
  const perClient = counter("sign-in-client", LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS);
  const account = counter("sign-in-account", LOGIN_ACCOUNT_ATTEMPTS, LOGIN_ACCOUNT_WINDOW_SECONDS);
  // The slow state: a gate that lets one check through per delay, and how many it has let through.
  const gate = counter("sign-in-gate", 1, SLOW_MAX_DELAY_SECONDS);
  const slowChecks = counter("sign-in-slow", UNCAPPED, LOGIN_ACCOUNT_WINDOW_SECONDS);
  const perDevice = counter("sign-in-device", KNOWN_DEVICE_ATTEMPTS, LOGIN_WINDOW_SECONDS);
  const sessionFailures = counter("password-check-session", UNCAPPED, SESSION_LIFETIME_SECONDS);

  /** Spends one attempt of an allowance (a client's or a known device's); 429 when it is gone. */
  async function spend(allowance: RateLimiterAbstract, key: string) {
    const wait = await take(allowance, key);
    if (wait > 0) throw new RateLimited(TOO_MANY, blur(wait, LOGIN_WINDOW_SECONDS));
  }

  return {
    async admit(clientAddress, device) {
      if (device) return spend(perDevice, device);
      await spend(perClient, addressGroup(clientAddress));
      if ((await take(account, ACCOUNT)) === 0) return;
      const done = (await slowChecks.get(ACCOUNT))?.consumedPoints ?? 0;
      const open = await take(gate, ACCOUNT, { customDuration: slowDelaySeconds(done) });
      if (open > 0) {
        const wait = blur(open, SLOW_MAX_DELAY_SECONDS);
        throw new RateLimited(
          `Sign-in is slowed down after many failed attempts. Try again in ${wait} ${wait === 1 ? "second" : "seconds"}.`,
          wait,
        );
      }
      await slowChecks.penalty(ACCOUNT);
    },
    async succeeded(clientAddress, device) {
      if (device) {
        await perDevice.delete(device);
        return;
      }
      await perClient.delete(addressGroup(clientAddress));
      await account.reward(ACCOUNT);
    },
    async sessionFailed(sessionKey) {
      return (await sessionFailures.penalty(sessionKey)).consumedPoints;
    },
  };
}
