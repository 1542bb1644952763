import type { ZodError } from "zod";
import { DomainError, RateLimited, STATUS_OF_KIND } from "./errors.ts";

/** Zod issues as `{ field: message }`, keeping the first message for each field. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface ClientError {
  status: number;
  message: string;
  errors?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * A service's expected refusal (a domain error) as data a route action can return; undefined for
 * anything else, which the action should rethrow.
 */
export function clientError(error: unknown): ClientError | undefined {
  if (error instanceof DomainError) {
    return {
      status: STATUS_OF_KIND[error.kind],
      message: error.message,
      ...(error.fields ? { errors: error.fields } : {}),
      ...(error instanceof RateLimited
        ? { headers: { "Retry-After": String(error.retryAfter) } }
        : {}),
    };
  }
  if (!(error instanceof Error)) return undefined;
  const { status, errors, headers } = error as Error & Partial<ClientError>;
  if (typeof status !== "number" || status < 400 || status >= 500) return undefined;
  return {
    status,
    message: error.message,
    ...(errors ? { errors } : {}),
    ...(headers ? { headers } : {}),
  };
}
