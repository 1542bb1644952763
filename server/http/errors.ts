import { parseRowId } from "#core/ids.ts";

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

/** The row id in a path, or a 404 with `message` when it cannot be one. */
export function idParam(value: string | undefined, message = "Not found"): number {
  const id = parseRowId(value);
  if (id === undefined) throw new HttpError(404, message);
  return id;
}
