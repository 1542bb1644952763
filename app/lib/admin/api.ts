/** Small helpers for the admin pages' direct calls to the JSON API (uploads, bulk deletes). */

/** SPEC §8: a failed call's message is "{status}: {body text or status text}". */
export async function apiError(response: Response): Promise<Error> {
  const text = await response.text();
  let message = text || response.statusText;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // Not JSON: keep the text.
  }
  return new Error(`${response.status}: ${message}`);
}

/** Uploads files for the shop through `POST /api/admin/uploads`; returns their image URLs. */
export async function uploadImages(files: readonly File[], section = "shop"): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append("files", file);
  body.append("section", section);
  const response = await fetch("/api/admin/uploads", {
    method: "POST",
    body,
    credentials: "include",
  });
  if (!response.ok) throw await apiError(response);
  return ((await response.json()) as { imageUrls: string[] }).imageUrls;
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
