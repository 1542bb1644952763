/** The one error type services and routes throw for an expected failure with a client-facing message. */
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
