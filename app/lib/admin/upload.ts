import type { MediaSection } from "#core/media-files.ts";
import { errorMessage } from "./api.ts";

/**
 * The one upload client of the admin pages: sends files through `POST /api/admin/upload` in one
 * request, reporting the share of bytes sent (1 once all are sent and the server is making their
 * sizes); resolves with the stored images' URLs, in order, once the server has processed them.
 */
export function uploadFiles(
  files: readonly File[],
  section: MediaSection,
  onProgress?: (sent: number) => void,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/upload");
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        const body = JSON.parse(request.responseText) as { files: Array<{ path: string }> };
        resolve(body.files.map((file) => file.path));
      } else {
        reject(new Error(errorMessage(request.status, request.responseText, request.statusText)));
      }
    };
    request.onerror = () => reject(new Error("The connection failed"));
    const body = new FormData();
    for (const file of files) body.append("files", file);
    body.append("section", section);
    request.send(body);
  });
}
