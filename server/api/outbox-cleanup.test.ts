import { expect, it } from "vitest";
import { outboxMails } from "../../testing/fixtures.ts";
import { describeApp } from "../../testing/use-test-app.ts";
import { SENT_MAIL_DAYS } from "../services/housekeeping.ts";

const DAY = 86_400_000;

describeApp("the outbox's sent mails", {}, (t) => {
  it(`are deleted ${SENT_MAIL_DAYS} days after sending, an announcement's kept as its progress without bodies`, async () => {
    const now = new Date("2030-06-01T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const { id: announcement } = await t
      .db()
      .insertInto("announcements")
      .values({
        slug: "spring",
        subject: "Spring",
        intro: "New work",
        artwork_ids: "[]",
        product_ids: "[]",
        status: "sent",
        queued_at: ago(40),
        recipients: 2,
        created_at: ago(41),
        updated_at: ago(40),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mail = (
      to: string,
      status: string,
      sentDaysAgo: number | null,
      announcementId: number | null = null,
    ) => ({
      to_address: to,
      subject: `To ${to}`,
      text_body: `Hello ${to}`,
      html_body: `<p>Hello ${to}</p>`,
      kind: announcementId ? "announcement" : "order-confirmation",
      status,
      created_at: ago(sentDaysAgo ?? 40),
      sent_at: sentDaysAgo === null ? null : ago(sentDaysAgo),
      headers: announcementId ? '{"List-Unsubscribe":"<https://art.example/unsubscribe/x>"}' : null,
      announcement_id: announcementId,
    });
    await t
      .db()
      .insertInto("mail_outbox")
      .values([
        mail("old@readers.example", "sent", SENT_MAIL_DAYS + 1),
        mail("recent@readers.example", "sent", SENT_MAIL_DAYS - 1),
        mail("failed@readers.example", "failed", null),
        mail("waiting@readers.example", "pending", null),
        mail("reader-a@readers.example", "sent", SENT_MAIL_DAYS + 5, announcement),
        mail("reader-b@readers.example", "failed", null, announcement),
      ])
      .execute();
    // Read by the service: the purge's far-off "now" also ends the owner's session.
    const progress = async () => (await t.services.announcements.get(announcement)).progress;
    const before = await progress();
    expect(before).toEqual({ total: 2, sent: 1, waiting: 0, failed: 1 });

    expect((await t.services.housekeeping.purge(now)).sentMails).toBe(2);
    const rows = await outboxMails(t.db());
    expect(rows.map((row) => row.to_address)).toEqual([
      "recent@readers.example",
      "failed@readers.example",
      "waiting@readers.example",
      "reader-a@readers.example",
      "reader-b@readers.example",
    ]);
    expect(rows[3]).toMatchObject({
      to_address: "reader-a@readers.example",
      text_body: "",
      html_body: null,
      headers: null,
    });
    expect(rows[4]!.text_body).toBe("Hello reader-b@readers.example");
    expect(await progress()).toEqual(before);
    // Done once: the next run finds nothing more.
    expect((await t.services.housekeeping.purge(now)).sentMails).toBe(0);
  });
});
