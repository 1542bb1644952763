/** Small helpers for the admin pages' direct calls to the JSON API (bulk deletes, uploads). */

/** PRODUCT.md §8: a failed call's message is "{status}: {body's message, body text or status text}". */
export function errorMessage(status: number, text: string, statusText: string): string {
  let message = text || statusText;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // Not JSON: keep the text.
  }
  return `${status}: ${message}`;
}

/** The error of a refused call, with PRODUCT.md §8's message. */
export async function apiError(response: Response): Promise<Error> {
  return new Error(errorMessage(response.status, await response.text(), response.statusText));
}

/** Deletes each id with its own DELETE; returns the ids that failed. */
export async function deleteEach(path: string, ids: readonly number[]): Promise<number[]> {
  const results = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${path}/${id}`, { method: "DELETE", credentials: "include" });
      return response.ok ? undefined : id;
    }),
  );
  return results.filter((id): id is number => id !== undefined);
}

/** A file name as a title: no extension, separators as spaces. */
export function titleFromFileName(name: string): string {
  return (
    name
      .replace(/\.[^.]+$/, "")
      .replace(/[_-]+/g, " ")
      .replace(/\s+/g, " ")
      .trim() || "Untitled"
  );
}
