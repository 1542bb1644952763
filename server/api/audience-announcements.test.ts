/** Announcements of new work through the owner's API, sent to a real SMTP sink, on both engines. */
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { PUBLIC_URL, reader, useAudienceSite } from "../../testing/audience.ts";
import { addArtwork, addProduct } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import {
  ALREADY_SENT,
  NO_POSTAL_ADDRESS,
  NO_READERS,
  TIME_PAST,
} from "../services/audience-announcements.ts";
import { MAIL_EVENT_SIGNATURE, signMailEvent } from "./audience-mail-events.ts";

const ADDRESS = "Studio 4, 12 Harbour Lane\nPenzance TR18 4AB";
const OWNER = "artist@studio.example";

/** Undoes quoted-printable and folded headers, so a mail's source reads as written. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) =>
      Buffer.from(bytes.replaceAll("=", ""), "hex").toString("utf8"),
    )
    .replace(/\r?\n[ \t]+/g, " ");

describe.each(DB_KINDS)("announcements (%s)", (kind) => {
  const site = useAudienceSite(kind, { owner: true });
  const { t } = site;

  const withAddress = (businessAddress = ADDRESS) =>
    t.services.settingStore.set("profile", { ...DEFAULT_PROFILE, email: OWNER, businessAddress });

  /** Subscribers in each state, straight into the table. */
  async function readers(states: Record<string, string>) {
    let n = 0;
    for (const [name, status] of Object.entries(states)) {
      n += 1;
      await t
        .db()
        .insertInto("subscribers")
        .values({
          email: reader(name),
          status,
          source: "footer",
          consent_version: 1,
          created_at: "2026-01-01T00:00:00.000Z",
          confirmed_at: status === "pending" ? null : "2026-01-02T00:00:00.000Z",
          unsubscribe_token: `token-${name}-${"x".repeat(20)}-${n}`,
          updated_at: "2026-01-02T00:00:00.000Z",
        })
        .execute();
    }
  }

  const create = (body: unknown) => t.owner("/api/admin/announcements", json("POST", body));
  const send = (id: number) => t.owner(`/api/admin/announcements/${id}/send`, json("POST", {}));

  it("reaches exactly the confirmed readers, once, with one-click unsubscribe headers, both parts, the works, the address and no other host", async () => {
    await withAddress();
    await readers({
      ada: "confirmed",
      bo: "confirmed",
      cy: "confirmed",
      dee: "pending",
      eve: "unsubscribed",
      fay: "bounced",
    });
    const art = await addArtwork(t.db(), {
      title: "Heron at Dawn",
      category: "paintings-drawings",
      is_for_sale: true,
      price: 45000,
    });
    const card = await addProduct(t.db(), { name: "Owl Card", category: "cards", price: 350 });
    const created = await create({
      subject: "New paintings for spring",
      intro: "Three new **herons**, painted at the estuary.",
      artworkIds: [art],
      productIds: [card],
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    expect(id).toBeGreaterThan(0);

    const sent = await send(id);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ recipients: 3 });
    await expect.poll(() => site.received().length, { timeout: 10_000 }).toBe(3);
    await t.services.mail.deliverDue();
    const to = site.recipients();
    expect(to).toEqual([reader("ada"), reader("bo"), reader("cy")]);

    const mail = site.received().find((m) => m.to[0] === reader("bo"))!;
    const raw = decoded(mail.raw);
    // RFC 8058: the reader's own link, and the one-click body a mail provider posts.
    expect(raw).toMatch(
      new RegExp(`^List-Unsubscribe: <${PUBLIC_URL}/unsubscribe/token-bo-x+-2>\\r?$`, "m"),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toContain("Subject: New paintings for spring");
    expect(raw).toContain(`${PUBLIC_URL}/news/new-paintings-for-spring`);
    expect(raw).toContain("<strong>herons</strong>");
    expect(raw).toContain(`${PUBLIC_URL}/art/${art}-heron-at-dawn`);
    expect(raw).toContain("Heron at Dawn");
    expect(raw).toContain("£450.00");
    expect(raw).toContain("Owl Card");
    expect(raw).toContain(`${PUBLIC_URL}/shop?tab=`);
    expect(raw).toContain("Penzance TR18 4AB");
    expect(raw).toContain("You get this because you signed up");
    // No tracking: every link and picture is on the site itself.
    const hosts = [...raw.matchAll(/(?:href|src)="(https?:\/\/[^/"]+)/g)].map((m) => m[1]);
    expect(hosts.length).toBeGreaterThan(3);
    expect(new Set(hosts)).toEqual(new Set([PUBLIC_URL]));

    // The header's token is the reader's own (its one-click POST is tested with the pages).
    const token = /List-Unsubscribe: <[^>]+\/unsubscribe\/([A-Za-z0-9_-]+)>/.exec(raw)![1]!;
    await t.services.audience.unsubscribe(token);
    expect((await site.subscriber(reader("bo")))!.status).toBe("unsubscribed");

    const progress = await t.owner(`/api/admin/announcements/${id}`);
    expect(progress.body).toMatchObject({
      status: "sent",
      progress: { total: 3, sent: 3, waiting: 0, failed: 0 },
    });
    // Sent once: a second press is refused, nothing more is queued.
    const again = await send(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_SENT);
    expect(
      await t
        .db()
        .selectFrom("mail_outbox")
        .select("id")
        .where("announcement_id", "=", id)
        .execute(),
    ).toHaveLength(3);
  });

  it("refuses bad input with a clear 4xx, and the first send until Settings has a postal address", async () => {
    const cases: Array<[unknown, string, string]> = [
      [
        { subject: "x".repeat(151), intro: "Hi" },
        "subject",
        "Please keep the subject under 150 characters",
      ],
      [{ subject: "News" }, "intro", "Write a short text or pick at least one artwork or product"],
      [
        { subject: "News", intro: "y".repeat(5001) },
        "intro",
        "Please keep the text under 5000 characters",
      ],
      [{ subject: "News", intro: "Hi", sendAt: "2020-01-01T10:00:00Z" }, "sendAt", TIME_PAST],
      [{ subject: "News", artworkIds: [999_999] }, "artworkIds", "Pick them again"],
    ];
    for (const [body, field, message] of cases) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await t.db().selectFrom("announcements").select("id").execute()).toEqual([]);

    const { id } = (await create({ subject: "Open studio", intro: "Come and see." })).body as {
      id: number;
    };
    await readers({ ada: "confirmed" });
    const noAddress = await send(id);
    expect(noAddress.status).toBe(409);
    expect(noAddress.body.message).toBe(NO_POSTAL_ADDRESS);
    await withAddress();
    await t.db().deleteFrom("subscribers").execute();
    await readers({ bo: "pending", cy: "unsubscribed" });
    const nobody = await send(id);
    expect(nobody.status).toBe(409);
    expect(nobody.body.message).toBe(NO_READERS);
    // Refused sends leave it a draft, with nothing queued.
    expect((await t.owner(`/api/admin/announcements/${id}`)).body).toMatchObject({
      status: "draft",
      queuedAt: null,
      progress: { total: 0 },
    });
  });

  it("sends the owner a test, and a timed announcement waits for its time", async () => {
    await withAddress();
    await readers({ ada: "confirmed" });
    const later = new Date(Date.now() + 3600_000).toISOString();
    const { id } = (
      await create({ subject: "Summer show", intro: "Opening night in June.", sendAt: later })
    ).body as { id: number };
    const test = await t.owner(`/api/admin/announcements/${id}/test`, json("POST", {}));
    expect(test.status).toBe(202);
    await expect.poll(() => site.received().length, { timeout: 10_000 }).toBe(1);
    expect(site.received()[0]!.to).toEqual([OWNER]);
    expect(decoded(site.received()[0]!.raw)).toContain("Subject: [Test] Summer show");

    expect((await send(id)).status).toBe(202);
    await t.services.mail.deliverDue();
    expect(site.received()).toHaveLength(1);
    expect((await t.owner(`/api/admin/announcements/${id}`)).body).toMatchObject({
      status: "scheduled",
      progress: { total: 1, waiting: 1, sent: 0 },
    });
  });

  it("goes at the owner's pace, and a 5xx marks the reader bounced, never mailed again", async () => {
    await withAddress();
    await readers({ ada: "confirmed", bo: "confirmed", cy: "confirmed", dee: "confirmed" });
    site.sink().refuse.add(reader("cy"));
    expect((await t.owner("/api/admin/send-pace", json("PUT", { perMinute: 2 }))).status).toBe(200);
    const { id } = (await create({ subject: "Prints", intro: "A new run." })).body as {
      id: number;
    };
    expect((await send(id)).status).toBe(202);
    await t.services.mail.deliverDue();
    await t.services.mail.deliverDue();
    // Two a minute: ada's and bo's went; cy's and dee's wait for the next minute.
    expect(site.recipients()).toEqual([reader("ada"), reader("bo")]);
    expect((await t.owner(`/api/admin/announcements/${id}`)).body.progress).toEqual({
      total: 4,
      sent: 2,
      waiting: 2,
      failed: 0,
    });
    await t.owner("/api/admin/send-pace", json("PUT", { perMinute: 100 }));
    await t.services.mail.deliverDue();
    expect(site.recipients()).toEqual([reader("ada"), reader("bo"), reader("dee")]);
    expect((await site.subscriber(reader("cy")))!.status).toBe("bounced");
    expect((await t.owner(`/api/admin/announcements/${id}`)).body.progress).toEqual({
      total: 4,
      sent: 3,
      waiting: 0,
      failed: 1,
    });
    const pace = await t.owner("/api/admin/send-pace", json("PUT", { perMinute: 0 }));
    expect(pace.status).toBe(400);
  });
});

describe.each(DB_KINDS)("bounces and complaints from the provider (%s)", (kind) => {
  const SECRET = "a-webhook-secret-of-the-site-1234";
  const site = useAudienceSite(kind, { env: { MAIL_WEBHOOK_SECRET: SECRET } });
  const { t } = site;
  const post = (body: unknown, signature = signMailEvent(SECRET, JSON.stringify(body))) =>
    t.request("/api/mail/events", {
      method: "POST",
      headers: { "content-type": "application/json", [MAIL_EVENT_SIGNATURE]: signature },
      body: JSON.stringify(body),
    });
  const status = async (name: string) => (await site.subscriber(reader(name)))!.status;

  it("marks a hard bounce, a complaint and three soft bounces in a row; a bad signature is 401", async () => {
    for (const name of ["ada", "bo", "cy", "dee"])
      await t
        .db()
        .insertInto("subscribers")
        .values({
          email: reader(name),
          status: "confirmed",
          source: "footer",
          consent_version: 1,
          created_at: "2026-01-01T00:00:00.000Z",
          unsubscribe_token: `token-${name}-${"y".repeat(24)}`,
          updated_at: "2026-01-01T00:00:00.000Z",
        })
        .execute();
    const forged = await post(
      { email: reader("ada"), type: "hard" },
      signMailEvent("wrong-secret-0000000000", "{}"),
    );
    expect(forged.status).toBe(401);
    expect((await post({ email: reader("ada"), type: "hard" }, "")).status).toBe(401);
    expect(await status("ada")).toBe("confirmed");

    expect((await post({ email: reader("ada"), type: "hard" })).status).toBe(200);
    expect(await status("ada")).toBe("bounced");
    expect((await post({ email: reader("bo"), type: "complaint" })).status).toBe(200);
    expect(await status("bo")).toBe("complained");
    for (const n of [1, 2]) {
      await post({ email: reader("cy"), type: "soft" });
      expect((await site.subscriber(reader("cy")))!.soft_bounces).toBe(n);
      expect(await status("cy")).toBe("confirmed");
    }
    await post({ email: reader("cy"), type: "soft" });
    expect(await status("cy")).toBe("bounced");
    // An unknown address is answered the same and changes nothing; a bad body is 400.
    expect((await post({ email: reader("zed"), type: "hard" })).status).toBe(200);
    expect((await post({ email: reader("dee"), type: "late" })).status).toBe(400);
    expect(await status("dee")).toBe("confirmed");
  });
});
