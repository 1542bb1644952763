/** A site with a mailing list whose mail goes to a real SMTP sink (the audience's tests). */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { type Received, startSmtp } from "./smtp.ts";
import { json } from "./test-app.ts";
import type { DbKind } from "./test-db.ts";
import { type UseTestAppOptions, useTestApp } from "./use-test-app.ts";

export const PUBLIC_URL = "https://art.example";
/** Addresses at a domain that is no placeholder (core/placeholders.ts), so mail goes to them. */
export const reader = (name: string) => `${name}@readers.example`;

/** A link of the site's in a mail's text (quoted-printable's soft line breaks undone). */
export function linkOf(
  text: string,
  path: "subscribe/confirm" | "unsubscribe" | "notify/confirm" | "notify/forget",
): string {
  const match = new RegExp(`${PUBLIC_URL}/${path}/([A-Za-z0-9_-]+)`).exec(
    text.replace(/=\r?\n/g, ""),
  );
  expect(match, `a /${path}/ link in the mail`).not.toBeNull();
  return match![1]!;
}

/**
 * A test app for each test with PUBLIC_URL and SMTP_URL pointing at a sink of the suite's (emptied
 * before each test; the sender stopped after it).
 */
export function useAudienceSite(kind: DbKind, options: UseTestAppOptions = {}) {
  const env: Record<string, string> = { PUBLIC_URL, ...options.env };
  let sink: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    sink = await startSmtp();
    env.SMTP_URL ??= sink.url;
  });
  afterAll(() => sink?.close());
  const t = useTestApp(kind, { ...options, env });
  beforeEach(() => {
    sink!.received.length = 0;
    sink!.behaviour.refuse.clear();
    sink!.behaviour.holdAfter = undefined;
  });
  afterEach(() => t.services.mail.stop());
  return {
    t,
    received: (): Received[] => sink!.received,
    /** Every address the sink has received mail for, in order of the alphabet. */
    recipients: (): string[] => sink!.received.flatMap((mail) => mail.to).sort(),
    /** The sink's refusals and holds (testing/smtp.ts), reset before each test. */
    sink: () => sink!.behaviour,
    /** `POST /api/subscribe` from `address`. */
    subscribe: (body: unknown, address = "198.51.100.20") =>
      t.request("/api/subscribe", json("POST", body), address),
    /** The confirmation token of the newest confirmation mail queued to `email`. */
    async confirmToken(email: string): Promise<string> {
      const mail = await t
        .db()
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("kind", "=", "subscribe-confirmation")
        .where("to_address", "=", email)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      return linkOf(mail.text_body, "subscribe/confirm");
    },
    /** The rows of the subscribers table, by address. */
    subscriber: (email: string) =>
      t.db().selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst(),
    /** Confirmation mails queued, to `email` or to anyone. */
    async confirmations(email?: string): Promise<number> {
      let query = t
        .db()
        .selectFrom("mail_outbox")
        .select("id")
        .where("kind", "=", "subscribe-confirmation");
      if (email) query = query.where("to_address", "=", email);
      return (await query.execute()).length;
    },
  };
}
