/** The repository root the bench works in, and execFile as a promise to run its tools with. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export const run = promisify(execFile);
