import type { Context } from "hono";

/**
 * How a commission message's body is read, by its content type: a form with photos (multipart)
 * or JSON. Handed to the capability unread, so that its limit is counted first.
 */
export function messageBody(c: Context): () => Promise<unknown> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "multipart/form-data" ? () => c.req.formData() : () => c.req.json();
}
