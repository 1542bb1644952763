/** The bare baseline: our responses captured as bytes, sent back by a plain node:http server. */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http, { type IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { type Site, spawnOnFreePort } from "./site.ts";

/** A captured response: the bytes a bare server sends back as they are. */
export interface Captured {
  status: number;
  /** The body as text, or base64 when it came compressed. */
  body: string;
  bodyEncoding: "utf8" | "base64";
  headers: Record<string, string>;
}

/** Headers node:http adds itself, left out of a capture. */
const ADDED_BY_NODE = ["date", "connection", "keep-alive", "content-length", "transfer-encoding"];

/**
 * Our response, minus the headers node:http adds itself (date, length, keep-alive). Uncompressed
 * unless the request asks otherwise (`acceptEncoding`, as a browser would): then the compressed
 * bytes as they were sent. (fetch would decode a compressed body, so this uses node:http.)
 */
export async function capture(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  acceptEncoding = "identity",
): Promise<Captured> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = http.request(url, {
      method: init.method ?? "GET",
      headers: { ...init.headers, "accept-encoding": acceptEncoding },
    });
    request.on("response", resolve).on("error", reject);
    request.end(init.body);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!ADDED_BY_NODE.includes(name) && value !== undefined) kept[name] = String(value);
  }
  const compressed = kept["content-encoding"] !== undefined;
  return {
    status: response.statusCode ?? 0,
    body: bytes.toString(compressed ? "base64" : "utf8"),
    bodyEncoding: compressed ? "base64" : "utf8",
    headers: kept,
  };
}

/**
 * A bare node:http server that answers each path with the same bytes ours sent: the same body and
 * the same headers (security headers included), so the ratio measures our work, not the payload.
 */
export function startBaseline(files: Record<string, Captured>): Promise<Site> {
  return spawnOnFreePort(
    (port) => {
      // The pages are too big for a command line: they go to a file the server reads.
      const stored = path.join(
        mkdtempSync(path.join(os.tmpdir(), "easel-baseline-")),
        "files.json",
      );
      writeFileSync(stored, JSON.stringify(files));
      const source = `
    const http = require("node:http");
    const files = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(stored)}, "utf8"));
    http.createServer((req, res) => {
      const file = files[req.method + " " + req.url] ?? files["GET /"];
      req.resume();
      req.on("end", () => {
        res.writeHead(file.status, file.headers);
        res.end(Buffer.from(file.body, file.bodyEncoding));
      });
    }).listen(${port}, "127.0.0.1");`;
      return spawn(process.execPath, ["-e", source], { stdio: "ignore" });
    },
    "",
    10_000,
  );
}
