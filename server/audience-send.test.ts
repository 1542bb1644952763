/**
 * Sending an announcement exactly once: a real server process killed with SIGKILL in the middle
 * of a send to 500 readers, then restarted, gives each one copy; and the time and memory it takes
 * to queue 10,000 (printed for the docs).
 */

import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { PUBLIC_URL, reader } from "../testing/audience.ts";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { startSmtp } from "../testing/smtp.ts";
import { createTestDatabase, DB_KINDS, type TestDatabase } from "../testing/test-db.ts";
import { systemClock } from "./clock.ts";
import type { Database } from "./db/schema.ts";
import { createAnnouncements } from "./services/audience-announcements.ts";
import { createSettingStore } from "./services/setting-store.ts";

/** `count` confirmed readers, inserted in chunks. */
async function confirmedReaders(db: Kysely<Database>, count: number) {
  const at = "2026-01-02T00:00:00.000Z";
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
      email: reader(`r${start + i}`),
      status: "confirmed",
      source: "footer",
      consent_version: 1,
      created_at: at,
      confirmed_at: at,
      unsubscribe_token: `tok${start + i}${"z".repeat(30)}`,
      updated_at: at,
    }));
    await db.insertInto("subscribers").values(rows).execute();
  }
}

/** An announcement service on the test's database, as the server's would be. */
async function announcementsOn(db: Kysely<Database>) {
  const settings = createSettingStore(db);
  await settings.set("profile", {
    ...DEFAULT_PROFILE,
    email: "artist@studio.example",
    businessAddress: "Studio 4, 12 Harbour Lane, Penzance",
  });
  // Fast, so the kill lands in the middle of the send rather than in a pause of the pace.
  await settings.set("audience-pace", { perMinute: 10_000 });
  return createAnnouncements({
    db,
    clock: systemClock,
    settings,
    mailContext: async () => ({
      shopName: "Studio",
      origin: PUBLIC_URL,
      ordersEmail: "",
      ownerEmail: "artist@studio.example",
      paymentInstructions: "",
    }),
  });
}

describe.each(DB_KINDS)("sending an announcement exactly once (%s)", (kind) => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await server?.kill();
    server = undefined;
    await database.dispose();
  });
  const sink = startSmtp();
  afterAll(async () => (await sink).close());

  it("gives each of 500 readers one copy across a SIGKILL in the middle of the send and a restart", async () => {
    const smtp = await sink;
    smtp.received.length = 0;
    const db = database.handle.db;
    await confirmedReaders(db, 500);
    const announcements = await announcementsOn(db);
    const { id } = await announcements.create({
      subject: "New work",
      intro: "Fresh from the studio.",
      artworkIds: [],
      productIds: [],
    });
    expect(await announcements.send(id)).toMatchObject({ recipients: 500 });

    // The sink answers 200 mails, then leaves the server waiting on the 201st: killed there.
    smtp.behaviour.holdAfter = 200;
    smtp.behaviour.held = 0;
    const env = { SMTP_URL: smtp.url, PUBLIC_URL };
    server = await startServerProcess(database, env);
    await expect.poll(() => smtp.behaviour.held, { timeout: 60_000 }).toBe(1);
    await server.kill();
    expect(smtp.received).toHaveLength(200);

    // The claim of the mail the killed process was sending ends with its lease (fifteen
    // minutes, moved forward here); then a new process sends the rest.
    await db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where("status", "=", "pending")
      .execute();
    smtp.behaviour.holdAfter = undefined;
    server = await startServerProcess(database, env);
    await expect
      .poll(() => announcements.get(id).then((a) => a.progress), { timeout: 60_000 })
      .toEqual({ total: 500, sent: 500, waiting: 0, failed: 0 });

    const copies = new Map<string, number>();
    for (const mail of smtp.received)
      for (const to of mail.to) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect(copies.size).toBe(500);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.received).toHaveLength(500);
  }, 180_000);

  it("queues 10,000 readers in one statement, in little time and memory", async () => {
    const db = database.handle.db;
    await confirmedReaders(db, 10_000);
    const announcements = await announcementsOn(db);
    const { id } = await announcements.create({
      subject: "New work",
      intro: "Fresh from the studio. ".repeat(40),
      artworkIds: [],
      productIds: [],
    });
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await announcements.send(id)).toMatchObject({ recipients: 10_000 });
    const ms = performance.now() - started;
    const heap = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    const rss = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    console.info(
      `[audience] ${kind}: queued 10,000 recipients in ${Math.round(ms)} ms; heap +${heap.toFixed(1)} MiB, rss +${rss.toFixed(1)} MiB`,
    );
    expect(ms).toBeLessThan(30_000);
  }, 120_000);
});
