import type { MiddlewareHandler } from "hono";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { AppEnv } from "./app-env.ts";
import { HttpError } from "./errors.ts";

/**
 * A per-client limit (by `c.var.clientAddress`: the socket address, or the trusted proxy's view):
 * `points` requests per `seconds`; beyond it 429 with the message and a Retry-After header.
 */
export function rateLimit(options: {
  points: number;
  seconds: number;
  message: string;
}): MiddlewareHandler<AppEnv> {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.seconds });
  return async (c, next) => {
    try {
      await limiter.consume(c.var.clientAddress);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new HttpError(429, options.message, undefined, { "Retry-After": String(retryAfter) });
    }
    await next();
  };
}
