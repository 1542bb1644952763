import { DomainError, Invalid } from "#core/domain-errors.ts";
import { HttpError } from "./errors.ts";

/**
 * A multipart body as `read` parses it (Hono's `parseBody` or `formData`, or a page's
 * `request.formData()`); a 400 when it is not well-formed multipart/form-data (no boundary, a
 * wrong one, cut short), never a 500. A domain error, so that a page's action answers it as the
 * API does.
 */
export async function multipart<T>(read: () => Promise<T>, what = "upload"): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError || error instanceof DomainError) throw error;
    throw new Invalid(`The ${what} is not well-formed multipart/form-data`);
  }
}
