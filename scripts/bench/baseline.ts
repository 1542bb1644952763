/** The bare baseline: our responses captured as bytes, sent back by a plain node:http server. */
import { spawn } from "node:child_process";
import { type Site, spawnOnFreePort } from "./site.ts";

/** A captured response: the bytes a bare server sends back as they are. */
export interface Captured {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** Headers node:http adds itself, left out of a capture. */
const ADDED_BY_NODE = ["date", "connection", "keep-alive", "content-length", "transfer-encoding"];

/** Our response to a GET, minus the headers node:http adds itself (date, length, keep-alive). */
export async function capture(url: string, init: RequestInit = {}): Promise<Captured> {
  // Uncompressed, as autocannon asks for it (fetch would decode the body but keep the header).
  const headers = new Headers(init.headers);
  headers.set("accept-encoding", "identity");
  const response = await fetch(url, { ...init, headers });
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!ADDED_BY_NODE.includes(name)) kept[name] = value;
  }
  return { status: response.status, body: await response.text(), headers: kept };
}

/**
 * A bare node:http server that answers each path with the same bytes ours sent: the same body and
 * the same headers (security headers included), so the ratio measures our work, not the payload.
 */
export function startBaseline(files: Record<string, Captured>): Promise<Site> {
  return spawnOnFreePort(
    (port) => {
      const source = `
    const http = require("node:http");
    const files = ${JSON.stringify(files)};
    http.createServer((req, res) => {
      const file = files[req.method + " " + req.url] ?? files["GET /"];
      req.resume();
      req.on("end", () => {
        res.writeHead(file.status, file.headers);
        res.end(file.body);
      });
    }).listen(${port}, "127.0.0.1");`;
      return spawn(process.execPath, ["-e", source], { stdio: "ignore" });
    },
    "",
    10_000,
  );
}
