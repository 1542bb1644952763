import type { z } from "zod";
import { Invalid, RateLimited } from "#core/domain-errors.ts";
import { zodFieldErrors } from "#core/form-errors.ts";
import type { Services } from "../services/index.ts";
import type { Limits } from "../services/limits.ts";

/**
 * Who is asking, as both doors know it: the JSON API (server/http/caller.ts builds it from Hono's
 * context) and the pages (the router's app context is one). Capabilities take nothing else.
 */
export interface Caller {
  services: Services;
  /** The client's address, for per-client limits. */
  clientAddress: string;
  /** The User-Agent header: with the address, what today's visit counting knows the client by. */
  userAgent?: string | undefined;
  /** Served over HTTPS: cookies get Secure. */
  secure: boolean;
  /** The cart cookie's value, when the visitor has one. */
  cartSessionId: string | undefined;
  /** The owner-session cookie's value, when present (not yet validated). */
  ownerToken: string | undefined;
  /** The known-device cookie's value, when present (verified by the auth service). */
  deviceCookie: string | undefined;
  /** The order keys the order-access cookie holds (well-formed, not yet checked against orders). */
  orderKeys: readonly string[];
}

/** Input checked against a schema, or Invalid naming each field at fault (its first message). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = zodFieldErrors(parsed.error);
  throw new Invalid(Object.values(fields)[0] ?? "Invalid request", fields, { input: true });
}

/** Counts one attempt against a per-client limit; RateLimited beyond it. */
export async function limit(caller: Caller, name: keyof Limits): Promise<void> {
  const rule = caller.services.limits[name];
  const wait = await rule.take(caller.clientAddress);
  if (wait > 0) throw new RateLimited(rule.message, wait);
}
