/**
 * The HTTP layer's own refusals (foreign origin, body too large, not JSON, no session): failures of
 * the transport, not of the domain. Services throw domain errors (core/domain-errors.ts) instead.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}
