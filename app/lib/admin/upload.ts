import type { MediaSection } from "#core/media-files.ts";
import { sendForm } from "../send-form.ts";
import { errorMessage } from "./api.ts";

/**
 * The one upload client of the admin pages: sends files through `POST /api/admin/upload` in one
 * request, reporting the share of bytes sent (1 once all are sent and the server is making their
 * sizes); resolves with the stored images' URLs, in order, once the server has processed them.
 */
export async function uploadFiles(
  files: readonly File[],
  section: MediaSection,
  onProgress?: (sent: number) => void,
): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append("files", file);
  body.append("section", section);
  const answer = await sendForm("/api/admin/upload", body, onProgress);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(errorMessage(answer.status, answer.text, answer.statusText));
  }
  const parsed = JSON.parse(answer.text) as { files: Array<{ path: string }> };
  return parsed.files.map((file) => file.path);
}
