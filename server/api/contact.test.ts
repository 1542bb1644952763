import { describe, expect, it } from "vitest";
import { expectOutbox } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp, withTestApp } from "../../testing/use-test-app.ts";
import { CONTACT_LIMIT } from "../services/limits.ts";
import { HELD_FOR_PLACEHOLDER } from "../services/mail.ts";

const MESSAGE = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "commission",
  message: "Could you paint my cat Nanosecond in oils?",
};

describe.each(DB_KINDS)("contact API (%s)", (kind) => {
  const t = useTestApp(kind);
  const { db } = t;
  const send = (body: unknown, address = "203.0.113.40") =>
    t.request("/api/contact", json("POST", body), address);

  it("stores the message and queues the owner's notice in the same transaction", async () => {
    const response = await send(MESSAGE);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Message sent successfully!" });
    const stored = await db().selectFrom("contact_messages").selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({
        name: "Grace Hopper",
        email: "grace@example.com",
        subject: "commission",
        spam_reason: null,
      }),
    ]);
    expect(Boolean(stored[0]!.is_spam)).toBe(false);
    const [mail] = await expectOutbox(db(), [
      {
        kind: "owner-new-message",
        to_address: "hello@example.com",
        subject: "New message from Grace Hopper: Commission Inquiry",
      },
    ]);
    expect(mail!.text_body).toContain("Could you paint my cat Nanosecond in oils?");
  });

  it("accepts every subject of PRODUCT.md §3 or none, and refuses any other with 400", async () => {
    for (const subject of [
      "commission",
      "purchase",
      "snap-cards",
      "general",
      "collaboration",
      "",
      null,
      undefined,
    ]) {
      expect(
        (await send({ ...MESSAGE, subject }, `198.51.100.${String(subject).length}`)).status,
        String(subject),
      ).toBe(201);
    }
    const bad = await send({ ...MESSAGE, subject: "refund" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ subject: "Please choose a subject from the list" });
  });

  it("returns the form's messages of PRODUCT.md §5", async () => {
    const response = await send({ name: " ", email: "nope", message: "too short" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      message: "Message must be at least 10 characters",
    });
    expect(await db().selectFrom("contact_messages").selectAll().execute()).toEqual([]);
  });

  it("keeps and flags a message whose hidden field was filled in, without mailing the owner", async () => {
    const response = await send({ ...MESSAGE, website: "http://spam.example" });
    expect(response.status).toBe(201);
    const [stored] = await db().selectFrom("contact_messages").selectAll().execute();
    expect(Boolean(stored!.is_spam)).toBe(true);
    expect(stored!.spam_reason).toBe("The hidden website field was filled in");
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("flags a message stuffed with links", async () => {
    const links = Array.from({ length: 6 }, (_, i) => `https://x${i}.example`).join(" ");
    await send({ ...MESSAGE, message: `Great deals ${links}` });
    const [stored] = await db().selectFrom("contact_messages").selectAll().execute();
    expect(stored!.spam_reason).toBe("The message has 6 links");
  });

  it(`allows ${CONTACT_LIMIT} messages per client in ten minutes, then 429`, async () => {
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(MESSAGE)).status).toBe(201);
    const limited = await send(MESSAGE);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await limited.json()).message).toBe(
      "You have sent several messages in a short time. Please try again in a few minutes.",
    );
    expect((await send(MESSAGE, "203.0.113.41")).status).toBe(201);
    expect(await db().selectFrom("contact_messages").selectAll().execute()).toHaveLength(
      CONTACT_LIMIT + 1,
    );
  });

  it("lists messages and the outbox to the owner only", async () => {
    await send(MESSAGE);
    await send({ ...MESSAGE, website: "bot" }, "203.0.113.42");
    for (const path of ["/api/admin/messages", "/api/admin/outbox"]) {
      expect((await t.request(path)).status).toBe(401);
    }
    expect((await t.request("/api/admin/outbox/1/retry", { method: "POST" })).status).toBe(401);
    const cookie = await t.login();
    const messages = await (await t.request("/api/admin/messages", { headers: { cookie } })).json();
    expect(messages).toEqual([
      expect.objectContaining({
        isSpam: true,
        spamReason: "The hidden website field was filled in",
      }),
      expect.objectContaining({
        name: "Grace Hopper",
        subject: "commission",
        isSpam: false,
        readAt: null,
      }),
    ]);
    const outbox = await (await t.request("/api/admin/outbox", { headers: { cookie } })).json();
    expect(outbox).toEqual([
      expect.objectContaining({
        kind: "owner-new-message",
        to: "hello@example.com",
        // The new site's placeholder address: the notice is held with its reason, never sent.
        status: "held",
        lastError: HELD_FOR_PLACEHOLDER,
        attempts: 0,
      }),
    ]);
    // Only a failed e-mail can be sent again.
    const retry = await t.request(`/api/admin/outbox/${outbox[0].id}/retry`, {
      method: "POST",
      headers: { cookie },
    });
    expect(retry.status).toBe(409);
  });

  it("sends owner mail to OWNER_EMAIL when it is set", async () => {
    await withTestApp(kind, { OWNER_EMAIL: "studio@example.org" }, async (configured) => {
      await configured.request("/api/contact", json("POST", MESSAGE));
      const [mail] = await configured.database.handle.db
        .selectFrom("mail_outbox")
        .selectAll()
        .execute();
      expect(mail!.to_address).toBe("studio@example.org");
    });
  });

  it("lets the owner mark a message read and unread", async () => {
    await send(MESSAGE);
    const [message] = await db().selectFrom("contact_messages").select("id").execute();
    const path = `/api/admin/messages/${message!.id}`;
    expect((await t.request(path, json("PATCH", { read: true }))).status).toBe(401);
    const cookie = await t.login();
    const patch = (body: unknown, target = path) =>
      t.request(target, {
        ...json("PATCH", body),
        headers: { "content-type": "application/json", cookie },
      });
    expect((await patch({ read: true })).status).toBe(200);
    expect(await t.services.contact.unreadCount()).toBe(0);
    const list = async () =>
      (await (await t.request("/api/admin/messages", { headers: { cookie } })).json())[0];
    expect((await list()).readAt).toEqual(expect.any(String));
    expect((await patch({ read: false })).status).toBe(200);
    expect((await list()).readAt).toBeNull();
    expect((await patch({ read: "yes" })).status).toBe(400);
    expect((await patch({ read: true }, "/api/admin/messages/999999")).status).toBe(404);
    expect((await patch({ read: true }, "/api/admin/messages/abc")).status).toBe(404);
  });
});
