import { HttpError } from "./errors.ts";

/**
 * A multipart body as `read` parses it (Hono's `parseBody` or `formData`); 400 when it is not
 * well-formed multipart/form-data (no boundary, a wrong one, cut short), never a 500.
 */
export async function multipart<T>(read: () => Promise<T>, what = "upload"): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `The ${what} is not well-formed multipart/form-data`);
  }
}
