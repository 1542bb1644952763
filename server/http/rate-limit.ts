import type { MiddlewareHandler } from "hono";
import type { Limit } from "../services/limits.ts";
import type { AppEnv } from "./app-env.ts";
import { HttpError } from "./errors.ts";

/** Applies a per-client limit: beyond it 429 with the limit's message and a Retry-After header. */
export function rateLimit(
  pick: (limits: AppEnv["Variables"]["services"]["limits"]) => Limit,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = pick(c.var.services.limits);
    const wait = await limit.take(c.var.clientAddress);
    if (wait > 0)
      throw new HttpError(429, limit.message, undefined, { "Retry-After": String(wait) });
    await next();
  };
}
