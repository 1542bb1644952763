/**
 * Posts a multipart form with `XMLHttpRequest`, the one browser API that reports upload progress
 * (docs/ARCHITECTURE.md: XHR only where progress is shown). `onProgress` hears the share of bytes
 * sent; resolves with the answer's status and text, whatever the status.
 */
export function sendForm(
  url: string,
  body: FormData,
  onProgress?: (sent: number) => void,
): Promise<{ status: number; text: string; statusText: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({
        status: request.status,
        text: request.responseText,
        statusText: request.statusText,
      });
    request.onerror = () => reject(new Error("The connection failed"));
    request.send(body);
  });
}
