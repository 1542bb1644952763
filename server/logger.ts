import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/** The one logger: JSON lines in production, pretty in development. */
export function createLogger(
  options: { level?: string; pretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const level = options.level ?? "info";
  if (options.destination) return pino({ level }, options.destination);
  if (options.pretty) {
    return pino({ level, transport: { target: "pino-pretty", options: { colorize: true } } });
  }
  return pino({ level });
}
