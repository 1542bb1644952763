/**
 * Background work done once however many processes share the database: each e-mail
 * sent once, each period's run of a job claimed once. Several senders and claimers here stand for
 * the processes; on PostgreSQL each has its own connections, and the row locks decide.
 */
import { describe, expect, it } from "vitest";
import { withMailSenders } from "../../testing/smtp.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import { createLogger } from "../logger.ts";
import { enqueueMail, SEND_LEASE_MS } from "./mail.ts";
import { claimRun, dailyCheck, nextDailyRun } from "./schedule.ts";

const silent = createLogger({ level: "silent" });

describe.each(DB_KINDS)("background work done once (%s)", (kind) => {
  const { db } = useTestDatabase(kind);

  it("sends each e-mail once when four senders work through the outbox at the same time", async () => {
    await withMailSenders(4, { db: db(), logger: silent }, async (senders, smtp) => {
      for (let n = 0; n < 30; n++)
        await enqueueMail(db(), {
          kind: "order-status",
          to: `buyer${n}@example.com`,
          subject: `Mail ${n}`,
          text: "Hello",
          html: "<p>Hello</p>",
        });
      const sent = await Promise.all(senders.map((sender) => sender.deliverDue()));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
      const recipients = smtp.received.map((mail) => mail.to[0]);
      expect(recipients).toHaveLength(30);
      expect(new Set(recipients).size).toBe(30);
      const rows = await db().selectFrom("mail_outbox").select(["status", "attempts"]).execute();
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    });
  });

  it("gives a mail whose sender died back to the outbox when its lease ends", async () => {
    let clock = new Date("2026-11-23T12:00:00.000Z");
    const options = { db: db(), logger: silent, now: () => clock };
    await withMailSenders(1, options, async ([sender], smtp) => {
      await enqueueMail(db(), {
        kind: "order-status",
        to: "buyer@example.com",
        subject: "Hello",
        text: "Hello",
        html: "<p>Hello</p>",
      });
      // Another process claimed it (its lease runs from now) and died before sending.
      await db()
        .updateTable("mail_outbox")
        .set({ next_attempt_at: new Date(clock.getTime() + SEND_LEASE_MS).toISOString() })
        .execute();
      expect(await sender!.deliverDue()).toBe(0);
      clock = new Date(clock.getTime() + SEND_LEASE_MS + 1000);
      expect(await sender!.deliverDue()).toBe(1);
      expect(smtp.received).toHaveLength(1);
    });
  });

  it("lets one of six processes claim each period's run of a job", async () => {
    const hour = 60 * 60_000;
    const start = new Date("2026-11-23T12:00:00.000Z");
    const claims = async (at: Date) =>
      (
        await Promise.all(Array.from({ length: 6 }, () => claimRun(db(), "housekeeping", hour, at)))
      ).filter(Boolean).length;
    expect(await claims(start)).toBe(1);
    // Later in the same period: nobody.
    expect(await claims(new Date(start.getTime() + hour / 2))).toBe(0);
    // The next period (timers drift: 90 % of it is enough).
    expect(await claims(new Date(start.getTime() + hour * 0.95))).toBe(1);
    // Jobs are counted apart.
    expect(await claimRun(db(), "payment deadlines: sweep", hour, start)).toBe(true);
  });

  it("runs a nightly job once a night at its hour, in one of several processes", async () => {
    // Local times (BACKUP_TIME is the server's own), from the evening before.
    const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);
    let runs = 0;
    /** A process's nightly check, started at `started`. */
    const processStarted = (started: Date) =>
      dailyCheck({
        name: "offsite-backup",
        at: "03:00",
        logger: silent,
        db: db(),
        job: async () => {
          runs++;
        },
        now: started,
      });
    const processes = Array.from({ length: 3 }, () => processStarted(at(28, 22)));
    const check = async (now: Date) =>
      (await Promise.all(processes.map((process) => process(now)))).filter(Boolean).length;
    expect(await check(at(29, 2, 59))).toBe(0);
    expect(await check(at(29, 3, 0))).toBe(1);
    expect(await check(at(29, 3, 1))).toBe(0);
    expect(await check(at(29, 15, 0))).toBe(0);
    expect(await check(at(30, 3, 0))).toBe(1);
    // A process that starts after the hour waits for the next night.
    expect(await processStarted(at(30, 3, 30))(at(30, 4, 0))).toBe(false);
    expect(runs).toBe(2);
  });
});

describe("nextDailyRun", () => {
  it("is the time of day's next moment, in local time", () => {
    expect(nextDailyRun("03:00", new Date(2026, 10, 29, 2, 59))).toEqual(
      new Date(2026, 10, 29, 3, 0),
    );
    expect(nextDailyRun("03:00", new Date(2026, 10, 29, 3, 0))).toEqual(
      new Date(2026, 10, 30, 3, 0),
    );
    expect(nextDailyRun("23:45", new Date(2026, 11, 31, 23, 50))).toEqual(
      new Date(2027, 0, 1, 23, 45),
    );
  });
});
