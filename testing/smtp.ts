import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createMailService, type MailServiceOptions } from "../server/services/mail.ts";

export interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** What the sink does besides keeping mail: refusals and a held conversation. */
export interface SmtpBehaviour {
  /** Recipients refused for good (550), as a mailbox that does not exist is. */
  refuse: Set<string>;
  /**
   * After this many mails the sink stops answering (the sender waits on its reply to the mail's
   * data), and keeps nothing more, until it is set to undefined again.
   */
  holdAfter: number | undefined;
  /** Mails left unanswered by the hold. */
  held: number;
}

/** A real SMTP server on a loopback port (a free one unless given), keeping what it receives. */
export async function startSmtp(port = 0) {
  const received: Received[] = [];
  const behaviour: SmtpBehaviour = { refuse: new Set(), holdAfter: undefined, held: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (behaviour.refuse.has(address.address.toLowerCase())) {
        const error = new Error("5.1.1 No such mailbox") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      if (behaviour.holdAfter !== undefined && received.length >= behaviour.holdAfter) {
        // Read the data but never answer: the sender is left waiting mid-send.
        behaviour.held += 1;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A sender killed mid-conversation (tests end server processes with SIGKILL) resets its
  // connection: that is the sender's end, not a failure of the test.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    received,
    behaviour,
    url: `smtp://127.0.0.1:${listening}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Runs `run` with a fresh {@link startSmtp} server, closed afterwards whatever happens. */
export async function withSmtp<T>(
  run: (smtp: Awaited<ReturnType<typeof startSmtp>>) => Promise<T>,
): Promise<T> {
  const smtp = await startSmtp();
  try {
    return await run(smtp);
  } finally {
    await smtp.close();
  }
}

type MailSender = ReturnType<typeof createMailService>;

/**
 * Runs `run` with `count` mail senders (`options`, each as another process would have it) that
 * send to a fresh {@link startSmtp} server; stops the senders and closes the server afterwards,
 * whatever happens.
 */
export async function withMailSenders<T>(
  count: number,
  options: Omit<MailServiceOptions, "smtpUrl">,
  run: (senders: MailSender[], smtp: Awaited<ReturnType<typeof startSmtp>>) => Promise<T>,
): Promise<T> {
  return withSmtp(async (smtp) => {
    const senders = Array.from({ length: count }, () =>
      createMailService({ ...options, smtpUrl: smtp.url }),
    );
    try {
      return await run(senders, smtp);
    } finally {
      for (const sender of senders) await sender.stop();
    }
  });
}
