import nodemailer from "nodemailer";
import { isPlaceholderEmail } from "#core/placeholders.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import type { Env } from "../env.ts";
import { type Finding, fail, ok, warn } from "./findings.ts";

const S = "E-mail";
const TIMEOUT_MS = 10_000;

export interface MailCheckOptions {
  /** The profile's e-mail address from Settings (OWNER_EMAIL comes first). */
  profileEmail?: string | undefined;
  /** Send a test message to the owner's address (`--send-test`). */
  sendTest?: boolean;
  /** The time written in the test message. */
  now?: Date;
}

/** Where the owner's notices go, and from where: OWNER_EMAIL, else the profile's address. */
export function checkOwnerAddress(env: Env, profileEmail: string | undefined): Finding {
  if (env.OWNER_EMAIL)
    return ok(S, "OWNER_EMAIL", `${env.OWNER_EMAIL}: new orders and messages go there.`);
  if (profileEmail && !isPlaceholderEmail(profileEmail)) {
    return ok(
      S,
      "OWNER_EMAIL",
      `not set: new orders and messages go to the profile's address, ${profileEmail} (Admin → Settings).`,
    );
  }
  return warn(
    S,
    "OWNER_EMAIL",
    `not set, and the profile's address is ${profileEmail ?? DEFAULT_PROFILE.email}: your notices of new orders would go nowhere. Set OWNER_EMAIL=you@example.com, or your e-mail under Admin → Settings.`,
  );
}

/**
 * Connects to the SMTP server and has it accept the account (nodemailer's verify); with
 * `sendTest`, sends a short message to the owner's address.
 */
export async function checkSmtp(env: Env, options: MailCheckOptions = {}): Promise<Finding[]> {
  if (!env.SMTP_URL) return [];
  const server = describeSmtp(env.SMTP_URL);
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.verify();
  } catch (error) {
    transport.close();
    return [
      fail(
        S,
        "SMTP server",
        `${server} did not accept a connection: ${messageOf(error)}. Check the host, the port (465 with smtps://, 587 with smtp://), the user name and password in SMTP_URL, and that the firewall lets this machine out on that port.`,
      ),
    ];
  }
  const found = [ok(S, "SMTP server", `${server} accepts the connection and the account.`)];
  const to = env.OWNER_EMAIL ?? options.profileEmail;
  if (!options.sendTest) {
    found.push(
      ok(
        S,
        "Test message",
        "not sent: npm run doctor -- --send-test sends one to the owner's address.",
      ),
    );
  } else if (isPlaceholderEmail(to)) {
    found.push(fail(S, "Test message", "not sent: there is no owner's address (set OWNER_EMAIL)."));
  } else {
    try {
      const when = (options.now ?? new Date()).toISOString();
      await transport.sendMail({
        from: env.MAIL_FROM ?? "Easel <no-reply@localhost>",
        to,
        subject: "Easel: a test message from npm run doctor",
        text: `This message was sent by npm run doctor on ${when}${env.PUBLIC_URL ? ` for ${env.PUBLIC_URL}` : ""}.\n\nIf it reached you, the shop's e-mail works: order confirmations and your notices of new orders will arrive the same way.\n`,
      });
      found.push(
        ok(
          S,
          "Test message",
          `sent to ${to}: check that it arrived (and is not in the spam folder).`,
        ),
      );
    } catch (error) {
      found.push(
        fail(
          S,
          "Test message",
          `to ${to} was refused: ${messageOf(error)}. Check that MAIL_FROM is an address your SMTP account may send from.`,
        ),
      );
    }
  }
  transport.close();
  return found;
}

/** The SMTP server's address without the password. */
function describeSmtp(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ""}${parsed.host}`;
  } catch {
    return "SMTP_URL";
  }
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");
