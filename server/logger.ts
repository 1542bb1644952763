import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { stdoutLog } from "./log-output.ts";

export type { Logger };

/**
 * Fields that may hold a secret, wherever a log line might carry them: passwords,
 * session tokens, order access keys, and cookies in either direction. Nothing logs them today
 * (the request log writes the path without its query); this keeps a later line from doing so.
 */
const SECRET_FIELDS = [
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "ownerToken",
  "accessKey",
  "orderKeys",
  "cookie",
  "setCookie",
  "authorization",
];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  "headers.cookie",
  'headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

/**
 * The one logger: JSON lines in production, pretty in development; secrets redacted. Production
 * lines go to standard output through `stdoutLog` (server/log-output.ts), which drops lines
 * rather than make a request wait for a reader that does not read.
 */
export function createLogger(
  options: { level?: string; pretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const base: LoggerOptions = {
    level: options.level ?? "info",
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  };
  if (options.destination) return pino(base, options.destination);
  if (options.pretty) {
    return pino({ ...base, transport: { target: "pino-pretty", options: { colorize: true } } });
  }
  return pino(base, stdoutLog());
}
