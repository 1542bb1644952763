import { describe, expect, it } from "vitest";
import { startSmtp, withMailSenders } from "../../testing/smtp.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { createLogger } from "../logger.ts";
import { createMailService, enqueueMail, RETRY_DELAYS_MS } from "./mail.ts";

const silent = createLogger({ level: "silent" });
const MAIL = {
  kind: "owner-new-message" as const,
  to: "owner@studio.example",
  subject: "New message from Grace",
  text: "Hello in text",
  html: "<p>Hello in HTML</p>",
};

describe.each(DB_KINDS)("mail outbox and sender (%s)", (kind) => {
  const { db } = useTestDatabase(kind);
  const outbox = () => db().selectFrom("mail_outbox").selectAll().orderBy("id").execute();

  it("keeps mail pending when no SMTP server is configured", async () => {
    const mail = createMailService({ db: db(), logger: silent });
    await enqueueMail(db(), MAIL);
    expect(mail.enabled).toBe(false);
    expect(await mail.deliverDue()).toBe(0);
    expect((await outbox()).map((row) => row.status)).toEqual(["pending"]);
  });

  it("delivers pending mail through SMTP in text and HTML and marks it sent", async () => {
    const options = { db: db(), logger: silent, from: "Studio <shop@example.com>" };
    await withMailSenders(1, options, async ([mail], smtp) => {
      await enqueueMail(db(), MAIL);
      await enqueueMail(db(), { ...MAIL, to: "second@studio.example" });
      expect(await mail!.deliverDue()).toBe(2);
      expect(smtp.received.map((m) => m.to)).toEqual([
        ["owner@studio.example"],
        ["second@studio.example"],
      ]);
      expect(smtp.received[0]!.from).toBe("shop@example.com");
      expect(smtp.received[0]!.raw).toContain("Subject: New message from Grace");
      expect(smtp.received[0]!.raw).toContain("Hello in text");
      expect(smtp.received[0]!.raw).toContain("<p>Hello in HTML</p>");
      const rows = await outbox();
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ["sent", 1],
        ["sent", 1],
      ]);
      expect(rows[0]!.sent_at).not.toBeNull();
      // Nothing is sent twice.
      expect(await mail!.deliverDue()).toBe(0);
      expect(smtp.received).toHaveLength(2);
    });
  });

  it("retries with backoff while the server is down, then marks the mail failed", async () => {
    let clock = new Date("2026-03-01T10:00:00Z");
    // A port nothing listens on: every attempt is refused.
    const closed = await startSmtp();
    const url = closed.url;
    await closed.close();
    const mail = createMailService({ db: db(), logger: silent, smtpUrl: url, now: () => clock });
    try {
      await enqueueMail(db(), MAIL);
      for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
        expect(await mail.deliverDue()).toBe(0);
        const [row] = await outbox();
        expect(row!.status).toBe("pending");
        expect(row!.attempts).toBe(index + 1);
        expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
        expect(row!.next_attempt_at).toBe(new Date(clock.getTime() + delay).toISOString());
        // Not due again before its time.
        expect(await mail.deliverDue()).toBe(0);
        expect((await outbox())[0]!.attempts).toBe(index + 1);
        clock = new Date(clock.getTime() + delay);
      }
      await mail.deliverDue();
      const [row] = await outbox();
      expect(row!.status).toBe("failed");
      expect(row!.attempts).toBe(RETRY_DELAYS_MS.length + 1);
      expect(row!.next_attempt_at).toBeNull();
    } finally {
      await mail.stop();
    }
  });

  it("retries a failed mail on the owner's request, and only a failed one", async () => {
    const mail = createMailService({ db: db(), logger: silent });
    await enqueueMail(db(), MAIL);
    const [row] = await outbox();
    await expect(mail.retry(row!.id)).rejects.toThrow("Only a failed e-mail can be retried");
    await db()
      .updateTable("mail_outbox")
      .set({ status: "failed", attempts: 6, last_error: "refused" })
      .execute();
    await mail.retry(row!.id);
    expect((await outbox())[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      last_error: null,
      next_attempt_at: null,
    });
    await expect(mail.retry(999_999)).rejects.toThrow("E-mail not found");
  });

  it("delivers mail queued while the server was down once it is back", async () => {
    let clock = new Date("2026-03-01T10:00:00Z");
    const smtp = await startSmtp();
    const sender = () =>
      createMailService({ db: db(), logger: silent, smtpUrl: smtp.url, now: () => clock });
    const mail = sender();
    try {
      await smtp.close();
      await enqueueMail(db(), MAIL);
      await mail.deliverDue();
      expect((await outbox())[0]!.attempts).toBe(1);
    } finally {
      await mail.stop();
    }
    // The same port again, now listening.
    const port = Number(new URL(smtp.url).port);
    const again = await startSmtp(port);
    const retry = sender();
    try {
      clock = new Date(clock.getTime() + RETRY_DELAYS_MS[0]!);
      expect(await retry.deliverDue()).toBe(1);
      expect(again.received).toHaveLength(1);
      expect((await outbox())[0]!.status).toBe("sent");
    } finally {
      await retry.stop();
      await again.close();
    }
  });
});
