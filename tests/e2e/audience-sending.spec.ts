import { startSmtp } from "../../testing/smtp.ts";
import {
  checkPage,
  DESKTOP,
  expect,
  ownerContext,
  PHONE,
  readShopDb,
  signIn,
  test,
  watchConsole,
} from "./support.ts";

/**
 * An announcement's progress while its send is under way: three confirmed readers, a pace of one
 * mail a minute, so one mail goes and two wait; the owner's page reads the progress again by
 * itself and shows it at a phone's and a desktop's width. Runs on a shop of its own
 * (playwright.config.ts), whose mail goes to the SMTP server this spec starts.
 */

const DATA_DIR = process.env.E2E_ANNOUNCE_SEND_DATA_DIR ?? "";
let smtp: Awaited<ReturnType<typeof startSmtp>>;

test.beforeAll(async () => {
  smtp = await startSmtp(Number(process.env.E2E_SENDING_SMTP_PORT));
});
test.afterAll(() => smtp?.close());

/** The confirmation link's path mailed to `email`, read from the shop's outbox (read-only). */
function confirmPath(email: string): string {
  return readShopDb(DATA_DIR, (db) => {
    const mail = db
      .prepare(
        "select text_body from mail_outbox where kind = 'subscribe-confirmation' and to_address = ?",
      )
      .get(email) as { text_body: string };
    return /https?:\/\/[^\s]+(\/subscribe\/confirm\/[A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  });
}

test("the owner watches an announcement's send under way, at both widths", async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await ownerContext(browser);
  const current = await (await owner.request.get("/api/admin/settings")).json();
  const profiled = await owner.request.patch("/api/admin/settings", {
    data: { profile: { ...current.profile, businessAddress: "1 Harbour Lane\nPort Town" } },
  });
  expect(profiled.status()).toBe(200);
  const readers = ["ada", "bo", "cy"].map((name) => `${name}@readers.example`);
  for (const email of readers) {
    const asked = await owner.request.post("/api/subscribe", { data: { email, consent: true } });
    expect(asked.status()).toBe(202);
    const confirmed = await owner.request.post(confirmPath(email), { form: { intent: "confirm" } });
    expect(confirmed.status()).toBe(200);
  }
  const paced = await owner.request.put("/api/admin/send-pace", { data: { perMinute: 1 } });
  expect(paced.status()).toBe(200);
  const made = await owner.request.post("/api/admin/announcements", {
    data: { subject: "New herons", intro: "Three new **herons**, painted at the estuary." },
  });
  expect(made.status()).toBe(201);
  const { id } = await made.json();
  const sent = await owner.request.post(`/api/admin/announcements/${id}/send`);
  expect(sent.status()).toBe(202);
  await owner.close();

  await signIn(page, `/admin/audience/announcements/${id}`);
  const errors = watchConsole(page);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const progress = page.getByTestId("send-progress");
  // The first mail goes at once; the pace holds the other two for a minute. The page reads the
  // progress again by itself while mails wait, so this is seen without a reload.
  await expect(progress).toHaveText("1 sent · 2 waiting · 0 failed (of 3)", { timeout: 30_000 });
  await expect(page.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("value", "1");
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(progress).toBeVisible();
    await checkPage(page, `sending-${size}`, false);
  }
  expect(smtp.received.filter((mail) => mail.raw.includes("New herons"))).toHaveLength(1);
  expect(errors).toEqual([]);
});
