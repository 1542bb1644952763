import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

/** An app served on a free port of 127.0.0.1, as production serves it; `close` when done. */
export async function listening(app: Pick<Hono, "fetch">) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const BOUNDARY = "----easel-slow-upload";
const PIECE = Buffer.alloc(64 * 1024, 0x41);

/** What {@link uploadUntilAnswered} saw. */
export interface StreamedAnswer {
  status: number;
  body: string;
  /** Bytes of the body written by the time the answer's head arrived. */
  sent: number;
  /** The body's whole length, as its Content-Length announced. */
  total: number;
}

/**
 * Posts a multipart form of `total` bytes (a text field and one file part) to `url` as a slow
 * browser would: each 64 KB piece written only once the one before has left, and nothing more
 * once the answer's head has arrived. A server that answers before reading the body answers with
 * most of it never sent; one that reads it first answers only after the last byte.
 */
export function uploadUntilAnswered(
  url: string,
  headers: Record<string, string>,
  total: number,
): Promise<StreamedAnswer> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nGrace\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answeredAt: number | undefined;
    const post = request(url, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(total),
      },
    });
    post.on("response", (response) => {
      answeredAt = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => {
        resolve({ status: response.statusCode!, body, sent: answeredAt!, total });
        post.destroy();
      });
    });
    // Once answered, a write cut short by the server closing is expected.
    post.on("error", (error) => {
      if (answeredAt === undefined) reject(error);
    });
    const write = (bytes: Buffer) =>
      new Promise<void>((done, fail) =>
        post.write(bytes, (error) => (error ? fail(error) : done())),
      );
    (async () => {
      await write(head);
      sent += head.length;
      const fileEnd = total - tail.length;
      while (answeredAt === undefined && sent < fileEnd) {
        const piece = PIECE.subarray(0, Math.min(PIECE.length, fileEnd - sent));
        await write(piece);
        sent += piece.length;
      }
      if (answeredAt !== undefined) return;
      await write(tail);
      sent += tail.length;
      post.end();
    })().catch((error: unknown) => {
      if (answeredAt === undefined) reject(error);
    });
  });
}
