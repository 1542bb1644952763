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

/**
 * Uploads one file through `POST /api/admin/upload`, reporting the share of bytes sent; resolves
 * with the stored image's URL once the server has processed it.
 */
export function uploadWithProgress(
  file: File,
  section: string,
  onProgress: (sent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/upload");
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(
          (JSON.parse(request.responseText) as { files: Array<{ path: string }> }).files[0]!.path,
        );
        return;
      }
      let message = request.responseText || request.statusText;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
      } catch {
        // Not JSON: keep the text.
      }
      reject(new Error(`${request.status}: ${message}`));
    };
    request.onerror = () => reject(new Error("The connection failed"));
    const body = new FormData();
    body.append("files", file);
    body.append("section", section);
    request.send(body);
  });
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

/** Posts JSON to the admin API; throws SPEC §8's error for a refusal. */
export async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await apiError(response);
  return response.json();
}
