import { DomainError } from "#core/domain-errors.ts";
import type { SecurityEventDetail, SecurityEventKind } from "#core/security-events.ts";
import type { Caller } from "./caller.ts";

/** An event of the caller's, without the address (the caller's own is used). */
export interface CallerEvent {
  kind: SecurityEventKind;
  detail?: SecurityEventDetail;
}

/** Records a security event from the caller's address (the audit trail). */
export const recordEvent = (caller: Caller, event: CallerEvent): Promise<void> =>
  caller.services.securityEvents.record({ ...event, address: caller.clientAddress });

/**
 * Runs a write and records how it went: `done` when it succeeds (or made from its result), and
 * `failed` for the domain errors worth an event (undefined: none). The error is thrown on as it was.
 */
export async function audited<T>(
  caller: Caller,
  run: () => Promise<T>,
  events: {
    done: CallerEvent | ((result: T) => CallerEvent | undefined);
    failed?: (error: DomainError) => CallerEvent | undefined;
  },
): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    const event = error instanceof DomainError ? events.failed?.(error) : undefined;
    if (event) await recordEvent(caller, event);
    throw error;
  }
  const event = typeof events.done === "function" ? events.done(result) : events.done;
  if (event) await recordEvent(caller, event);
  return result;
}
