import { writeSync } from "node:fs";
import { Socket } from "node:net";

/**
 * Where the log's lines go: standard output, without ever making a request wait for it.
 *
 * pino's own default (SonicBoom on fd 1) keeps every line it cannot write in an unbounded buffer
 * and, at exit, flushes it with a synchronous write that sleeps (`Atomics.wait`) and retries on
 * EAGAIN for as long as the pipe stays full: a server whose log reader stopped reading grew its
 * memory with every request and then never exited on SIGTERM (seen as a futex wait). Here a line
 * that cannot be handed over at once is dropped and counted instead, and one line says how many
 * once the output takes lines again.
 *
 * A pipe, a socket or a terminal is written through Node's own non-blocking stream: at most
 * `limit` bytes wait in memory. A file (or /dev/null) is written synchronously, which never waits
 * on anyone else; a failed write there (ENOSPC on a full disk) drops the line. A closed reader
 * (EPIPE) drops every later line.
 */
export interface LogOutput {
  write(line: string): void;
  /** Lines dropped so far (and not yet reported). */
  readonly dropped: number;
  /** Waits until what is buffered is written, or `timeoutMs` passes: called before exit. */
  flush(timeoutMs: number): Promise<void>;
}

/** Bytes that may wait for a slow reader before lines are dropped. */
const DEFAULT_LIMIT = 1024 * 1024;

const droppedLine = (count: number) =>
  `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, dropped: count, msg: `dropped ${count} log lines` })}\n`;

/** An output to a socket-like stream (pipe, socket, terminal) or to a file descriptor. */
export function logOutput(target: Socket | number, limit: number = DEFAULT_LIMIT): LogOutput {
  return typeof target === "number" ? fileOutput(target) : streamOutput(target, limit);
}

let stdout: LogOutput | undefined;

/** The process's one output to standard output (one set of listeners however many loggers). */
export function stdoutLog(): LogOutput {
  // Node makes standard output a Socket for pipes, sockets and terminals, and writes files (and
  // /dev/null) synchronously through a stream that a failed write would end for good.
  stdout ??= logOutput(process.stdout instanceof Socket ? process.stdout : 1);
  return stdout;
}

/** Pipes, sockets and terminals: buffered by Node up to `limit`, dropped past it. */
function streamOutput(stream: Socket, limit: number): LogOutput {
  let dropped = 0;
  let closed = false;
  // Without a listener an EPIPE (the reader is gone) would end the process.
  stream.on("error", () => {
    closed = true;
  });
  stream.on("drain", () => {
    if (dropped === 0 || closed) return;
    const count = dropped;
    dropped = 0;
    stream.write(droppedLine(count));
  });
  return {
    write(line) {
      if (closed || stream.destroyed || stream.writableLength > limit) {
        dropped++;
        return;
      }
      stream.write(line);
    },
    get dropped() {
      return dropped;
    },
    async flush(timeoutMs) {
      if (closed || stream.destroyed || stream.writableLength === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        stream.once("drain", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

/** Files: written at once; a line the disk refuses (ENOSPC, EIO) is dropped and counted. */
function fileOutput(fd: number): LogOutput {
  let dropped = 0;
  const put = (line: string) => {
    try {
      writeSync(fd, line);
      return true;
    } catch {
      return false;
    }
  };
  return {
    write(line) {
      if (dropped > 0 && put(droppedLine(dropped))) dropped = 0;
      if (!put(line)) dropped++;
    },
    get dropped() {
      return dropped;
    },
    flush: async () => {},
  };
}
