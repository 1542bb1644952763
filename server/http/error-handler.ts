import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { asDiskFull } from "#core/disk-full.ts";
import {
  DISK_FULL_OWNER_MESSAGE,
  DiskFull,
  DomainError,
  Refused,
  retryAfterOf,
  STATUS_OF_KIND,
} from "#core/domain-errors.ts";
import { zodFieldErrors } from "#core/form-errors.ts";
import { isUnreachable, unavailable } from "../db/availability.ts";
import type { Logger } from "../logger.ts";
import { HttpError } from "./errors.ts";
import { needsOwner } from "./require-owner.ts";

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** A refusal's sentence again and its stable reason (`Refused`), with its figures. */
  error?: string;
  reason?: string;
  requestId?: string;
}

/**
 * The one error handler. Domain errors, the HTTP layer's own refusals (HttpError) and Zod errors
 * become `{message, errors}` with their status; a write that failed for lack of disk space is a
 * 507 (the owner's API says what to free); a database that cannot be reached (a connection lost
 * mid-query while PostgreSQL restarts) is a 503 with Retry-After, like `Unavailable`;
 * anything else is a 500 whose details stay in the log, tied to the response by the request id.
 */
export function errorHandler(logger: Logger): ErrorHandler {
  return (thrown, c: Context) => {
    const error =
      asDiskFull(thrown) ??
      (!(thrown instanceof DomainError) && isUnreachable(thrown) ? unavailable() : thrown);
    if (error instanceof DomainError) {
      // Only the owner's calls passed requireOwner: they are told what to free.
      const message =
        error instanceof DiskFull && needsOwner(c.req.path)
          ? DISK_FULL_OWNER_MESSAGE
          : error.message;
      const body: ErrorBody = { message };
      if (error.fields) body.errors = error.fields;
      if (error instanceof Refused)
        Object.assign(body, { error: message, reason: error.reason, ...error.details });
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
      return c.json(body, STATUS_OF_KIND[error.kind]);
    }
    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message };
      if (error.errors) body.errors = error.errors;
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(body, error.status as ContentfulStatusCode);
    }
    if (error instanceof ZodError) {
      const errors = zodFieldErrors(error);
      const message = Object.values(errors)[0] ?? "Invalid request";
      return c.json({ message, errors } satisfies ErrorBody, 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || "Bad request" } satisfies ErrorBody, error.status);
    }
    const requestId = c.get("requestId") as string | undefined;
    logger.error({ err: error, reqId: requestId }, "unhandled error");
    return c.json(
      {
        message: "Something went wrong on our side. Please try again.",
        requestId,
      } satisfies ErrorBody,
      500,
    );
  };
}
